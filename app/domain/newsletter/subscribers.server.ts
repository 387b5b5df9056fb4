import { rateLimits, takeRateLimit } from '~/domain/participation/rate-limit.server';
import type { SubscribeInput } from './subscribe-form';
import type { Database } from '~/db/client.server';
import { newsletterSubscribers } from '~/db/schema/newsletter';

/**
 * Adds a pending subscriber. An address that is already known is left exactly as it is (topics and status,
 * so an unsubscribed address stays unsubscribed): anyone can type anyone's address, and only a link sent to
 * that address may prove who is asking. The answer is the same either way, so the form never reveals who
 * is subscribed.
 *
 * Changing a known address's topics, or subscribing it again, needs a confirmation link sent to it: that is
 * the double opt-in of the participation issue (12). Until it exists a second sign-up changes nothing.
 */
export async function subscribe(db: Database, input: SubscribeInput): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, topics: input.topics, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** The newsletter form's submission: a sign-up within the sender's rate limit. */
export async function signUp(
  db: Database,
  input: SubscribeInput,
  sender: string,
): Promise<{ ok: true } | { ok: false; reason: 'rate_limited' }> {
  if (!(await takeRateLimit(db, rateLimits.newsletter, sender))) return { ok: false, reason: 'rate_limited' };
  await subscribe(db, input);
  return { ok: true };
}
