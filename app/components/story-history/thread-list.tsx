import { type Thread, THREAD_GAP_DAYS, threadAnchor } from '~/domain/story-history/story-links';
import { formatShortDate } from '~/lib/format';

/** A name's stories as threads, newest first; each thread's stories oldest first, each a story of its own. */
export function ThreadList({ threads }: { threads: Thread[] }) {
  return (
    <>
      <p className="mt-2 text-muted">
        Stories that followed each other within {THREAD_GAP_DAYS} days form one thread: a development followed
        over days. Each story keeps its own page and sources; a thread only links them.
      </p>
      <ol className="mt-8 space-y-8">
        {threads.map((thread) => {
          const first = thread.stories[0]!;
          const last = thread.stories[thread.stories.length - 1]!;
          const id = threadAnchor(thread);
          return (
            <li key={id}>
              <section
                id={id}
                aria-labelledby={`${id}-title`}
                className="rounded-2xl border border-border bg-surface p-6"
              >
                <h2 id={`${id}-title`} className="text-lg font-bold">
                  {thread.stories.length === 1 ? 'A single story' : `${thread.stories.length} stories`},{' '}
                  <time dateTime={first.reportedAt}>{formatShortDate(first.reportedAt)}</time>
                  {thread.stories.length > 1 ? (
                    <>
                      {' to '}
                      <time dateTime={last.reportedAt}>{formatShortDate(last.reportedAt)}</time>
                    </>
                  ) : null}
                </h2>
                <ol className="mt-3 space-y-2 border-l border-border pl-4 text-sm">
                  {thread.stories.map((story) => (
                    <li key={story.slug}>
                      <time dateTime={story.reportedAt} className="text-muted">
                        {formatShortDate(story.reportedAt)}
                      </time>{' '}
                      <a href={`/news/${story.slug}`} className="text-accent hover:underline">
                        {story.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </section>
            </li>
          );
        })}
      </ol>
    </>
  );
}
