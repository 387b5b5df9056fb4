import type { NewsletterContent } from '~/db/schema/newsletter';
import { isoWeekIn, isoWeekMoment, type IsoWeek } from '~/lib/iso-week';

// The weekly digest's edition as it is queued: which stories, its subject, its featured text and when it goes
// out. Pure: weekly-digest.server.ts reads the stories and stores the edition.

/** newsletter_queue.type of the weekly digest. */
export const WEEKLY_DIGEST = 'weekly_digest';
/** Stories in an edition (spec: up to 7 from the last 7 days). */
export const DIGEST_STORIES = 7;
const EXCERPT_LENGTH = 280;
const SUBJECT_LENGTH = 120;

/** A story the digest may carry, with what ranks it: views, then the sources that told it. */
export type DigestStory = {
  title: string;
  slug: string;
  summary: string;
  views: number;
  sourceCount: number;
};

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The stories in the order the digest ranks them: most read, then told by most sources. */
export const rankDigestStories = <Story extends DigestStory>(stories: readonly Story[]) =>
  [...stories].sort((a, b) => b.views - a.views || b.sourceCount - a.sourceCount).slice(0, DIGEST_STORIES);

/**
 * The edition of the week `week` from its ranked stories (at least one): subject, the articles list
 * (title, slug, excerpt) and the featured text about the week's most-read story.
 */
export function digestEdition(
  stories: readonly DigestStory[],
  week: IsoWeek,
  siteName: string,
): { subject: string; content: NewsletterContent } {
  const [top] = stories;
  if (!top) throw new Error('A digest edition needs at least one story');
  const sources = top.sourceCount > 1 ? `, told by ${top.sourceCount} sources` : '';
  return {
    subject: cutText(`${siteName} Weekly: ${top.title}`, SUBJECT_LENGTH),
    content: {
      articles: stories.map((story) => ({
        title: story.title,
        slug: story.slug,
        excerpt: cutText(story.summary, EXCERPT_LENGTH),
      })),
      featuredContent:
        `The most-read story of week ${week.week}, ${week.year}: “${top.title}”${sources}. ${cutText(top.summary, EXCERPT_LENGTH)}`.trim(),
    },
  };
}

/** When the week's digest goes out: Friday 10:00 on the clocks of `timeZone`, or at once when that has passed. */
export function digestSendTime(timeZone: string, now: Date): Date {
  const friday = isoWeekMoment(timeZone, isoWeekIn(timeZone, now), { weekday: 5, hour: 10 });
  return friday > now ? friday : now;
}
