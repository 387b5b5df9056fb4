import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import { channels, type ChannelKind } from '~/db/schema/syndication';
import type { OpenChannel } from './channel-clients.server';
import { open, seal } from './secret-box.server';

export type ChannelInput = {
  kind: ChannelKind;
  name: string;
  endpoint: string;
  handle?: string | null;
  secret: string;
  categories?: string[];
  tags?: string[];
};

/** A channel as the desk lists it: everything but the secret, which is never shown again. */
export type ChannelSummary = Omit<typeof channels.$inferSelect, 'secretSealed'>;

export async function createChannel(
  db: Database,
  key: Buffer,
  input: ChannelInput,
  actor?: AuditActor,
): Promise<ChannelSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({
        kind: input.kind,
        name: input.name,
        endpoint: input.endpoint,
        handle: input.handle ?? null,
        secretSealed: seal(key, input.secret),
        categories: input.categories ?? [],
        tags: input.tags ?? [],
      })
      .returning();
    const { secretSealed: _sealed, ...summary } = row!;
    if (actor)
      await recordAudit(tx, actor, {
        action: 'channel.create',
        entityType: 'channel',
        entityId: summary.id,
        summary: `Added the ${summary.kind} channel “${summary.name}”`,
        // The secret is never written anywhere but sealed in its row.
        after: { ...summary, secret: '(sealed)' },
      });
    return summary;
  });
}

export async function setChannelActive(
  db: Database,
  actor: AuditActor,
  id: string,
  isActive: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(channels)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(channels.id, id))
      .returning({ name: channels.name });
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: isActive ? 'channel.activate' : 'channel.deactivate',
      entityType: 'channel',
      entityId: id,
      summary: `${isActive ? 'Turned on' : 'Turned off'} the channel “${row.name}”`,
      before: { isActive: !isActive },
      after: { isActive },
    });
    return true;
  });
}

export async function deleteChannel(db: Database, actor: AuditActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(channels).where(eq(channels.id, id)).returning();
    if (!row) return false;
    const { secretSealed: _sealed, ...before } = row;
    await recordAudit(tx, actor, {
      action: 'channel.delete',
      entityType: 'channel',
      entityId: id,
      summary: `Deleted the channel “${row.name}”`,
      before,
    });
    return true;
  });
}

export type ChannelResults = {
  posted: number;
  failed: number;
  waiting: number;
  lastPostedAt: Date | null;
  lastError: string | null;
};

/** Each channel's results, for the desk: posted, failed for good, waiting, the last success and error. */
export async function channelResults(db: Database): Promise<Map<string, ChannelResults>> {
  const { rows } = await db.execute<ChannelResults & { channelId: string }>(sql`
    SELECT channel_id AS "channelId",
      count(*) FILTER (WHERE status = 'posted')::int AS posted,
      count(*) FILTER (WHERE status = 'failed')::int AS failed,
      count(*) FILTER (WHERE status IN ('queued', 'retry', 'posting'))::int AS waiting,
      max(posted_at) AS "lastPostedAt",
      (array_agg(last_error ORDER BY created_at DESC) FILTER (WHERE status = 'failed'))[1] AS "lastError"
    FROM channel_posts GROUP BY channel_id`);
  return new Map(rows.map(({ channelId, ...results }) => [channelId, results]));
}

export async function listChannels(db: Database): Promise<ChannelSummary[]> {
  const rows = await db.select().from(channels).orderBy(asc(channels.name));
  return rows.map(({ secretSealed: _sealed, ...summary }) => summary);
}

/** The active channels with their secrets opened, for the worker that posts; a secret that will not open is skipped. */
export async function openActiveChannels(
  db: Database,
  key: Buffer,
): Promise<Map<string, OpenChannel | Error>> {
  const rows = await db.select().from(channels).where(eq(channels.isActive, true));
  const opened = new Map<string, OpenChannel | Error>();
  for (const row of rows) {
    try {
      opened.set(row.id, {
        id: row.id,
        kind: row.kind,
        endpoint: row.endpoint,
        handle: row.handle,
        secret: open(key, row.secretSealed),
      });
    } catch {
      opened.set(row.id, new Error('Its secret cannot be opened (AUTH_SECRET changed?): save it again'));
    }
  }
  return opened;
}
