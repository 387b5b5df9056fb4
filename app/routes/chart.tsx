import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { Breadcrumb } from '~/components/breadcrumb';
import { ChartEntries } from '~/components/charts/chart-entries';
import { PageError } from '~/components/page-error';
import { Badge } from '~/components/ui/badge';
import { Icon } from '~/components/ui/icon';
import { chartJsonLd } from '~/domain/charts/chart-json-ld';
import { periodLabel, previousPeriod } from '~/domain/charts/chart-period';
import { getPublishedChart } from '~/domain/charts/charts.server';
import type { Route } from './+types/chart';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const found = await getPublishedChart(db, params.slug);
  if (!found) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown chart');
    throw data(null, { status: 404 });
  }
  const { chart, entries } = found;
  const name = `${chart.title}, ${periodLabel(chart.period)}`;
  const canonical = absoluteUrl(config.SITE_URL, `/charts/${chart.slug}`);
  const description =
    chart.seoDescription ??
    `${name}: the ${entries.length} ${entries.length === 1 ? 'track' : 'tracks'} of the ${chart.chartType} chart, with artists, labels and movement since the period before.`;
  return {
    ...found,
    seo: {
      title: chart.seoTitle ?? name,
      description,
      canonical,
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [{ label: 'Charts', href: '/charts' }, { label: name }],
        canonical,
      ),
      jsonLd: [
        chartJsonLd(
          { name, description, datePublished: chart.publishedAt?.toISOString() ?? null, entries },
          canonical,
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.error ? [{ title: 'Chart Not Found' }, { name: 'robots', content: 'noindex' }] : pageMeta(args);

export const headers = publicPage;

export default function Chart({ loaderData }: Route.ComponentProps) {
  const { chart, entries, previous } = loaderData;
  const period = periodLabel(chart.period);
  const before = previousPeriod(chart.period);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Charts', href: '/charts' }, { label: `${chart.title}, ${period}` }]} />
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{chart.chartType}</Badge>
          {chart.genre && chart.genre !== chart.chartType ? (
            <Badge tone="neutral">{chart.genre}</Badge>
          ) : null}
        </div>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{chart.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar" className="h-4 w-4" />
            {period}
          </span>
          <span>{`${entries.length} ${entries.length === 1 ? 'track' : 'tracks'}`}</span>
        </p>
      </header>

      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-12 text-center text-muted">
          No tracks in this chart yet
        </p>
      ) : (
        <section
          aria-labelledby="tracks-title"
          className="mt-8 rounded-2xl border border-border bg-surface p-3 sm:p-6"
        >
          <h2 id="tracks-title" className="text-lg font-bold">
            The tracks
          </h2>
          <p className="mt-1 text-sm text-muted">
            {previous ? (
              <>
                Movement since{' '}
                <PageLink
                  to={`/charts/${previous.slug}`}
                  className="font-semibold text-accent hover:underline"
                >
                  {periodLabel(previous.period)}
                </PageLink>
                : up, down, new or no change.
              </>
            ) : (
              `No ${chart.chartType} chart for ${before ? periodLabel(before) : 'the period before'} to compare with.`
            )}
          </p>
          <div className="mt-3">
            <ChartEntries entries={entries} idPrefix={chart.slug} showMovement={previous !== null} />
          </div>
        </section>
      )}

      <PageLink
        to="/charts"
        className="mt-8 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent hover:underline"
      >
        <Icon name="arrowRight" className="h-4 w-4 rotate-180" />
        All charts
      </PageLink>
    </div>
  );
}

/** Unknown, unpublished or unreadable: the not-found state with the way back (the loader's 404 stays). */
// A chart page without a chart: unknown, unpublished, or not readable now.
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        heading: 'Chart Not Found',
        message:
          'This chart does not exist or is no longer published. Every published chart is on the charts page.',
        back: { to: '/charts', label: 'Back to Charts' },
      }}
    />
  );
}
