import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedItems, sources, stories } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import {
  fingerprint,
  NAME_HASHES,
  SIGNATURE_LENGTH,
  signatureFromBytes,
  signatureToBytes,
} from '../../app/domain/newsroom/normalise/similarity';
import { StoryIndex } from '../../app/domain/newsroom/group/story-index';
import { syncStoryIndex } from '../../app/domain/newsroom/group/sync-story-index.server';
import { uuidv7 } from '../../app/lib/uuid';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('signatures stored before name sets, on $name', (server) => {
  const database = useTestDatabase(server);

  it('are made again from the stored text when their day loads, in the database and in the index', async () => {
    const title = 'Amelie Lens announces 2027 world tour';
    const text = 'Amelie Lens has announced a 40-date world tour for 2027, starting in Antwerp.';
    const current = fingerprint(title, text).signature;
    // The older layout: title and lead MinHash, then a MinHash of names (values of 0 and up), no mention set.
    const legacy = current.slice(0, SIGNATURE_LENGTH - 16).fill(7, SIGNATURE_LENGTH - 16 - NAME_HASHES);
    const publishedAt = new Date('2026-11-20T12:00:00Z');
    const [source] = await database.db
      .insert(sources)
      .values(buildSource({ name: 'Outlet' }))
      .returning();
    const storyId = uuidv7();
    const itemId = uuidv7();
    await database.db.insert(stories).values({
      id: storyId,
      title,
      firstItemId: itemId,
      firstSeenAt: publishedAt,
      lastItemAt: publishedAt,
    });
    await database.db.insert(feedItems).values({
      id: itemId,
      sourceId: source!.id,
      guid: 'legacy-1',
      title,
      contentText: text,
      contentHash: 'legacy-1',
      signature: signatureToBytes(legacy),
      publishedAt,
      storyId,
    });

    const index = new StoryIndex();
    await syncStoryIndex(database.db, index, [publishedAt.getTime()]);

    const [stored] = await database.db
      .select({ signature: feedItems.signature })
      .from(feedItems)
      .where(eq(feedItems.id, itemId));
    expect([...signatureFromBytes(stored!.signature)]).toEqual([...current]);
    const found = index.candidates({
      sourceId: 'other',
      time: publishedAt.getTime(),
      bands: fingerprint(title, text).bands,
    });
    expect(found.map((item) => [...item.signature])).toEqual([[...current]]);
    expect([...index.seedOf(storyId)!.signature]).toEqual([...current]);
  });
});
