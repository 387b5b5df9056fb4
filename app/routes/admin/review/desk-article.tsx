import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { requireStaff } from '~/domain/auth/staff.server';
import { lexiconNames } from '~/domain/editorial/article-tags.server';
import { ArticleSocialPosts } from '~/components/desk/article-social-posts';
import { getDeskArticle } from '~/domain/editorial/desk-article.server';
import { articleSyndication } from '~/domain/syndication/article-syndication.server';
import type { Route } from './+types/desk-article';
import { ArticleEditForm } from './article-edit-form';
import { ArticleStatusActions } from './article-status-actions';
import { runDeskArticleAction } from './desk-article-action.server';
import { formatDeskTime } from '~/components/desk/desk-time';
import { MergeForm } from './merge-form';
import { SourceItems } from './source-items';
import { StatusBadges } from './status-badges';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.article.state.title ?? 'Article'} · Review queue · Desk` },
];

const articleId = (params: { id?: string }) => {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw data({ message: 'No such article.' }, { status: 404 });
  return parsed.data;
};

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  const id = articleId(args.params);
  const [article, lexicon, social] = await Promise.all([
    getDeskArticle(services.db, id),
    lexiconNames(services.db),
    articleSyndication(services.db, id),
  ]);
  if (!article || !social) throw data({ message: 'No such article.' }, { status: 404 });
  return { article, lexicon, social, isAdmin: staff.role === 'admin' };
}

export async function action(args: Route.ActionArgs) {
  const desk = await requireStaff(args);
  return runDeskArticleAction(desk, articleId(args.params), await args.request.formData());
}

export default function DeskArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, lexicon, social, isAdmin } = loaderData;
  const { state } = article;
  const splittable = article.items.filter((item) => item.itemId).length > 1;
  const sectionClass = 'rounded-2xl border border-border bg-surface p-4 sm:p-6';
  return (
    <article aria-labelledby="article-title" className="flex flex-col gap-6">
      <div>
        <Link to="/admin/desk" className="text-sm text-muted underline hover:text-text">
          ← Review queue
        </Link>
        <div className="mt-3">
          <StatusBadges
            status={state.status}
            category={state.category}
            isAiAssisted={article.isAiAssisted}
            scheduledAt={state.scheduledAt}
          />
        </div>
        <h1 id="article-title" className="mt-2 text-2xl font-bold sm:text-3xl">
          {state.title}
        </h1>
        <p className="mt-2 text-sm text-muted">
          Drafted <time dateTime={article.createdAt}>{formatDeskTime(article.createdAt)}</time>
          {state.publishedAt ? (
            <>
              {' · '}published <time dateTime={state.publishedAt}>{formatDeskTime(state.publishedAt)}</time>
            </>
          ) : null}
          {article.isAiAssisted
            ? ' · headline, summary and body drafted by a language model from the reports'
            : ''}
          {isAdmin ? (
            <>
              {' · '}
              <Link to={`/admin/audit?entity=article&id=${article.id}`} className="underline hover:text-text">
                History in the audit log
              </Link>
            </>
          ) : null}
        </p>
      </div>

      <section aria-labelledby="decide-title" className={sectionClass}>
        <h2 id="decide-title" className="text-lg font-bold">
          Decide
        </h2>
        <div className="mt-4">
          <ArticleStatusActions
            article={article}
            fieldErrors={actionData?.fieldErrors}
            values={actionData?.values}
          />
        </div>
      </section>

      <section aria-labelledby="social-title" className={sectionClass}>
        <h2 id="social-title" className="text-lg font-bold">
          Social posts
        </h2>
        <div className="mt-4">
          <ArticleSocialPosts
            articleId={article.id}
            syndicate={social.syndicate}
            published={state.status === 'published'}
            posts={social.posts}
          />
        </div>
      </section>

      <section aria-labelledby="reports-title" className={sectionClass}>
        <h2 id="reports-title" className="text-lg font-bold">
          Reports behind this story
        </h2>
        <p className="mt-1 text-sm text-muted">
          Side by side, first to report first. Split off a report that tells another story: it becomes a draft
          of its own.
        </p>
        <div className="mt-4">
          <SourceItems
            items={article.items}
            action={(item) =>
              splittable && item.itemId ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="split" />
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <button type="submit" className="text-sm font-semibold underline hover:text-accent">
                    Split off<span className="sr-only"> “{item.title}”</span>
                  </button>
                </Form>
              ) : null
            }
          />
        </div>
      </section>

      <section aria-labelledby="edit-title" className={sectionClass}>
        <h2 id="edit-title" className="text-lg font-bold">
          Edit
        </h2>
        <div className="mt-4">
          <ArticleEditForm
            article={article}
            lexicon={lexicon}
            fieldErrors={actionData?.fieldErrors}
            values={actionData?.values}
          />
        </div>
      </section>

      {article.storyId ? (
        <section aria-labelledby="merge-title" className={sectionClass}>
          <h2 id="merge-title" className="text-lg font-bold">
            Merge another story into this one
          </h2>
          <p className="mt-1 text-sm text-muted">When two stories tell the same event, keep one.</p>
          <div className="mt-4">
            <MergeForm candidates={article.mergeCandidates} fieldErrors={actionData?.fieldErrors} />
          </div>
        </section>
      ) : null}
      <Toast toast={actionData?.toast} />
    </article>
  );
}
