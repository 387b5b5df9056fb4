import type { SourceRecord } from '~/domain/story-history/source-records.server';
import { RECORD_DAYS } from '~/domain/story-history/record-method';

const hours = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value} h`);

/** The record's headline figures as a description list. */
export function RecordFigures({ record }: { record: SourceRecord }) {
  const { stats, regularity } = record;
  const figures: [string, string][] = [
    [`Stories reported (last ${RECORD_DAYS} days)`, String(stats.reported)],
    ['First to report', `${stats.firstInShared} of ${stats.shared} shared stories`],
    ['Only outlet to report', String(stats.alone)],
    ['Average lead over the first other outlet', hours(stats.averageLeadHours)],
    ['Median lead', hours(stats.medianLeadHours)],
    ['Later reports that added something', `${stats.addedSomething} of ${stats.laterReports}`],
    ['Corrections to stories it broke', String(stats.corrections.length)],
    ['Items in the last 12 weeks', String(regularity.itemsLast12Weeks)],
    ['Weeks with an item (of 12)', String(regularity.activeWeeks)],
    ['Median time between items', hours(regularity.medianGapHours).replace('+', '')],
  ];
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-2">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border bg-surface p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
