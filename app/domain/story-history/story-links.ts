/**
 * Links between stories: the same act's, label's, festival's or venue's earlier and later news (through a
 * shared entity tag), and threads, the runs of such stories that kept developing day after day. Stories are
 * never merged: a thread is a view over separate stories, each keeping its own sources and page.
 */

/** Tag kinds that name one thing in the world; genres and topics are too broad to link stories by. */
export const ENTITY_TAG_KINDS = ['artist', 'label', 'festival', 'venue', 'brand', 'product'] as const;

/** A story that follows within this many days of the one before it continues the same thread. */
export const THREAD_GAP_DAYS = 10;
/** Follow-ups shown on each side of a story. */
const FOLLOW_UPS_EACH_WAY = 3;

/**
 * `reportedAt` is when the story broke (its first report; its publication when it has none): stories are linked
 * and threaded by it, since a story published days after it broke (an archive crawled late) happened then.
 */
export type LinkedStory = {
  slug: string;
  title: string;
  publishedAt: string;
  reportedAt: string;
  tag: string;
};
export type TaggedStories = { tag: { name: string; slug: string }; stories: LinkedStory[] };
export type Thread = { tag: { name: string; slug: string }; stories: LinkedStory[] };

const DAY_MS = 86_400_000;
const time = (story: { reportedAt: string }) => Date.parse(story.reportedAt);

/** The nearest earlier and later stories sharing any entity tag with the story, each once, nearest first. */
export function followUps(
  at: string,
  slug: string,
  byTag: TaggedStories[],
): { before: LinkedStory[]; after: LinkedStory[] } {
  const seen = new Map<string, LinkedStory>();
  for (const { stories } of byTag)
    for (const story of stories)
      if (story.slug !== slug && !seen.has(story.slug)) seen.set(story.slug, story);
  const others = [...seen.values()];
  const moment = Date.parse(at);
  const before = others
    .filter((story) => time(story) <= moment)
    .sort((a, b) => time(b) - time(a))
    .slice(0, FOLLOW_UPS_EACH_WAY);
  const after = others
    .filter((story) => time(story) > moment)
    .sort((a, b) => time(a) - time(b))
    .slice(0, FOLLOW_UPS_EACH_WAY);
  return { before, after };
}

/** Splits one tag's stories into threads: runs where each follows the last within THREAD_GAP_DAYS. Oldest first. */
export function threadsOf(tag: TaggedStories['tag'], stories: LinkedStory[]): Thread[] {
  const sorted = [...stories].sort((a, b) => time(a) - time(b));
  const threads: Thread[] = [];
  for (const story of sorted) {
    const last = threads[threads.length - 1];
    const previous = last?.stories[last.stories.length - 1];
    if (last && previous && time(story) - time(previous) <= THREAD_GAP_DAYS * DAY_MS)
      last.stories.push(story);
    else threads.push({ tag, stories: [story] });
  }
  return threads;
}

/**
 * The thread a story belongs to: of its entity tags' runs that hold it and at least one other story, the
 * longest (ties: the tag listed first). Undefined when the story stands alone.
 */
export function threadOf(slug: string, at: string, byTag: TaggedStories[]): Thread | undefined {
  let best: Thread | undefined;
  for (const { tag, stories } of byTag) {
    const withSelf = stories.some((story) => story.slug === slug)
      ? stories
      : [...stories, { slug, title: '', publishedAt: at, reportedAt: at, tag: tag.name }];
    const thread = threadsOf(tag, withSelf).find((run) => run.stories.some((story) => story.slug === slug));
    if (thread && thread.stories.length >= 2 && (!best || thread.stories.length > best.stories.length))
      best = thread;
  }
  return best;
}

/** A thread's anchor on its tag's coverage page: the slug of its first story. */
export const threadAnchor = (thread: Thread) => `thread-${thread.stories[0]!.slug}`;
