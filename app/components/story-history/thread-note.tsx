import { type Thread, threadAnchor } from '~/domain/story-history/story-links';

const DAY_MS = 86_400_000;

/** That the story is part of a thread still developing, with a link to the thread's page. */
export function ThreadNote({ thread }: { thread: Thread }) {
  const first = Date.parse(thread.stories[0]!.reportedAt);
  const last = Date.parse(thread.stories[thread.stories.length - 1]!.reportedAt);
  const days = Math.max(1, Math.round((last - first) / DAY_MS));
  return (
    <p className="mt-3 text-sm">
      Part of a developing story about <strong>{thread.tag.name}</strong>: {thread.stories.length} stories
      over {days === 1 ? 'a day' : `${days} days`}.{' '}
      <a href={`/threads/${thread.tag.slug}#${threadAnchor(thread)}`} className="text-accent underline">
        Follow the whole thread
      </a>
    </p>
  );
}
