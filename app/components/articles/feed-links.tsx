import type { FeedLink } from '~/domain/feeds/feed-formats';
import { feedFormats } from '~/domain/feeds/feed-formats';
import { Icon } from '../ui/icon';

/**
 * Links to one subject's feeds in every format. Plain anchors: a feed is a document, not a page of the app.
 * `subject` names what is followed, for screen readers ("Follow #Techno").
 */
export function FeedLinks({ feeds, subject }: { feeds: FeedLink[]; subject: string }) {
  return (
    <nav aria-label={`Follow ${subject}`} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <Icon name="rss" className="h-4 w-4 text-accent" />
      <span className="text-muted">Follow:</span>
      <ul className="flex flex-wrap gap-2">
        {feeds.map((feed) => (
          <li key={feed.format}>
            <a
              href={feed.path}
              type={feed.contentType}
              className="inline-flex min-h-9 items-center rounded-full border border-border px-3 hover:border-accent focus-visible:border-accent"
            >
              {feedFormats[feed.format].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
