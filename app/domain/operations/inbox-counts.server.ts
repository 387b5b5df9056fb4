import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { advertisingInquiries, contactMessages, tips } from '~/db/schema/participation';

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * What waits in the inboxes: new tips, contact messages and advertising inquiries. Each count reads its
 * table's (status, created_at) index alone.
 */
export async function newInboxCounts(db: Database) {
  const [[newTips], [newMessages], [newInquiries]] = await Promise.all([
    db.select({ count }).from(tips).where(eq(tips.status, 'new')),
    db.select({ count }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ count }).from(advertisingInquiries).where(eq(advertisingInquiries.status, 'new')),
  ]);
  return {
    tips: newTips?.count ?? 0,
    messages: newMessages?.count ?? 0,
    inquiries: newInquiries?.count ?? 0,
  };
}
