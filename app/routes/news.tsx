import { Link, useNavigation } from 'react-router';
import { appServices } from '~/app-context.server';
import { AdSlot, StickyAd } from '~/components/ad-slot';
import { ArticleCard, ArticleCardSkeleton } from '~/components/article-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { categoryLabel } from '~/components/category-label';
import { NewsFilters } from '~/components/news-filters';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { LiveNewsNotice } from '~/components/live-news-notice';
import { listPublishedArticles } from '~/domain/content/articles.server';
import { newsQueryString, newsSortOptions, type NewsQuery } from '~/domain/content/news-query';
import { parseNewsQuery } from '~/domain/content/news-query-schema';
import { formatNumber } from '~/lib/format';
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

/** Whether a pending URL has the same search, category and sort as the shown list. */
function sameFilters(params: URLSearchParams, query: NewsQuery): boolean {
  return (
    (params.get('search') ?? '') === query.search &&
    (params.get('category') ?? 'all') === query.category &&
    (params.get('sort') ?? 'newest') === query.sort
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { query, list, ads } = loaderData;
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === '/news'
      ? new URLSearchParams(navigation.location.search)
      : undefined;
  // Loading more keeps the cards on screen and adds skeletons below; a filter change replaces them.
  const loadingMore =
    pending !== undefined && Number(pending.get('page') ?? 1) > query.page && sameFilters(pending, query);
  const replacing = pending !== undefined && !loadingMore;
  const layout = pending ? (pending.get('view') === 'list' ? 'list' : 'grid') : query.view;
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
      {!query.search && query.sort === 'newest' ? (
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
              <Link
                to={`/news${newsQueryString({ ...query, ...badge.without, page: 1 })}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 text-sm hover:border-accent"
              >
                {badge.label}
                <Icon name="x" className="h-4 w-4" />
                <span className="sr-only">(remove filter)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {replacing
          ? 'Loading articles…'
          : `Showing ${formatNumber(list.items.length)} of ${formatNumber(list.total)} articles`}
      </p>

      {replacing ? (
        <div className={`mt-4 ${gridClass}`} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ArticleCardSkeleton key={i} layout={layout} />
          ))}
        </div>
      ) : list.items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-border p-12 text-center">
          <h2 className="text-xl font-bold">No articles found matching your criteria</h2>
          <p className="mt-2 text-muted">Try other words, or another category.</p>
          <Link to="/news" className={`${buttonClass('primary')} mt-6`}>
            Clear All Filters
          </Link>
        </div>
      ) : (
        <>
          <ul id="news-results" className={`mt-4 ${gridClass}`}>
            {list.items.map((article, index) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} layout={layout} headingLevel={2} priority={index === 0} />
              </li>
            ))}
            {loadingMore
              ? Array.from({ length: 6 }, (_, i) => (
                  <li key={`skeleton-${i}`} className="flex">
                    <ArticleCardSkeleton layout={layout} />
                  </li>
                ))
              : null}
          </ul>
          {list.hasMore ? (
            <div className="mt-10 flex justify-center">
              <Link
                to={`/news${newsQueryString({ ...query, page: query.page + 1 })}`}
                preventScrollReset
                className={buttonClass('secondary')}
              >
                Load More Articles
              </Link>
            </div>
          ) : null}
        </>
      )}
      <AdSlot ad={ads['inarticle-1']} className="mt-12" />
      <StickyAd ad={ads['sticky-bottom']} />
    </div>
  );
}
