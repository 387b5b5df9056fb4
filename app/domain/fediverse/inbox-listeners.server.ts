import type { Federation, InboxContext } from '@fedify/fedify';
import {
  Accept,
  Create,
  Delete,
  Follow,
  Mention,
  Note,
  Undo,
  isActor,
  type Actor,
} from '@fedify/fedify/vocab';
import { and, eq } from 'drizzle-orm';
import { fediverseFollowers, fediverseInbox } from '~/db/schema/fediverse';
import { sanitizeRichHtml } from '~/lib/html';
import { FEDERATION_PATHS } from './actor-names';
import { findActor } from './actors.server';
import { isBlocked } from './blocks.server';
import type { FediverseContext } from './fediverse-context';
import { queueDeliveries } from './queue-deliveries.server';

/** The most of a reply's text kept: a long post is cut, never refused. */
const MAX_CONTENT_CHARS = 20_000;

/**
 * What our inboxes do with what arrives; Fedify has verified each activity's signature (HTTP Signatures,
 * RFC 9421 or an integrity proof) and that its signer owns its actor before any listener runs.
 */
export function registerInboxListeners(federation: Federation<FediverseContext>): void {
  federation
    .setInboxListeners(FEDERATION_PATHS.inbox, FEDERATION_PATHS.sharedInbox)
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Create, onCreate)
    .on(Delete, onDelete)
    .onError((ctx, error) => ctx.data.logger.warn({ err: error }, 'fediverse inbox listener failed'));
}

/** `Follow` of one of our actors that is on: stored, answered with `Accept` (queued; the job is sent at once). */
async function onFollow(ctx: InboxContext<FediverseContext>, follow: Follow) {
  if (!follow.id || !follow.actorId || !follow.objectId) return;
  const target = ctx.parseUri(follow.objectId);
  if (target?.type !== 'actor') return;
  const { db, siteName } = ctx.data;
  if (await isBlocked(db, follow.actorId)) return;
  const ours = await findActor(db, siteName, target.identifier);
  if (!ours || ours.disabled) return;
  const follower = await follow.getActor(ctx);
  if (!follower || !isActor(follower) || !follower.id || !follower.inboxId) return;
  await db
    .insert(fediverseFollowers)
    .values({
      actorIdentifier: target.identifier,
      followerId: follower.id.href,
      followerHandle: handleOf(follower),
      inbox: follower.inboxId.href,
      sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
      followActivityId: follow.id.href,
    })
    .onConflictDoUpdate({
      target: [fediverseFollowers.actorIdentifier, fediverseFollowers.followerId],
      set: {
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
        followActivityId: follow.id.href,
      },
    });
  const accept = new Accept({
    id: new URL(`#accept-${encodeURIComponent(follow.id.href)}`, ctx.getActorUri(target.identifier)),
    actor: ctx.getActorUri(target.identifier),
    to: follower.id,
    object: follow,
  });
  await queueDeliveries(ctx, {
    activity: accept,
    signer: target.identifier,
    inboxes: [follower.inboxId.href],
  });
}

/** `Undo` of a `Follow`: the follower is gone. Only the follower may undo their own follow. */
async function onUndo(ctx: InboxContext<FediverseContext>, undo: Undo) {
  const object = await undo.getObject(ctx);
  if (!(object instanceof Follow) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return;
  const target = object.objectId ? ctx.parseUri(object.objectId) : null;
  if (target?.type !== 'actor') return;
  await ctx.data.db
    .delete(fediverseFollowers)
    .where(
      and(
        eq(fediverseFollowers.actorIdentifier, target.identifier),
        eq(fediverseFollowers.followerId, undo.actorId.href),
      ),
    );
}

/** A `Note` that replies to one of our articles or mentions one of our actors lands in the desk's inbox. */
async function onCreate(ctx: InboxContext<FediverseContext>, create: Create) {
  const note = await create.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !create.actorId) return;
  // The note must be the sender's own: a signed Create cannot carry somebody else's words.
  if (note.attributionId?.href !== create.actorId.href) return;
  if (await isBlocked(ctx.data.db, create.actorId)) return;
  const replyTarget = note.replyTargetId ? ctx.parseUri(note.replyTargetId) : null;
  let recipient: string | null = null;
  for await (const tag of note.getTags(ctx)) {
    if (!(tag instanceof Mention) || !tag.href) continue;
    const parsed = ctx.parseUri(tag.href);
    if (parsed?.type === 'actor') recipient = parsed.identifier;
  }
  const isReply = replyTarget?.type === 'object';
  if (!isReply && !recipient) return;
  const author = await create.getActor(ctx);
  const content = sanitizeRichHtml(String(note.content ?? '')).slice(0, MAX_CONTENT_CHARS);
  await ctx.data.db
    .insert(fediverseInbox)
    .values({
      objectId: note.id.href,
      kind: isReply ? 'reply' : 'mention',
      actorId: create.actorId.href,
      actorHandle: author && isActor(author) ? handleOf(author) : null,
      actorInbox: author && isActor(author) ? (author.inboxId?.href ?? null) : null,
      content,
      url: note.url instanceof URL ? note.url.href : (note.id.href ?? null),
      inReplyTo: note.replyTargetId?.href ?? null,
      recipient,
    })
    .onConflictDoNothing();
}

/** A `Delete` of a note we hold: it leaves the desk's inbox (only its author can delete it). */
async function onDelete(ctx: InboxContext<FediverseContext>, activity: Delete) {
  const objectId = activity.objectId;
  if (!objectId || !activity.actorId) return;
  await ctx.data.db
    .delete(fediverseInbox)
    .where(
      and(eq(fediverseInbox.objectId, objectId.href), eq(fediverseInbox.actorId, activity.actorId.href)),
    );
}

function handleOf(actor: Actor): string | null {
  const name = actor.preferredUsername?.toString();
  return name && actor.id ? `@${name}@${actor.id.host}` : null;
}
