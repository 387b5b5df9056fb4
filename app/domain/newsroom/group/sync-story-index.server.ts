import type { Database } from '~/db/client.server';
import { fingerprint, SIGNATURE_LENGTH, signatureFromBytes, signatureToBytes } from '../normalise/similarity';
import {
  type IndexedItemRow,
  indexedItemsSince,
  indexedItemsWithin,
  itemTexts,
  latestItemSeq,
  saveSignatures,
  storySeeds,
} from '../store/indexed-items.server';
import { dayStart, daysAround, IndexedItem, type StoryIndex } from './story-index';

/**
 * After this long the index is rebuilt from the database, so items deleted with their source leave it. The
 * desk's merges and splits need no rebuild: the store gives moved items a new `seq`, and they are caught up.
 */
const REBUILD_AFTER_MS = 60 * 60_000;
/** Beyond this many items stored elsewhere since the last batch, reloading the days is cheaper than catching up. */
const MAX_CATCH_UP = 50_000;

const toItem = (row: IndexedItemRow): IndexedItem =>
  new IndexedItem(row.id, row.source_id, row.story_id, Number(row.time), signatureFromBytes(row.signature));

/**
 * Brings a worker's story index up to date for a batch of items published at `times`: first the items
 * other workers stored since the last batch, then every day within the story window of the batch that is not
 * loaded yet, then the seeds of their stories. Runs under the newsroom write lock, so no other worker stores
 * items meanwhile and `lastSeq` is exact.
 */
export async function syncStoryIndex(db: Database, index: StoryIndex, times: number[]): Promise<void> {
  if (Date.now() - index.builtAt > REBUILD_AFTER_MS) index.reset();
  const maxSeq = await latestItemSeq(db);
  const loaded = index.loadedDays();
  const stories = new Set<string>();
  /** Stories that items moved into or out of: their seeds (first items) may have changed. */
  const reseed = new Set<string>();
  if (maxSeq - index.lastSeq > MAX_CATCH_UP) index.reset();
  else if (maxSeq > index.lastSeq && loaded.length > 0) {
    const from = dayStart(Math.min(...loaded));
    const to = dayStart(Math.max(...loaded) + 1);
    for (const row of await indexedItemsSince(db, index.lastSeq, from, to)) {
      const left = index.place(toItem(row));
      stories.add(row.story_id);
      if (left !== undefined) reseed.add(left).add(row.story_id);
    }
  }
  index.lastSeq = maxSeq;

  const needed = daysAround(times);
  // Touched first, so loading the missing days never evicts the ones this batch needs.
  index.touch(needed);
  const missing = needed.filter((day) => !index.hasDay(day));
  if (missing.length > 0) {
    const rows = await itemsOfDays(db, missing);
    index.loadDays(missing, rows.map(toItem));
    for (const row of rows) stories.add(row.story_id);
  }
  await loadSeeds(db, index, [...new Set([...reseed, ...[...stories].filter((id) => !index.seedOf(id))])]);
}

/** Items of some days, one range per run of consecutive days. */
async function itemsOfDays(db: Database, days: number[]): Promise<IndexedItemRow[]> {
  const ranges: [number, number][] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && last[1] === day) last[1] = day + 1;
    else ranges.push([day, day + 1]);
  }
  const rows = await indexedItemsWithin(
    db,
    ranges.map(([from, to]) => [dayStart(from), dayStart(to)]),
  );
  await upgradeSignatures(db, rows);
  return rows;
}

/**
 * Signatures stored before they held name and mention sets (decision 009) are shorter: they are made again
 * from the stored title and text, saved, and used at once, so every item in the index is compared by the
 * same rules. In steady state no row needs it and this costs nothing.
 */
async function upgradeSignatures(db: Database, rows: { id: string; signature: Buffer }[]): Promise<void> {
  const old = rows.filter((row) => row.signature.length < SIGNATURE_LENGTH * 4);
  for (let i = 0; i < old.length; i += 5_000) {
    const batch = old.slice(i, i + 5_000);
    const texts = await itemTexts(
      db,
      batch.map((row) => row.id),
    );
    // With the language normalising found; where it found none, the headline and lead are read for one.
    const made = new Map(
      texts.map((row) => [
        row.id,
        signatureToBytes(fingerprint(row.title, row.text, row.language ?? undefined).signature),
      ]),
    );
    for (const row of batch) row.signature = made.get(row.id) ?? row.signature;
    await saveSignatures(db, made);
  }
}

/** The seed (first item) of each story, from the database. */
async function loadSeeds(db: Database, index: StoryIndex, storyIds: string[]): Promise<void> {
  for (let i = 0; i < storyIds.length; i += 10_000) {
    const rows = await storySeeds(db, storyIds.slice(i, i + 10_000));
    await upgradeSignatures(db, rows);
    for (const row of rows)
      index.setSeed(row.story_id, { time: Number(row.time), signature: signatureFromBytes(row.signature) });
  }
}
