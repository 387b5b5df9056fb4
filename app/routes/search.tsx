import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { Pagination } from '~/components/pagination';
import { SearchEmpty } from '~/components/search/search-empty';
import { SearchFilters } from '~/components/search/search-filters';
import { SearchResultItem } from '~/components/search/search-result';
import { parseSearchQuery } from '~/domain/search/search-query-schema';
import { searchHref } from '~/domain/search/search-query';
import { searchPublished } from '~/domain/search/search.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/search';
import { publicPage } from './shared/cache-headers';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const search = await searchPublished(db, parseSearchQuery(new URL(request.url).searchParams));
  const { q } = search.query;
  const canonical = absoluteUrl(config.SITE_URL, '/search');
  return {
    search,
    seo: {
      title: q ? `Search: ${q}` : 'Search',
      description: 'Search Dropwire for electronic music news, releases, festivals, reviews and interviews.',
      canonical,
      // The breadcrumb the page shows, for search engines too.
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Search' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export const headers = publicPage;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results, total, capped, pageCount, noWords, suggestions } = loaderData.search;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Search' }]} />
      <h1 className="mt-4 text-3xl font-extrabold break-words">
        {query.q ? `Results for “${query.q}”` : 'Search'}
      </h1>
      <SearchFilters query={query} />
      {query.q && total > 0 ? (
        <p role="status" className="mt-8 text-sm text-muted">
          {formatNumber(total)}
          {capped ? '+' : ''} {total === 1 ? 'result' : 'results'}
          {pageCount > 1 ? `, page ${query.page} of ${pageCount}` : ''}
        </p>
      ) : null}
      {query.q && total === 0 ? (
        <div role="status">
          <SearchEmpty query={query} suggestions={suggestions} noWords={noWords} />
        </div>
      ) : null}
      {results.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-4">
          {results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <SearchResultItem result={result} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefOf={(page) => searchHref({ ...query, page })}
        label="Result pages"
      />
    </div>
  );
}
