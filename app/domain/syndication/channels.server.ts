import { asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
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

export async function createChannel(db: Database, key: Buffer, input: ChannelInput): Promise<ChannelSummary> {
  const [row] = await db
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
  return summary;
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
