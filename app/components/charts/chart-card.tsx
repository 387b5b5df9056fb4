import { periodLabel } from '~/domain/charts/chart-period';
import type { ChartsPage } from '~/domain/charts/charts.server';
import { ChartEntries } from './chart-entries';
import { cardClass } from '../section-page';
import { Badge } from '../ui/badge';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

/** A chart in the list: its type, title and period, its first five entries, and the way to all of them. */
export function ChartCard({ chart }: { chart: ChartsPage['items'][number] }) {
  // The same chart's card on every list it is on: rendered once for what it shows (decision 042).
  return <KeptMarkup as="li" className={`${cardClass} p-5`} component={ChartCardContent} props={{ chart }} />;
}

function ChartCardContent({ chart }: { chart: ChartsPage['items'][number] }) {
  const href = `/charts/${chart.slug}`;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{chart.chartType}</Badge>
        <span className="text-sm text-muted">{periodLabel(chart.period)}</span>
      </div>
      <h2 className="mt-2 text-xl font-bold">
        <PageLink to={href} className="hover:underline">
          {chart.title}
          <span className="sr-only">, {periodLabel(chart.period)}</span>
        </PageLink>
      </h2>
      {chart.entries.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">
          No tracks in this chart yet
        </p>
      ) : (
        <div className="mt-3">
          <ChartEntries entries={chart.entries} idPrefix={chart.slug} />
        </div>
      )}
      {chart.entryCount > chart.entries.length ? (
        <PageLink
          to={href}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-accent hover:underline"
        >
          {`View Full Chart (${chart.entryCount} tracks)`}
          <span className="sr-only">
            : {chart.title}, {periodLabel(chart.period)}
          </span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </PageLink>
      ) : null}
    </>
  );
}
