import type { FeedHealth } from '~/domain/story-history/source-records.server';
import { formatDateTime } from '~/lib/format';

/** Each feed of the outlet and its health: the crawler's last answer, errors in a row, last crawl. */
export function FeedHealthList({ feeds }: { feeds: FeedHealth[] }) {
  return (
    <section aria-labelledby="health-title" className="mt-8">
      <h2 id="health-title" className="text-lg font-bold">
        Feed health
      </h2>
      <ul className="mt-2 space-y-3 text-sm">
        {feeds.map((feed) => (
          <li key={feed.url} className="rounded-xl border border-border p-4">
            <p className="font-semibold break-all">{feed.url}</p>
            <p className="mt-1 text-muted">{healthLine(feed)}</p>
            <p className="text-muted">
              {feed.itemsPerWeek} items a week (as the crawler measured it)
              {feed.lastCrawledAt ? (
                <>
                  {' · last crawled '}
                  <time dateTime={feed.lastCrawledAt}>{formatDateTime(feed.lastCrawledAt)}</time>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function healthLine(feed: FeedHealth): string {
  if (!feed.isActive) return 'Paused: not crawled.';
  if (feed.isDemo) return 'Bundled with the demo: read from disk, never crawled.';
  if (feed.errorsInARow > 0)
    // The error's own text stays on the desk: it may name addresses of the site's network.
    return `Failing: ${feed.errorsInARow} error${feed.errorsInARow === 1 ? '' : 's'} in a row${feed.lastStatus ? ` (last answer ${feed.lastStatus})` : ''}.`;
  if (feed.lastStatus === null) return 'Not crawled yet.';
  return `Healthy: the last crawl answered ${feed.lastStatus}.`;
}
