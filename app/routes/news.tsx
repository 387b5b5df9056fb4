import { appServices } from '~/app-context.server';
import { AdSlot, StickyAd } from '~/components/monetization/ad-slot';
import { ArticleCard, ArticleCardSkeleton } from '~/components/articles/article-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { categoryLabel } from '~/components/articles/category-label';
import { NewsFilters } from '~/components/articles/news-filters';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { hiddenWhileLoading, inlineWhileLoading, shownWhileLoading } from '~/components/list-loading';
import { LiveNewsNotice } from '~/components/articles/live-news-notice';
import { listPublishedArticles } from '~/domain/articles/article-reads.server';
import {
  isArchivePage,
  MAX_NEWS_PAGES,
  NEWS_PAGE_SIZE,
  newsQueryString,
  newsSortOptions,
  type NewsQuery,
} from '~/domain/articles/news-query';
import { parseNewsQuery } from '~/domain/articles/news-query-schema';
import { formatShowing } from '~/lib/format';
import type { Route } from './+types/news';
import { scopeFeeds } from './shared/feed-scope';
import { pageAds } from './shared/page-ads.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const NEWS_ADS = ['header-728x90', 'inarticle-1', 'sticky-bottom'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const query = parseNewsQuery(new URL(request.url).searchParams);
  const [list, ads] = await Promise.all([
    listPublishedArticles(db, query),
    pageAds({ db, config }, NEWS_ADS),
  ]);
  const categoryName = query.category === 'all' ? '' : `${categoryLabel(query.category)} `;
  const canonical = absoluteUrl(config.SITE_URL, `/news${newsQueryString({ category: query.category })}`);
  return {
    query,
    list,
    ads,
    seo: {
      title: `${categoryName}News`.trim(),
      description: `The latest ${categoryName.toLowerCase()}electronic music news, gathered from many sources and credited to each of them.`,
      canonical,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'News' }], canonical),
      // A category's own feeds; the site's are in every page's head (root links).
      feeds:
        query.category === 'all'
          ? undefined
          : scopeFeeds({ kind: 'category', category: query.category }, config.SITE_NAME),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

type Badge = { key: string; label: string; without: Partial<NewsQuery> };

function filterBadges(query: NewsQuery): Badge[] {
  const badges: Badge[] = [];
  if (query.search) badges.push({ key: 'search', label: `Search: ${query.search}`, without: { search: '' } });
  if (query.category !== 'all')
    badges.push({ key: 'category', label: categoryLabel(query.category), without: { category: 'all' } });
  if (query.sort !== 'newest') {
    const label = newsSortOptions.find((option) => option.value === query.sort)?.label ?? query.sort;
    badges.push({ key: 'sort', label, without: { sort: 'newest' } });
  }
  return badges;
}

/** The first story Load More added (pages 1..page are listed at once): where its link lands. */
const FIRST_MORE_ID = 'more';

export default function News({ loaderData }: Route.ComponentProps) {
  const { query, list, ads } = loaderData;
  const layout = query.view;
  // A page past the Load More pages is shown alone (decision 071): its first story is where its link lands.
  const archive = isArchivePage(query);
  const firstMore = archive ? 0 : query.page > 1 ? (query.page - 1) * NEWS_PAGE_SIZE : -1;
  const badges = filterBadges(query);
  const gridClass = layout === 'list' ? 'flex flex-col gap-4' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'News' }]} />
      <AdSlot ad={ads['header-728x90']} className="mt-6" />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Latest News</h1>
      <p className="mt-2 text-muted">
        Stories from across the electronic music press, each credited to its sources.
      </p>

      <NewsFilters query={query} />
      {/* New stories are counted for the newest-first list; a search or another order has no "top" to grow. */}
      {!query.search && query.sort === 'newest' && !archive ? (
        <LiveNewsNotice
          newest={list.items[0]?.publishedAt ?? null}
          category={query.category}
          listId="news-results"
        />
      ) : null}

      {badges.length > 0 ? (
        <ul aria-label="Active filters" className="mt-4 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li key={badge.key}>
              <a
                href={`/news${newsQueryString({ ...query, ...badge.without, page: 1 })}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 text-sm hover:border-accent"
              >
                {badge.label}
                <Icon name="x" className="h-4 w-4" />
                <span className="sr-only">(remove filter)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {/* While the filters load the next list, skeletons stand in for this one (list-loading.ts). */}
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        <span className={hiddenWhileLoading}>
          {formatShowing(list.items.length, list.total, 'article', 'articles')}
        </span>
        <span className={inlineWhileLoading}>Loading articles…</span>
      </p>
      <div className={shownWhileLoading} aria-hidden="true">
        <div className={`mt-4 ${gridClass}`}>
          {Array.from({ length: 6 }, (_, i) => (
            <ArticleCardSkeleton key={i} layout={layout} />
          ))}
        </div>
      </div>

      <div className={hiddenWhileLoading}>
        {list.items.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-dashed border-border p-12 text-center">
            <h2 className="text-xl font-bold">No articles found matching your criteria</h2>
            <p className="mt-2 text-muted">Try other words, or another category.</p>
            <a href="/news" className={`${buttonClass('primary')} mt-6`}>
              Clear All Filters
            </a>
          </div>
        ) : (
          <>
            <ul id="news-results" className={`mt-4 ${gridClass}`}>
              {list.items.map((article, index) => (
                <li
                  key={article.id}
                  id={index === firstMore ? FIRST_MORE_ID : undefined}
                  className="flex scroll-mt-24"
                >
                  <ArticleCard article={article} layout={layout} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
            {list.hasMore || archive ? (
              <nav aria-label="More articles" className="mt-10 flex justify-center gap-4">
                {archive ? (
                  <a
                    href={`/news${newsQueryString({ ...query, page: query.page - 1 })}#${FIRST_MORE_ID}`}
                    className={buttonClass('secondary')}
                  >
                    Newer Articles
                  </a>
                ) : null}
                {list.hasMore ? (
                  <a
                    href={`/news${newsQueryString({ ...query, page: query.page + 1 })}#${FIRST_MORE_ID}`}
                    className={buttonClass('secondary')}
                  >
                    {query.page >= MAX_NEWS_PAGES ? 'Older Articles' : 'Load More Articles'}
                  </a>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
      <AdSlot ad={ads['inarticle-1']} className="mt-12" />
      <StickyAd ad={ads['sticky-bottom']} />
    </div>
  );
}
