import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { newsletterQueue } from '~/db/schema/newsletter';
import { isoWeekIn, isoWeekLabel, isoWeekMoment } from '~/lib/iso-week';
import {
  DIGEST_STORIES,
  digestEdition,
  digestSendTime,
  rankDigestStories,
  WEEKLY_DIGEST,
  type DigestStory,
} from './digest-edition';
import { editionTopics } from './edition-audience';
import { editionSlug } from './edition-slug';

// The newsletter digest job's work: one weekly_digest edition per ISO week, queued as a draft for the
// sender (issue 12) to send when it is due.

const WEEK_MS = 7 * 86_400_000;

export type DigestResult =
  | { status: 'queued'; id: string; slug: string; subject: string; stories: number; scheduledFor: Date }
  | { status: 'exists'; week: string }
  | { status: 'empty'; week: string };

/**
 * Published stories of the seven days before `now`, most read first, then by the sources that told them:
 * the window through articles_published_idx, then the few dozen rows sorted.
 */
async function weekTopStories(db: Database, now: Date): Promise<(DigestStory & { category: string })[]> {
  const { rows } = await db.execute<{
    category: string;
    title: string;
    slug: string;
    summary: string;
    views: number;
    source_count: number;
  }>(sql`
    SELECT a.category, a.title, a.slug, a.summary, a.views,
      (SELECT count(*)::int FROM article_sources s WHERE s.article_id = a.id) AS source_count
    FROM articles a
    WHERE a.status = 'published'
      AND a.published_at > ${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz
      AND a.published_at <= ${now.toISOString()}::timestamptz
    ORDER BY a.views DESC, source_count DESC, a.published_at DESC, a.id DESC
    LIMIT ${DIGEST_STORIES}`);
  return rankDigestStories(
    rows.map((row) => ({
      category: row.category,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      views: Number(row.views),
      sourceCount: Number(row.source_count),
    })),
  );
}

/**
 * Queues the weekly digest of the ISO week `now` falls in (on the clocks of `timeZone`), unless the week has
 * one already: running it twice in a week makes one edition. Nothing is queued for a week without stories.
 */
export async function queueWeeklyDigest(
  db: Database,
  options: { now: Date; timeZone: string; siteName: string },
): Promise<DigestResult> {
  const { now, timeZone } = options;
  const week = isoWeekIn(timeZone, now);
  const label = isoWeekLabel(week);
  const start = isoWeekMoment(timeZone, week);
  // The next week's Monday noon, whatever the clocks did in between, names the week the edition must be before.
  const end = isoWeekMoment(timeZone, isoWeekIn(timeZone, start.getTime() + WEEK_MS + 12 * 3_600_000));
  const stories = await weekTopStories(db, now);
  return db.transaction(async (tx): Promise<DigestResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('dropwire:weekly-digest'))`);
    const [existing] = await tx
      .select({ id: newsletterQueue.id })
      .from(newsletterQueue)
      .where(
        and(
          eq(newsletterQueue.type, WEEKLY_DIGEST),
          gte(newsletterQueue.scheduledFor, start),
          lt(newsletterQueue.scheduledFor, end),
        ),
      )
      .limit(1);
    if (existing) return { status: 'exists', week: label };
    if (stories.length === 0) return { status: 'empty', week: label };
    const edition = digestEdition(stories, week, options.siteName);
    const scheduledFor = digestSendTime(timeZone, now);
    const [row] = await tx
      .insert(newsletterQueue)
      .values({
        type: WEEKLY_DIGEST,
        subject: edition.subject,
        // The week is unique among digests (one a week, above), so the slug is too.
        slug: editionSlug(week, stories[0]!.title),
        content: edition.content,
        // Who it is for: subscribers of its stories' topics, and those who picked none (edition-audience.ts).
        topics: editionTopics(stories.map((story) => story.category)),
        status: 'draft',
        scheduledFor,
      })
      .returning({ id: newsletterQueue.id, slug: newsletterQueue.slug });
    return {
      status: 'queued',
      id: row!.id,
      slug: row!.slug!,
      subject: edition.subject,
      stories: stories.length,
      scheduledFor,
    };
  });
}

/** The edition the digest would queue now (for `npx dropwire digest preview`), stored nowhere. */
export async function previewWeeklyDigest(
  db: Database,
  options: { now: Date; timeZone: string; siteName: string },
) {
  const stories = await weekTopStories(db, options.now);
  if (stories.length === 0) return undefined;
  return {
    ...digestEdition(stories, isoWeekIn(options.timeZone, options.now), options.siteName),
    scheduledFor: digestSendTime(options.timeZone, options.now),
  };
}
