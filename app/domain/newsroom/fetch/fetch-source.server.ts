import type { Agent } from 'undici';
import { fetchFeed, type FetchResult } from './fetch-feed.server';
import type { FetchPolicy } from '~/lib/outbound/guarded-fetch.server';
import { FeedFetchError } from '~/lib/outbound/fetch-errors';
import { type HostLimiter, hostOf } from './host-limiter';

/** What fetching a source needs: the policy, the guarded connection pool and the per-host limits. */
export type SourceFetcher = { policy: FetchPolicy; agent: Agent; limiter: HostLimiter };

/**
 * A source's conditional GET, through the host limiter. A host that asked us to wait fails at once with the
 * time left; a 429 or 503 with Retry-After speaks for the whole host, so every source there waits.
 */
export async function fetchSource(
  fetcher: SourceFetcher,
  source: { url: string; etag: string | null; lastModified: string | null },
): Promise<FetchResult> {
  const host = hostOf(source.url);
  const paused = fetcher.limiter.pausedFor(host);
  if (paused > 0)
    throw new FeedFetchError(
      'http_status',
      `${host} asked us to wait; retrying in ${Math.ceil(paused / 1000)} s`,
      {
        retryAfterMs: paused,
      },
    );
  try {
    return await fetcher.limiter.run(host, () =>
      fetchFeed(
        source.url,
        { etag: source.etag, lastModified: source.lastModified },
        fetcher.policy,
        fetcher.agent,
      ),
    );
  } catch (error) {
    const retryAfterMs = error instanceof FeedFetchError ? error.details.retryAfterMs : undefined;
    if (
      retryAfterMs &&
      error instanceof FeedFetchError &&
      (error.details.status === 429 || error.details.status === 503)
    )
      fetcher.limiter.pause(host, retryAfterMs);
    throw error;
  }
}
