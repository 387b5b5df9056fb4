import { Link } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { Breadcrumb } from '~/components/breadcrumb';
import { SearchForm } from '~/components/search-form';
import { buttonClass } from '~/components/ui/button-link';
import { listPublishedArticles } from '~/domain/content/articles.server';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/search';
import { absoluteUrl, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const searchQuery = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  page: z.coerce.number().int().min(1).max(50).catch(1).default(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const { q, page } = searchQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const results = q
    ? await listPublishedArticles(db, { search: q, category: 'all', sort: 'newest', page })
    : { items: [], total: 0, hasMore: false };
  return {
    q,
    page,
    results,
    seo: {
      title: q ? `Search: ${q}` : 'Search',
      description: 'Search Dropwire for electronic music news, artists and events.',
      canonical: absoluteUrl(config.SITE_URL, '/search'),
    },
  };
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export const headers = publicPage;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, page, results } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Search' }]} />
      <h1 className="mt-4 text-3xl font-extrabold">{q ? `Results for “${q}”` : 'Search'}</h1>
      <SearchForm id="search-page-q" defaultValue={q} className="mt-6 max-w-2xl" />
      {q ? (
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {formatNumber(results.total)} {results.total === 1 ? 'article matches' : 'articles match'}
        </p>
      ) : null}
      {q && results.total === 0 ? (
        <p className="mt-6">No articles match your search. Try fewer or other words.</p>
      ) : null}
      <ArticleGrid articles={results.items} />
      {results.hasMore ? (
        <div className="mt-10 flex justify-center">
          <Link
            to={`/search?${new URLSearchParams({ q, page: String(page + 1) })}`}
            preventScrollReset
            className={buttonClass('secondary')}
          >
            Load More Results
          </Link>
        </div>
      ) : null}
    </div>
  );
}
