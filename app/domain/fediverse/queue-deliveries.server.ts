import type { Context } from '@fedify/fedify';
import type { Activity } from '@fedify/fedify/vocab';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseDeliveries, fediverseFollowers } from '~/db/schema/fediverse';
import { blockedHosts } from './blocks.server';
import type { FediverseContext } from './fediverse-context';

/** The inboxes an actor's followers are reached at: each server's shared inbox once, or the personal one. */
export async function followerInboxes(db: Database, identifiers: string[]): Promise<string[]> {
  if (identifiers.length === 0) return [];
  const rows = await db
    .select({ inbox: fediverseFollowers.inbox, sharedInbox: fediverseFollowers.sharedInbox })
    .from(fediverseFollowers)
    .where(inArray(fediverseFollowers.actorIdentifier, identifiers));
  return [...new Set(rows.map((row) => row.sharedInbox ?? row.inbox))];
}

/** The inboxes an article's activities already went to (an Update or Delete reaches them all again). */
export async function inboxesReached(db: Database, articleId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ inbox: fediverseDeliveries.inbox })
    .from(fediverseDeliveries)
    .where(eq(fediverseDeliveries.articleId, articleId));
  return rows.map((row) => row.inbox);
}

/**
 * Queues one activity for each inbox: a row per activity and inbox, made once (a second call for the same
 * activity and inbox changes nothing), none for a blocked instance. Answers how many rows are new. When
 * rows are new, `onDeliveriesQueued` is told (a web process sends the delivery job at once), so an Accept or
 * an editor's answer does not wait for the job's next minute.
 */
export async function queueDeliveries(
  ctx: Context<FediverseContext>,
  options: { activity: Activity; signer: string; inboxes: string[]; articleId?: string },
): Promise<number> {
  const { activity, signer, articleId } = options;
  if (options.inboxes.length === 0 || !activity.id) return 0;
  const parsed = options.inboxes.map((inbox) => ({ inbox, host: new URL(inbox).host.toLowerCase() }));
  const blocked = await blockedHosts(ctx.data.db, [...new Set(parsed.map((entry) => entry.host))]);
  const targets = parsed.filter((entry) => !blocked.has(entry.host));
  if (targets.length === 0) return 0;
  const body = (await activity.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader })) as object;
  const inserted = await ctx.data.db
    .insert(fediverseDeliveries)
    .values(
      targets.map(({ inbox, host }) => ({
        activityId: activity.id!.href,
        activityType: String((body as { type?: unknown }).type ?? 'Activity'),
        articleId: articleId ?? null,
        signer,
        inbox,
        host,
        body,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: fediverseDeliveries.id });
  if (inserted.length > 0) ctx.data.onDeliveriesQueued?.();
  return inserted.length;
}
