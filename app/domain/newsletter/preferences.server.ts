import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import {
  newsletterSubscribers,
  subscriberFrequencies,
  type subscriberStatuses,
} from '~/db/schema/newsletter';
import type { LinkRefusal } from './opt-in.server';
import { verifyLink } from './subscriber-links';
import { linkKey } from './subscriber-mail.server';
import { newsletterTopics } from './topics';

export type Preferences = {
  email: string;
  status: (typeof subscriberStatuses)[number];
  topics: string[];
  frequency: (typeof subscriberFrequencies)[number];
  pausedUntil: Date | null;
};

const topicIds = newsletterTopics.map((topic) => topic.id) as [string, ...string[]];

/** What the preference centre may change, checked at the boundary. */
export const preferenceChange = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    topics: z.array(z.enum(topicIds, { error: 'Unknown topic' })).max(topicIds.length),
    frequency: z.enum(subscriberFrequencies, { error: 'Choose how often you hear from us' }),
  }),
  z.object({ intent: z.literal('pause'), weeks: z.coerce.number().int().min(1).max(12) }),
  z.object({ intent: z.literal('resume') }),
  z.object({ intent: z.literal('unsubscribe') }),
]);
export type PreferenceChange = z.infer<typeof preferenceChange>;

async function subscriberOf(services: AppServices, token: string) {
  const check = verifyLink(linkKey(services.config), token, 'manage');
  if (!check.ok) return check;
  const [row] = await services.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.claims.subscriberId));
  return row ? { ok: true as const, row } : { ok: false as const, reason: 'invalid' as const };
}

const toPreferences = (row: typeof newsletterSubscribers.$inferSelect): Preferences => ({
  email: row.email,
  status: row.status,
  topics: row.topics,
  frequency: row.frequency,
  pausedUntil: row.pausedUntil,
});

/** The preferences a signed link opens; no session is needed, the link is the proof. */
export async function readPreferences(
  services: AppServices,
  token: string,
): Promise<{ ok: true; preferences: Preferences } | LinkRefusal> {
  const found = await subscriberOf(services, token);
  return found.ok ? { ok: true, preferences: toPreferences(found.row) } : found;
}

/**
 * Applies one change from the preference centre or an unsubscribe link. Unsubscribing is final until the
 * address signs up (and confirms) again; doing it twice changes nothing.
 */
export async function changePreferences(
  services: AppServices,
  token: string,
  change: PreferenceChange,
  now = new Date(),
): Promise<{ ok: true; preferences: Preferences } | LinkRefusal> {
  const found = await subscriberOf(services, token);
  if (!found.ok) return found;
  const set =
    change.intent === 'save'
      ? { topics: change.topics, frequency: change.frequency }
      : change.intent === 'pause'
        ? { pausedUntil: new Date(now.getTime() + change.weeks * 7 * 24 * 60 * 60 * 1000) }
        : change.intent === 'resume'
          ? { pausedUntil: null }
          : found.row.status === 'unsubscribed'
            ? {}
            : { status: 'unsubscribed' as const, unsubscribedAt: now, confirmTokenHash: null };
  const [row] = await services.db
    .update(newsletterSubscribers)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, found.row.id))
    .returning();
  return { ok: true, preferences: toPreferences(row!) };
}
