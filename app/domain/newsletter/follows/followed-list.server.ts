import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import type { LinkRefusal } from '../opt-in.server';
import { verifyLink } from '../subscriber-links';
import { linkKey } from '../subscriber-mail.server';

export type FollowedItem = {
  id: string;
  name: string;
  slug: string;
  kind: string;
  status: 'pending' | 'active';
};

/** The preference centre's Unfollow button: which follow, checked at the boundary. */
export const unfollowChange = z.object({
  intent: z.literal('unfollow'),
  follow: z.uuid({ error: 'Choose what to unfollow' }),
});

const subscriberOf = (services: AppServices, token: string) =>
  verifyLink(linkKey(services.config), token, 'manage');

/** What a subscriber follows (confirmed, or waiting for their confirmation), by name, for the preference centre. */
export async function listFollowed(
  services: AppServices,
  token: string,
): Promise<{ ok: true; follows: FollowedItem[] } | LinkRefusal> {
  const check = subscriberOf(services, token);
  if (!check.ok) return check;
  const { rows } = await services.db.execute<FollowedItem>(sql`
    SELECT f.id, t.name, t.slug, t.kind, f.status FROM follows f JOIN tags t ON t.id = f.tag_id
    WHERE f.subscriber_id = ${check.claims.subscriberId} ORDER BY lower(t.name), f.id`);
  return { ok: true, follows: rows };
}

/** Unfollows from the preference centre: only a follow of the subscriber the link is for. */
export async function unfollowFromPreferences(
  services: AppServices,
  token: string,
  followId: string,
): Promise<{ ok: true; name: string | undefined } | LinkRefusal> {
  const check = subscriberOf(services, token);
  if (!check.ok) return check;
  const { rows } = await services.db.execute<{ name: string }>(sql`
    DELETE FROM follows f USING tags t
    WHERE t.id = f.tag_id AND f.id = ${followId} AND f.subscriber_id = ${check.claims.subscriberId}
    RETURNING t.name`);
  return { ok: true, name: rows[0]?.name };
}
