import type { Database } from '~/db/client.server';
import {
  clientSender,
  namedSender,
  takeRateLimit,
  type RateLimit,
} from '~/domain/rate-limits/rate-limit.server';
import { blockedHosts, isBlocked } from './blocks.server';

/** The largest activity an inbox reads; Mastodon sends a few kilobytes. */
export const MAX_INBOX_BYTES = 256 * 1024;

/** Per sending server and per client address: generous for a busy instance, a wall for a flood. */
const inboxLimits = {
  host: { bucket: 'fediverse-inbox-host', limit: 300, windowMs: 5 * 60 * 1000 },
  client: { bucket: 'fediverse-inbox-client', limit: 600, windowMs: 5 * 60 * 1000 },
} satisfies Record<string, RateLimit>;

export type InboxRefusal = { status: 400 | 403 | 413 | 429; message: string };

/**
 * What an inbox refuses before Fedify spends a key fetch on it: a body over the limit, one that is not an
 * activity naming its actor, a sender from a blocked instance or a blocked actor (by the actor and by the
 * signature's key), and a sender or client past its rate.
 */
export async function refuseInboxPost(
  db: Database,
  config: { DATA_DIR: string; AUTH_SECRET?: string },
  post: { body: Buffer; signatureKeyId: string | null; clientIp: string },
): Promise<InboxRefusal | undefined> {
  if (post.body.length > MAX_INBOX_BYTES)
    return { status: 413, message: `An activity may be at most ${MAX_INBOX_BYTES} bytes.` };
  let actorId: URL;
  try {
    const activity = JSON.parse(post.body.toString('utf8')) as { actor?: unknown };
    const actor =
      typeof activity.actor === 'object' && activity.actor
        ? (activity.actor as { id?: unknown }).id
        : activity.actor;
    actorId = new URL(String(actor));
  } catch {
    return { status: 400, message: 'The body is not an activity with an actor.' };
  }
  const keyHost = keyHostOf(post.signatureKeyId);
  if ((await isBlocked(db, actorId)) || (keyHost && (await blockedHosts(db, [keyHost])).size > 0))
    return { status: 403, message: 'This instance or actor is blocked.' };
  const host = actorId.host.toLowerCase();
  if (!(await takeRateLimit(db, inboxLimits.host, namedSender(config, 'fediverse-host', host))))
    return { status: 429, message: 'Too many activities from this server; try again later.' };
  if (!(await takeRateLimit(db, inboxLimits.client, clientSender(config, post.clientIp))))
    return { status: 429, message: 'Too many activities from this address; try again later.' };
  return undefined;
}

/** The host of the key an HTTP Signature (draft-cavage `keyId` or RFC 9421 `keyid`) names, if any. */
function keyHostOf(signatureHeaders: string | null): string | null {
  const match = signatureHeaders ? /keyid="([^"]+)"/i.exec(signatureHeaders) : null;
  if (!match) return null;
  try {
    return new URL(match[1]!).host.toLowerCase();
  } catch {
    return null;
  }
}
