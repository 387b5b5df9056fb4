import type { DeskSource } from '~/domain/newsroom/sources/source-health.server';
import {
  healthState,
  type HealthState,
  nextCrawlText,
  relativeTime,
} from '~/domain/newsroom/sources/source-health';

const stateLabels: Record<HealthState, string> = {
  demo: 'Demo',
  paused: 'Inactive',
  failing: 'Failing',
  new: 'Not crawled yet',
  healthy: 'Healthy',
};

/** The source's state as a small label; failing ones stand out. */
export function HealthBadge({ source }: { source: DeskSource }) {
  const state = healthState(source);
  const tone =
    state === 'failing'
      ? 'border-danger text-danger'
      : state === 'healthy'
        ? 'border-positive text-positive'
        : 'border-border text-muted';
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {stateLabels[state]}
    </span>
  );
}

function When({ date, now }: { date: Date; now: Date }) {
  return (
    <time dateTime={date.toISOString()} title={date.toUTCString()}>
      {relativeTime(date, now)}
    </time>
  );
}

/** Last crawl, its answer, errors in a row, next crawl and items per week; the last error, if any. */
export function SourceFacts({ source, now }: { source: DeskSource; now: Date }) {
  const facts: [string, React.ReactNode][] = [
    ['Last crawled', source.lastCrawledAt ? <When date={source.lastCrawledAt} now={now} /> : 'never'],
    ['Last status', source.lastStatus ? `HTTP ${source.lastStatus}` : source.lastError ? 'no answer' : '—'],
    ['Errors in a row', String(source.errorCount)],
    [
      'Next crawl',
      source.isActive && !source.isDemo ? (
        <time dateTime={source.nextCrawlAt.toISOString()} title={source.nextCrawlAt.toUTCString()}>
          {nextCrawlText(source, now)}
        </time>
      ) : (
        nextCrawlText(source, now)
      ),
    ],
    ['Items per week', source.itemsPerWeek.toLocaleString('en-US', { maximumFractionDigits: 1 })],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {source.lastError ? (
        <p className="mt-2 text-sm break-words text-danger">
          <span className="font-semibold">Last error:</span> {source.lastError}
        </p>
      ) : null}
    </div>
  );
}
