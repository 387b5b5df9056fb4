import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { follows } from '~/db/schema/follows';
import { newsletterSubscribers } from '~/db/schema/newsletter';
import type { LinkRefusal } from '../opt-in.server';
import { verifyLink } from '../subscriber-links';
import { linkKey } from '../subscriber-mail.server';
import { sendWelcome } from '../welcome.server';
import { followById } from './follows.server';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type FollowLinkState = {
  ok: true;
  email: string;
  entity: string;
  slug: string;
  active: boolean;
  /** The address is not a confirmed subscriber yet: confirming the follow subscribes it too. */
  subscribes: boolean;
};

/** Whether a follow's confirmation link is good, without using it (the page shows a button; a POST confirms). */
export async function checkFollowConfirmation(
  services: AppServices,
  token: string,
): Promise<FollowLinkState | LinkRefusal> {
  const check = verifyLink(linkKey(services.config), token, 'follow');
  if (!check.ok) return check;
  const found = await followById(services.db, check.claims.subscriberId);
  if (!found) return { ok: false, reason: 'invalid' };
  const subscribes = found.subscriberStatus !== 'confirmed';
  const state = { ok: true as const, email: found.email, entity: found.name, slug: found.slug, subscribes };
  if (found.status === 'active' && !subscribes) return { ...state, active: true };
  if (found.confirmTokenHash !== hashOf(token)) return { ok: false, reason: 'expired' };
  return { ...state, active: false };
}

/**
 * Confirms a follow with its own link, the only way one starts: alerts cover what is published from now. The
 * link went to the address and was followed from it, so an address not subscribed yet is confirmed with it,
 * as its e-mail said, and welcomed. Doing it again changes nothing.
 */
export async function confirmFollow(
  services: AppServices,
  token: string,
): Promise<FollowLinkState | LinkRefusal> {
  const check = verifyLink(linkKey(services.config), token, 'follow');
  if (!check.ok) return check;
  const welcome = await services.db.transaction(async (tx) => {
    const [started] = await tx
      .update(follows)
      .set({ status: 'active', activeSince: sql`now()`, confirmTokenHash: null })
      .where(
        sql`${follows.id} = ${check.claims.subscriberId} AND ${follows.status} = 'pending' AND ${follows.confirmTokenHash} = ${hashOf(token)}`,
      )
      .returning({ subscriberId: follows.subscriberId });
    if (!started) return undefined;
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'confirmed',
        confirmedAt: sql`now()`,
        confirmTokenHash: null,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        sql`${newsletterSubscribers.id} = ${started.subscriberId} AND ${newsletterSubscribers.status} <> 'confirmed'`,
      )
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    return confirmed;
  });
  if (welcome) await sendWelcome(services, welcome);
  const state = await checkFollowConfirmation(services, token);
  return state.ok && !state.active ? { ok: false, reason: 'invalid' } : state;
}

type UnfollowScope = { scope: 'one'; followId: string } | { scope: 'all'; subscriberId: string };

/**
 * What an unfollow link stops: one follow (`unfollow`, beside each entity in an alert) or every follow of a
 * subscriber (`unfollow_all`, a round-up's one-click List-Unsubscribe).
 */
function unfollowScope(services: AppServices, token: string): ({ ok: true } & UnfollowScope) | LinkRefusal {
  const key = linkKey(services.config);
  const one = verifyLink(key, token, 'unfollow');
  if (one.ok) return { ok: true, scope: 'one', followId: one.claims.subscriberId };
  const all = verifyLink(key, token, 'unfollow_all');
  if (all.ok) return { ok: true, scope: 'all', subscriberId: all.claims.subscriberId };
  return one.reason === 'expired' ? one : all;
}

const scopeWhere = (scope: UnfollowScope) =>
  scope.scope === 'one' ? sql`f.id = ${scope.followId}` : sql`f.subscriber_id = ${scope.subscriberId}`;

/** The names an unfollow link would stop following (none when that is done already). */
export async function readUnfollowLink(
  services: AppServices,
  token: string,
): Promise<{ ok: true; scope: 'one' | 'all'; following: string[] } | LinkRefusal> {
  const scope = unfollowScope(services, token);
  if (!scope.ok) return scope;
  const { rows } = await services.db.execute<{ name: string }>(sql`
    SELECT t.name FROM follows f JOIN tags t ON t.id = f.tag_id WHERE ${scopeWhere(scope)} ORDER BY t.name`);
  return { ok: true, scope: scope.scope, following: rows.map((row) => row.name) };
}

/**
 * Unfollows with a link, no session needed: from the link's page and from a mail app's one-click
 * Unsubscribe (RFC 8058). The follow is removed (a later Follow starts over); doing it twice changes nothing.
 */
export async function unfollowByLink(
  services: AppServices,
  token: string,
): Promise<{ ok: true; stopped: string[] } | LinkRefusal> {
  const scope = unfollowScope(services, token);
  if (!scope.ok) return scope;
  const { rows } = await services.db.execute<{ name: string }>(sql`
    DELETE FROM follows f USING tags t WHERE t.id = f.tag_id AND ${scopeWhere(scope)} RETURNING t.name`);
  return { ok: true, stopped: rows.map((row) => row.name).sort() };
}
