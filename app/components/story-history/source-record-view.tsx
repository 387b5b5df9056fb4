import type { SourceRecord } from '~/domain/story-history/source-records.server';
import { RECORD_METHOD } from '~/domain/story-history/record-method';
import { formatDateTime, formatShortDate } from '~/lib/format';
import { FeedHealthList } from './feed-health-list';
import { RecordFigures } from './record-figures';

/** An outlet's public record: figures, categories, stories, corrections, regularity, feed health and the method. */
export function SourceRecordView({ record }: { record: SourceRecord }) {
  const { stats } = record;
  return (
    <article className="mt-6">
      <h1 className="text-3xl font-extrabold">{record.name}</h1>
      <p className="mt-2 text-muted">
        Its record as a source, computed from this site&apos;s own newsroom records.
      </p>
      <RecordFigures record={record} />

      {stats.categories.length > 0 ? (
        <section aria-labelledby="categories-title" className="mt-8">
          <h2 id="categories-title" className="text-lg font-bold">
            Categories
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {stats.categories.map((entry) => (
              <li key={entry.category} className="rounded-full border border-border px-3 py-1">
                {entry.category}: {entry.stories}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="stories-title" className="mt-8">
        <h2 id="stories-title" className="text-lg font-bold">
          Stories it reported
        </h2>
        {stats.stories.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No published story in the period.</p>
        ) : (
          <ul className="mt-2 space-y-3 text-sm">
            {stats.stories.map((story) => (
              <li key={story.slug}>
                <a href={`/news/${story.slug}`} className="font-semibold text-accent hover:underline">
                  {story.title}
                </a>
                <p className="text-muted">
                  <time dateTime={story.reportedAt}>{formatDateTime(story.reportedAt)}</time> ·{' '}
                  {story.first ? 'first of ' : ''}
                  {story.outlets === 1 ? 'the only outlet' : `${story.outlets} outlets`}
                  {story.leadHours !== null ? ` · ${leadText(story.leadHours)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="corrections-title" className="mt-8">
        <h2 id="corrections-title" className="text-lg font-bold">
          Corrections to stories it broke
        </h2>
        {stats.corrections.length === 0 ? (
          <p className="mt-2 text-sm text-muted">None in the period.</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {stats.corrections.map((correction) => (
              <li key={`${correction.slug}:${correction.at}`}>
                <time dateTime={correction.at} className="text-muted">
                  {formatShortDate(correction.at)}
                </time>
                {' · '}
                <a href={`/news/${correction.slug}`} className="text-accent underline">
                  {correction.title}
                </a>
                : {correction.note}
              </li>
            ))}
          </ul>
        )}
      </section>

      <FeedHealthList feeds={record.feeds} />

      <section
        aria-labelledby="method-title"
        className="mt-8 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="method-title" className="text-lg font-bold">
          How these figures are made
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          {RECORD_METHOD.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** "2.5 h ahead", "1 h behind", "at the same time". */
function leadText(hours: number): string {
  if (hours === 0) return 'at the same time as the next outlet';
  return `${Math.abs(hours)} h ${hours > 0 ? 'ahead of' : 'behind'} the first other outlet`;
}
