import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { requireStaff } from '~/domain/auth/staff.server';
import { statusesOf } from '~/domain/participation/inbox.server';
import { getTip } from '~/domain/participation/inbox-items.server';
import { findArticlesForTip, linkTipToArticle } from '~/domain/participation/tip-articles.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/tip';
import { changeInboxStatus } from './inbox-action.server';
import { inboxPath, replyHref, statusLabels } from './inbox-labels';
import { itemIdOf } from './inbox-params';
import { BackLink, StatusBadge, StatusControls, When } from './inbox-parts';

export const meta: Route.MetaFunction = () => [{ title: 'Tip · Inbox · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const tip = await getTip(services.db, itemIdOf(args.params.id));
  if (!tip) throw data(null, { status: 404 });
  const query = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  const matches = query ? await findArticlesForTip(services.db, query) : [];
  return { tip, statuses: statusesOf('tips'), query, matches, siteName: services.config.SITE_NAME };
}

const linkForm = z.object({ articleId: z.uuid({ error: 'Choose an article from the list' }) });

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const id = itemIdOf(args.params.id);
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'status') return changeInboxStatus(services, staff, 'tips', id, form);
  if (intent !== 'link' && intent !== 'unlink')
    return deskFailed('save the change', 'This form is not one the page knows');
  let articleId: string | null = null;
  if (intent === 'link') {
    const parsed = parseForm(linkForm, form);
    if (!parsed.ok) return deskFailed('link the tip', parsed.fieldErrors.articleId?.[0], 400, parsed);
    articleId = parsed.data.articleId.toLowerCase();
  }
  const change = await linkTipToArticle(services.db, staff, id, articleId);
  if (!change.ok)
    return deskFailed(
      intent === 'link' ? 'link the tip' : 'unlink the tip',
      change.reason,
      change.notFound ? 404 : 400,
    );
  return change.article
    ? deskDone(
        'Tip linked',
        `It led to “${change.article.title}” and is marked ${statusLabels[change.status]?.toLowerCase()}.`,
      )
    : deskDone('Tip unlinked', 'It no longer names an article.');
}

const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** A reader's tip: the whole message, its status, a reply by e-mail, and the article it led to. */
export default function TipPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tip, statuses, query, matches, siteName } = loaderData;
  const link = safeLink(tip.url);
  return (
    <>
      <BackLink to={inboxPath('tips')} label="Tips" />
      <article aria-labelledby="tip-title" className="mt-4 rounded-2xl border border-border bg-surface p-6">
        <h2 id="tip-title" className="text-xl font-bold">
          Tip from {tip.name || 'an anonymous reader'}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
          <StatusBadge status={tip.status} />
          {tip.email ? <span>{tip.email}</span> : <span>No e-mail address left</span>}
          <When at={tip.createdAt} />
        </p>
        <p className="mt-4 whitespace-pre-wrap">{tip.message}</p>
        {tip.url ? (
          <p className="mt-4 text-sm break-all">
            <span className="font-semibold">Related link: </span>
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-accent underline"
              >
                {tip.url}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              tip.url
            )}
          </p>
        ) : null}
        <div className="mt-6">
          <StatusControls
            statuses={statuses}
            current={tip.status}
            reply={replyHref(tip.email, `Re: your tip to ${siteName}`)}
          />
        </div>
      </article>

      <section
        aria-labelledby="tip-article-title"
        className="mt-6 rounded-2xl border border-border bg-surface p-6"
      >
        <h3 id="tip-article-title" className="text-lg font-bold">
          Article
        </h3>
        {tip.article ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p>
              This tip led to{' '}
              {tip.article.status === 'published' ? (
                <Link to={`/news/${tip.article.slug}`} reloadDocument className="text-accent underline">
                  {tip.article.title}
                </Link>
              ) : (
                <span className="font-semibold">{tip.article.title}</span>
              )}{' '}
              <span className="text-sm text-muted">({tip.article.status.replace('_', ' ')})</span>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="unlink" />
              <button type="submit" className={buttonClass('secondary')}>
                Unlink
              </button>
            </Form>
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">
            Link the article this tip led to; the tip is then marked used.
          </p>
        )}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
          <div className="min-w-64 flex-1">
            <TextField label="Find an article by title or slug" name="q" defaultValue={query} type="search" />
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            Search
          </button>
        </Form>
        {query ? (
          matches.length > 0 ? (
            <ul className="mt-4 divide-y divide-border">
              {matches.map((article) => (
                <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="font-semibold">{article.title}</span>{' '}
                    <span className="text-sm text-muted">
                      /{article.slug} · {article.status.replace('_', ' ')}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="articleId" value={article.id} />
                    <button
                      type="submit"
                      className={buttonClass()}
                      disabled={tip.article?.id === article.id}
                      aria-label={`Link the tip to “${article.title}”`}
                    >
                      {tip.article?.id === article.id ? 'Linked' : 'Link'}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-muted">No article matches “{query}”.</p>
          )
        ) : null}
      </section>
      <Toast toast={actionData?.toast} />
    </>
  );
}
