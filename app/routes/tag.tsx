import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/articles/article-grid';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { FeedLinks } from '~/components/articles/feed-links';
import { FollowForm } from '~/components/newsletter/follow-form';
import { Pagination } from '~/components/pagination';
import { getTagPage } from '~/domain/articles/tag-pages.server';
import { followableKinds } from '~/domain/newsletter/follows/follow-form';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/tag';
import { scopeFeeds } from './shared/feed-scope';
import { LIST_PAGE_SIZE, listPageNotFound, listPageView, pageOf } from './shared/list-page.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { TagPill } from '~/components/articles/tag-pill';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = pageOf(request);
  // Tag links are the tag lower-cased (reading spec), so /tags/Techno finds #techno too.
  const found = await getTagPage(db, params.tag.toLowerCase(), LIST_PAGE_SIZE, page);
  if (!found) listPageNotFound(logger, request, 'unknown tag or page');
  const { tag, total } = found;
  const crumbs: Crumb[] = [{ label: 'Tags' }, { label: `#${tag.name}` }];
  const feeds = scopeFeeds({ kind: 'tag', slug: tag.slug }, config.SITE_NAME, tag.name);
  const list = listPageView(config.SITE_URL, {
    path: `/tags/${tag.slug}`,
    page,
    total,
    title: `#${tag.name}`,
    crumbs,
  });
  return {
    ...found,
    paging: list.paging,
    crumbs,
    feeds,
    // Artists, labels, festivals and brands can be followed; topics and genres are the newsletter's.
    followable: (followableKinds as readonly string[]).includes(tag.kind),
    seo: {
      ...list.seo,
      description: `Electronic music news tagged ${tag.name}: ${total} published ${total === 1 ? 'article' : 'articles'}.`,
      feeds,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, items, total, related, paging, crumbs, feeds, followable } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <header className="mt-4">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{tag.kind}</p>
        <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">#{tag.name}</h1>
        <p className="mt-2 text-muted">
          {formatNumber(total)} published {total === 1 ? 'article' : 'articles'}
        </p>
        <FeedLinks feeds={feeds} subject={`#${tag.name}`} />
      </header>

      {followable ? (
        <div className="mt-6 max-w-xl">
          <FollowForm
            id="follow-tag"
            title={`Follow ${tag.name}`}
            choices={[{ value: `tag:${tag.slug}`, name: tag.name }]}
          />
        </div>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-tags-title" className="mt-6">
          <h2 id="related-tags-title" className="text-sm font-bold tracking-wide uppercase">
            Related tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((other) => (
              <li key={other.slug}>
                <TagPill tag={other}>
                  <span className="text-muted">
                    {formatNumber(other.shared)}
                    <span className="sr-only"> {other.shared === 1 ? 'article' : 'articles'} together</span>
                  </span>
                </TagPill>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {items.length === 0 ? (
        <p className="mt-6">No published articles carry this tag yet.</p>
      ) : (
        <ArticleGrid articles={items} />
      )}
      <Pagination {...paging} />
    </div>
  );
}
