import { appServices } from '~/app-context.server';
import { ChartCard } from '~/components/charts/chart-card';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { SectionPage } from '~/components/section-page';
import { periodLabel } from '~/domain/charts/chart-period';
import { CHARTS_PAGE_SIZE, getChartsPage } from '~/domain/charts/charts.server';
import { hasActiveFilters, listQueryString, pageCountOf } from '~/domain/catalogue/list-query';
import { listOption, listPage, parseListQuery } from '~/domain/catalogue/list-query-schema';
import type { Route } from './+types/charts';
import { listPageNotFound } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const PATH = '/charts';
const defaults = { period: 'all', type: 'all', page: 1 };
const listClass = 'mt-8 grid gap-6 lg:grid-cols-2';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const query = parseListQuery(request, { period: listOption(), type: listOption(), page: listPage() });
  const found = await getChartsPage(db, query);
  if (!found) listPageNotFound(logger, request, 'charts page past the end');
  const pageCount = pageCountOf(found.total, CHARTS_PAGE_SIZE);
  const url = (page: number) =>
    absoluteUrl(config.SITE_URL, `${PATH}${listQueryString({ ...query, page }, defaults)}`);
  const canonical = url(query.page);
  const filtered = [
    query.type === 'all' ? '' : query.type,
    query.period === 'all' ? '' : periodLabel(query.period),
  ]
    .filter(Boolean)
    .join(', ');
  const title = `Charts${filtered ? `: ${filtered}` : ''}${query.page > 1 ? ` (page ${query.page})` : ''}`;
  return {
    query,
    found,
    pageCount,
    seo: {
      title,
      description: `Weekly electronic music charts by genre${filtered ? ` (${filtered})` : ''}: every track and artist, with links to listen.`,
      canonical,
      prev: query.page > 1 ? url(query.page - 1) : null,
      next: query.page < pageCount ? url(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Charts' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

/** A select's options: "all" first, then those in the data, and the chosen one even if no chart has it now. */
function withAll(all: string, options: { value: string; label: string }[], chosen: string, label: string) {
  const missing = chosen !== 'all' && !options.some((option) => option.value === chosen);
  return [{ value: 'all', label: all }, ...options, ...(missing ? [{ value: chosen, label }] : [])];
}

export default function Charts({ loaderData }: Route.ComponentProps) {
  const { query, found, pageCount } = loaderData;
  return (
    <SectionPage title="Charts" intro="The tracks that moved dance floors, genre by genre, week by week.">
      <ListFilters
        path={PATH}
        label="Filter charts"
        values={query}
        defaults={defaults}
        selects={[
          {
            name: 'period',
            label: 'Period',
            options: withAll('All periods', found.options.periods, query.period, periodLabel(query.period)),
          },
          {
            name: 'type',
            label: 'Chart type',
            options: withAll('All chart types', found.options.types, query.type, query.type),
          },
        ]}
      />
      <ListCount shown={found.items.length} total={found.total} one="chart" noun="charts" />
      <ListSkeletons count={4} className={listClass} shape="row" />
      <ListResults>
        {found.items.length === 0 ? (
          <ListEmpty
            title="No charts found"
            text={
              hasActiveFilters(query, defaults)
                ? 'No chart of this type was published for this period.'
                : undefined
            }
            clear={hasActiveFilters(query, defaults) ? { label: 'Clear Filters', to: PATH } : undefined}
          />
        ) : (
          <>
            <ul className={listClass}>
              {found.items.map((chart) => (
                <ChartCard key={chart.id} chart={chart} />
              ))}
            </ul>
            <Pagination
              page={query.page}
              pageCount={pageCount}
              label="Chart pages"
              hrefOf={(page) => `${PATH}${listQueryString({ ...query, page }, defaults)}`}
            />
          </>
        )}
      </ListResults>
    </SectionPage>
  );
}
