// Issue 42, point 2 (decision 084): a claim ranks only the oldest due sources by host, so its cost does not
// grow with every due source. Within them it still takes the oldest first, at most `perHost` per host.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { CANDIDATES_PER_CLAIMED, claimSources } from '../../app/domain/newsroom/store/sources.server';
import { testServers, useTestDatabase } from '../support/test-database';

const server = testServers().at(-1)!;
const HOUR_MS = 3_600_000;

describe(`claiming due sources on ${server.name}`, () => {
  const database = useTestDatabase(server);
  const claim = (batchSize: number, perHost: number) =>
    claimSources(database.db, { owner: 'worker', batchSize, perHost, leaseMs: 60_000 });

  /** Sources due `count` seconds apart, the first the oldest, on hosts named by `hostOf`. */
  async function dueSources(count: number, hostOf: (i: number) => string, dueFrom: number) {
    const rows = Array.from({ length: count }, (_, i) => ({
      ...buildSource({ url: `http://${hostOf(i)}/feed-${i}.xml` }),
      nextCrawlAt: new Date(dueFrom + i * 1000),
    }));
    await database.db.insert(sources).values(rows);
    return rows.map((row) => row.id);
  }

  it('takes the oldest due sources batch by batch, at most perHost of a host, when more are due than it reads', async () => {
    const batchSize = 4;
    // Four hosts in turn, more than one claim reads: every batch is the next four.
    const ids = await dueSources(
      batchSize * CANDIDATES_PER_CLAIMED + 20,
      (i) => `host-${i % 4}.test`,
      Date.now() - HOUR_MS,
    );
    for (let batch = 0; batch < 3; batch++) {
      const claimed = await claim(batchSize, 1);
      expect(claimed.map((source) => source.id).sort()).toEqual(ids.slice(batch * 4, batch * 4 + 4).sort());
    }
    await database.db.delete(sources).where(inArray(sources.id, ids));
  });

  it('leaves a source due after more than it reads of one host to a later claim (the price of a bounded claim)', async () => {
    const batchSize = 4;
    const crowded = await dueSources(
      batchSize * CANDIDATES_PER_CLAIMED,
      () => 'crowded.test',
      Date.now() - HOUR_MS,
    );
    const [later] = await dueSources(1, () => 'other.test', Date.now() - HOUR_MS / 2);
    const first = await claim(batchSize, 2);
    expect(first.map((source) => source.id).sort()).toEqual(crowded.slice(0, 2).sort());
    // Once the crowded host's sources ahead of it are crawled (here: made due later), it is claimed.
    await database.db
      .update(sources)
      .set({ nextCrawlAt: new Date(Date.now() + HOUR_MS), leaseUntil: null })
      .where(inArray(sources.id, crowded));
    expect((await claim(batchSize, 2)).map((source) => source.id)).toEqual([later]);
  });
});
