import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { DEMO_NEWS_KEY, siteSettings } from '~/db/schema/settings';

/** Whether the seed left the demo news to be made: one indexed read, so a start with nothing to do stays cheap. */
export async function demoNewsPending(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_NEWS_KEY));
  return row?.value === 'pending';
}

/** Flips the setting from 'pending' to 'done'; true for the one caller that flipped it. */
export async function claimPendingDemoNews(tx: Database): Promise<boolean> {
  const claimed = await tx
    .update(siteSettings)
    .set({ value: 'done' })
    .where(and(eq(siteSettings.key, DEMO_NEWS_KEY), sql`${siteSettings.value} = '"pending"'::jsonb`))
    .returning();
  return claimed.length > 0;
}
