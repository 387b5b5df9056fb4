import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links in newsletter e-mails: confirm a sign-up, open the preference centre, unsubscribe. A token
 * names the subscriber, what it may do and until when, and carries an HMAC of that, so nobody can make one
 * for another address; no session is needed to use it.
 */
export type LinkPurpose = 'confirm' | 'manage' | 'follow' | 'unfollow' | 'unfollow_all';

/**
 * `subscriberId` names whom the link is for: the subscriber, or for `follow` (confirm a follow) and `unfollow`
 * the follow's own id, so one link touches one follow (follows.server.ts); `unfollow_all` names the subscriber.
 */
export type LinkClaims = { subscriberId: string; purpose: LinkPurpose; expiresAt: number };

/** A confirmation link works for two days; preference and unsubscribe links for a year (every e-mail renews them). */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  confirm: 2 * 24 * 60 * 60 * 1000,
  manage: 365 * 24 * 60 * 60 * 1000,
  follow: 2 * 24 * 60 * 60 * 1000,
  unfollow: 365 * 24 * 60 * 60 * 1000,
  unfollow_all: 365 * 24 * 60 * 60 * 1000,
};

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest().subarray(0, 20);

export function signLink(key: Buffer, claims: LinkClaims): string {
  const body = Buffer.from(
    JSON.stringify([claims.subscriberId, claims.purpose, Math.floor(claims.expiresAt / 1000)]),
  ).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's signature, purpose and lifetime (in constant time for the signature). */
export function verifyLink(key: Buffer, token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 400)
    return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { ok: false, reason: 'invalid' };
  const [subscriberId, claimed, expires] = parsed as [unknown, unknown, unknown];
  if (typeof subscriberId !== 'string' || claimed !== purpose || typeof expires !== 'number')
    return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { subscriberId, purpose, expiresAt: expires * 1000 } };
}
