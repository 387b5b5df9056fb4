import { sql } from 'drizzle-orm';
import type { SubscribeInput } from './subscribe-form';
import type { Database } from '~/db/client.server';
import { newsletterSubscribers } from '~/db/schema/newsletter';

/**
 * Adds a pending subscriber, or updates the topics of an existing one. The answer is the same either
 * way, so the form never reveals who is subscribed. Confirmation e-mails are sent by the newsletter jobs.
 */
export async function subscribe(db: Database, input: SubscribeInput): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, topics: input.topics, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        topics: input.topics,
        // Someone who unsubscribed and signs up again starts over as pending.
        status: sql`CASE WHEN ${newsletterSubscribers.status} = 'unsubscribed' THEN 'pending' ELSE ${newsletterSubscribers.status} END`,
      },
    });
}
