import type { SourceRecord } from '~/domain/story-history/source-records.server';
import { RECORD_METHOD } from '~/domain/story-history/record-method';

const hours = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value} h`);

/** Every outlet's record in one table, and first the outlets whose reports never added anything. */
export function DeskSourceRecords({
  records,
  idle,
  days,
}: {
  records: SourceRecord[];
  idle: string[];
  days: number;
}) {
  const idleRecords = records.filter((record) => idle.includes(record.slug));
  return (
    <section>
      <h1 className="text-2xl font-bold">Source records</h1>
      <p className="mt-1 text-muted">
        The last {days} days of the newsroom&apos;s own records (headlines and leads), to choose sources by.
        Each outlet&apos;s public page covers a longer period and its reports&apos; full text.
      </p>
      <section aria-labelledby="idle-title" className="mt-6 rounded-2xl border border-border bg-surface p-4">
        <h2 id="idle-title" className="text-lg font-bold">
          Never added anything
        </h2>
        {idleRecords.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            Every outlet with two or more stories was first or added something.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">
              Reported two or more stories, never first, never alone, and no report stated a name, place,
              figure or date the earlier reports had not.
            </p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {idleRecords.map((record) => (
                <li key={record.slug}>
                  {/* Underlined: in a line of text, colour alone does not tell a link (WCAG 1.4.1). */}
                  <a href={`/sources/${record.slug}`} className="text-accent underline">
                    {record.name}
                  </a>{' '}
                  ({record.stats.reported} stories)
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Every outlet&apos;s record</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4">
                Outlet
              </th>
              <th scope="col" className="py-2 pr-4">
                Stories
              </th>
              <th scope="col" className="py-2 pr-4">
                First (of shared)
              </th>
              <th scope="col" className="py-2 pr-4">
                Only outlet
              </th>
              <th scope="col" className="py-2 pr-4">
                Average lead
              </th>
              <th scope="col" className="py-2 pr-4">
                Later reports adding
              </th>
              <th scope="col" className="py-2 pr-4">
                Corrections
              </th>
              <th scope="col" className="py-2 pr-4">
                Weeks active (of 12)
              </th>
              <th scope="col" className="py-2 pr-4">
                Feed health
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.slug} className="border-b border-border">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  <a href={`/sources/${record.slug}`} className="text-accent hover:underline">
                    {record.name}
                  </a>
                </th>
                <td className="py-2 pr-4">{record.stats.reported}</td>
                <td className="py-2 pr-4">
                  {record.stats.firstInShared} of {record.stats.shared}
                </td>
                <td className="py-2 pr-4">{record.stats.alone}</td>
                <td className="py-2 pr-4">{hours(record.stats.averageLeadHours)}</td>
                <td className="py-2 pr-4">
                  {record.stats.addedSomething} of {record.stats.laterReports}
                </td>
                <td className="py-2 pr-4">{record.stats.corrections.length}</td>
                <td className="py-2 pr-4">{record.regularity.activeWeeks}</td>
                <td className="py-2 pr-4">{deskHealth(record)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="mt-6 text-sm text-muted">
        <summary className="cursor-pointer font-semibold">How these figures are made</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {RECORD_METHOD.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The worst of the outlet's feeds, with the error's own text (the desk may see it). */
function deskHealth(record: SourceRecord): string {
  const failing = record.feeds.filter((feed) => feed.isActive && feed.errorsInARow > 0);
  if (failing.length > 0)
    return failing
      .map((feed) => `failing ×${feed.errorsInARow}${feed.lastError ? `: ${feed.lastError}` : ''}`)
      .join('; ');
  if (record.feeds.every((feed) => !feed.isActive)) return 'paused';
  return 'healthy';
}
