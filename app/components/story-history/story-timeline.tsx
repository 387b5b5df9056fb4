import type { StoryTimeline as Timeline, TimelineReport } from '~/domain/story-history/story-timeline.server';
import { formatDateTime, formatDateTimeAnyYear } from '~/lib/format';
import { LinkedStories } from './linked-stories';
import { ThreadNote } from './thread-note';

const KIND_LABEL = { name: 'name', place: 'place', number: 'figure', date: 'date' } as const;

/**
 * How a story developed, under the article: every report in time order with what it added, the corrections,
 * the earlier and later stories about the same names, and the thread it belongs to. Server-rendered; the
 * reports sit in a <details> that phones show closed and wide screens open (CSS alone, no script).
 */
export function StoryTimeline({ timeline }: { timeline: Timeline }) {
  const { reports, corrections, before, after, thread } = timeline;
  const outlets = new Set(reports.map((report) => report.outlet)).size;
  return (
    <section
      aria-labelledby="timeline-title"
      className="mt-10 rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="timeline-title" className="text-lg font-bold">
        How this story developed
      </h2>
      <p className="mt-1 text-sm text-muted">
        {reports.length === 1 ? 'One report' : `${reports.length} reports`} from{' '}
        {outlets === 1 ? 'one outlet' : `${outlets} outlets`}
        {corrections.length > 0
          ? `, ${corrections.length === 1 ? 'one correction' : `${corrections.length} corrections`}`
          : ''}
        . What each report added is the names, places, figures and dates it gave that no earlier report had.
      </p>
      {thread ? <ThreadNote thread={thread} /> : null}
      {reports.length > 0 ? (
        <details className="group mt-4 lg:[&::details-content]:[content-visibility:visible]">
          <summary className="cursor-pointer text-sm font-semibold text-accent lg:hidden">
            Show every report in order
          </summary>
          <ol className="mt-4 space-y-4 border-l border-border pl-4 text-sm">
            {reports.map((report) => (
              <li key={report.url}>
                <ReportEntry report={report} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {corrections.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-bold">Corrections</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {corrections.map((correction) => (
              <li key={correction.at}>
                <time dateTime={correction.at} className="text-muted">
                  {formatDateTime(correction.at)}
                </time>
                : {correction.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {before.length > 0 ? <LinkedStories title="Earlier news" stories={before} /> : null}
      {after.length > 0 ? <LinkedStories title="Later news" stories={after} /> : null}
    </section>
  );
}

function ReportEntry({ report }: { report: TimelineReport }) {
  return (
    <>
      <p className="text-xs text-muted">
        {report.reportedAt ? (
          <time dateTime={report.reportedAt}>{formatDateTimeAnyYear(report.reportedAt)}</time>
        ) : (
          'Time not given'
        )}
        {' · '}
        {report.outletSlug ? (
          <a href={`/sources/${report.outletSlug}`} className="font-semibold text-text underline">
            {report.outlet}
          </a>
        ) : (
          <span className="font-semibold text-text">{report.outlet}</span>
        )}
        {report.first ? (
          <span className="ml-2 font-semibold whitespace-nowrap text-accent">first to report</span>
        ) : null}
      </p>
      <a href={report.url} rel="noopener nofollow" className="break-words hover:underline">
        {report.headline}
      </a>
      {report.added.length > 0 ? (
        <p className="mt-1">
          <span className="text-muted">{report.first ? 'Reported: ' : 'Added: '}</span>
          {report.added.map((fact, index) => (
            <span key={`${fact.kind}:${fact.text}`}>
              {index > 0 ? ', ' : ''}
              <span className="font-medium">{fact.text}</span>
              <span className="sr-only"> ({KIND_LABEL[fact.kind]})</span>
            </span>
          ))}
        </p>
      ) : (
        <p className="mt-1 text-muted">Added nothing earlier reports had not said.</p>
      )}
    </>
  );
}
