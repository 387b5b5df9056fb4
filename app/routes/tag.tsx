import { data, Link } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { FeedLinks } from '~/components/feed-links';
import { Pagination } from '~/components/pagination';
import { getTagPage } from '~/domain/content/tags.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/tag';
import { scopeFeeds } from './shared/feed-scope';
import { LIST_PAGE_SIZE, pageOf, pagingOf, pagingSeo } from './shared/list-page.server';
import { breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = pageOf(request);
  // Tag links are the tag lower-cased (reading spec), so /tags/Techno finds #techno too.
  const found = await getTagPage(db, params.tag.toLowerCase(), LIST_PAGE_SIZE, page);
  const path = found ? `/tags/${found.tag.slug}` : '';
  const paging = found && pagingOf(path, page, found.total);
  if (!found || !paging) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown tag or page');
    throw data(null, { status: 404 });
  }
  const { tag } = found;
  const seoPaging = pagingSeo(config.SITE_URL, path, paging);
  const crumbs: Crumb[] = [{ label: 'Tags' }, { label: `#${tag.name}` }];
  const feeds = scopeFeeds({ kind: 'tag', slug: tag.slug }, config.SITE_NAME, tag.name);
  return {
    ...found,
    paging,
    crumbs,
    feeds,
    seo: {
      title: page > 1 ? `#${tag.name} (page ${page})` : `#${tag.name}`,
      description: `Electronic music news tagged ${tag.name}: ${found.total} published ${found.total === 1 ? 'article' : 'articles'}.`,
      ...seoPaging,
      breadcrumb: breadcrumbTrail(config.SITE_URL, crumbs, seoPaging.canonical),
      feeds,
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, items, total, related, paging, crumbs, feeds } = loaderData;
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

      {related.length > 0 ? (
        <section aria-labelledby="related-tags-title" className="mt-6">
          <h2 id="related-tags-title" className="text-sm font-bold tracking-wide uppercase">
            Related tags
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/tags/${other.slug}`}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm hover:border-accent"
                >
                  #{other.name}
                  <span className="text-muted">
                    {formatNumber(other.shared)}
                    <span className="sr-only"> {other.shared === 1 ? 'article' : 'articles'} together</span>
                  </span>
                </Link>
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
