import { inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { newsletterQueue } from '~/db/schema/newsletter';
import { changeForReaders } from '~/domain/reader-writes/write-gateway.server';
import { isoWeekIn, isoWeekMoment } from '~/lib/iso-week';
import { queueWeeklyDigest } from './weekly-digest.server';

/** Past weeks the demo has editions of, so /newsletter shows an archive and a latest edition. */
const DEMO_WEEKS = 3;
const WEEK_MS = 7 * 86_400_000;
/** Who the audit log names for the demo's own changes. */
const DEMO_ACTOR = { id: null, email: 'demo' };
/** The Friday jobs' time zone (SCHEDULE_TIME_ZONE of app/jobs, which a domain may not import). */
const DIGEST_TIME_ZONE = 'Europe/Berlin';

/**
 * A fresh demo's past editions: the digests of the last few weeks, built by the digest itself from the
 * demo's stories of each week, as on each of those Fridays at 10:00. A demo has no subscribers, so sending
 * them would reach nobody; they are marked sent as the sender marks an edition with no recipients.
 */
export async function makeDemoEditions(
  db: Database,
  options: { now: Date; siteName: string; timeZone?: string },
): Promise<number> {
  const { now, siteName, timeZone = DIGEST_TIME_ZONE } = options;
  const queued: string[] = [];
  for (let back = DEMO_WEEKS; back >= 1; back--) {
    const week = isoWeekIn(timeZone, now.getTime() - back * WEEK_MS);
    const friday = isoWeekMoment(timeZone, week, { weekday: 5, hour: 10 });
    const result = await queueWeeklyDigest(db, { now: friday, timeZone, siteName });
    if (result.status === 'queued') queued.push(result.id);
  }
  if (queued.length > 0)
    await changeForReaders(db, DEMO_ACTOR, async (tx) => {
      await tx
        .update(newsletterQueue)
        .set({ status: 'sent', sentAt: sql`${newsletterQueue.scheduledFor}` })
        .where(inArray(newsletterQueue.id, queued));
      return {
        value: undefined,
        audit: {
          action: 'newsletter_edition.sent',
          entityType: 'newsletter_edition',
          summary: `Marked the demo's ${queued.length} past edition${queued.length === 1 ? '' : 's'} sent`,
          after: { status: 'sent', editions: queued },
        },
      };
    });
  return queued.length;
}
