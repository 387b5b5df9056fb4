import { bandsOf, type Signature } from './similarity';

/** Items from different sources within this window may join one story. */
export const STORY_WINDOW_MS = 72 * 3_600_000;
const DAY_MS = 86_400_000;
/** Candidates compared per item, most shared bands first; more only repeat what the first ones said. */
export const MAX_COMPARED = 16;
/**
 * Stories sharing one band from which the band is boilerplate (a template, a sign-off) and is not followed:
 * like a stopword it says nothing, and following it would make grouping quadratic.
 */
export const MAX_BAND_POSTINGS = 16;
/** Items of one story compared per item: a big story needs no more to be recognised. */
const MAX_PER_STORY = 2;

/**
 * An item the index knows: enough to compare it and to name its story. A class, so that every item has one
 * shape and the lookups that touch thousands of them stay monomorphic.
 */
export class IndexedItem {
  /** Scratch space of `candidates()`: the lookup that last counted this item, and its shared bands then. */
  seenBy = 0;
  shared = 0;

  constructor(
    readonly id: string,
    readonly sourceId: string,
    readonly storyId: string,
    readonly time: number,
    readonly signature: Signature,
  ) {}
}

/** A story's seed: its first (earliest) item, which every joining item must also resemble. */
export type Seed = { time: number; signature: Signature };

/** A band's postings: one item, or several (most bands belong to one item only, so no array for them). */
type Postings = IndexedItem | IndexedItem[];

/** The items of one loaded UTC day, kept so the day can be dropped again. */
type Day = { items: IndexedItem[]; usedAt: number };

export const dayOf = (time: number) => Math.floor(time / DAY_MS);
export const dayStart = (day: number) => new Date(day * DAY_MS);

/** The days whose items may share a story with items published at these times. */
export function daysAround(times: number[]): number[] {
  const days = new Set<number>();
  for (const time of times)
    for (let day = dayOf(time - STORY_WINDOW_MS); day <= dayOf(time + STORY_WINDOW_MS); day++) days.add(day);
  return [...days].sort((a, b) => a - b);
}

/**
 * A worker's in-memory index of stored items by LSH band, for finding story candidates without asking the
 * database each time. Items are loaded a UTC day at a time, on demand (a first crawl may bring months-old
 * items), and the least recently used days are dropped beyond `maxDays`. `story-index-sync.server.ts` keeps it
 * in step with the database.
 */
export class StoryIndex {
  private days = new Map<number, Day>();
  private postings = new Map<number, Postings>();
  private seeds = new Map<string, Seed>();
  private clock = 0;
  private lookups = 0;
  /** The highest `feed_items.seq` this index has seen. */
  lastSeq = 0;
  builtAt = Date.now();

  constructor(private readonly maxDays = 60) {}

  /** Forgets everything (after a rolled-back batch, or to pick up editors' changes); days reload on demand. */
  reset(): void {
    this.days.clear();
    this.postings.clear();
    this.seeds.clear();
    this.lastSeq = 0;
    this.builtAt = Date.now();
  }

  get size(): number {
    let count = 0;
    for (const day of this.days.values()) count += day.items.length;
    return count;
  }

  hasDay(day: number): boolean {
    return this.days.has(day);
  }

  loadedDays(): number[] {
    return [...this.days.keys()];
  }

  /** Marks days as loaded (with the items the database had for them), evicting the least used beyond the cap. */
  loadDays(days: number[], items: IndexedItem[]): void {
    for (const day of days) if (!this.days.has(day)) this.days.set(day, { items: [], usedAt: this.clock });
    for (const item of items) this.add(item);
    this.touch(days);
    if (this.days.size > this.maxDays) {
      const keep = new Set(days);
      const evictable = [...this.days]
        .filter(([day]) => !keep.has(day))
        .sort((a, b) => a[1].usedAt - b[1].usedAt);
      for (const [day, entry] of evictable.slice(0, this.days.size - this.maxDays)) {
        this.days.delete(day);
        for (const item of entry.items) this.unpost(item);
      }
    }
  }

  /** Marks days as used now: the least recently used go first when the cap is reached. */
  touch(days: number[]): void {
    this.clock++;
    for (const day of days) {
      const entry = this.days.get(day);
      if (entry) entry.usedAt = this.clock;
    }
  }

  /** Adds an item if its day is loaded (an unloaded day will bring it from the database). */
  add(item: IndexedItem, bands: number[] = bandsOf(item.signature)): void {
    const day = this.days.get(dayOf(item.time));
    if (!day) return;
    day.items.push(item);
    for (const band of bands) {
      const postings = this.postings.get(band);
      if (postings === undefined) this.postings.set(band, item);
      else if (!Array.isArray(postings)) {
        if (postings.storyId !== item.storyId) this.postings.set(band, [postings, item]);
      } else if (
        postings.length < MAX_BAND_POSTINGS &&
        !postings.some((other) => other.storyId === item.storyId)
      )
        // A story needs one posting per band to be found, and a band that many stories share is boilerplate
        // that lookups skip: either way a further posting would only cost.
        postings.push(item);
    }
    const seed = this.seeds.get(item.storyId);
    if (seed && item.time < seed.time) this.seeds.set(item.storyId, item);
  }

  private unpost(item: IndexedItem): void {
    for (const band of bandsOf(item.signature)) {
      const postings = this.postings.get(band);
      if (postings === item) this.postings.delete(band);
      else if (Array.isArray(postings)) {
        const rest = postings.filter((other) => other !== item);
        if (rest.length === 0) this.postings.delete(band);
        else this.postings.set(band, rest.length === 1 ? rest[0]! : rest);
      }
    }
  }

  seedOf(storyId: string): Seed | undefined {
    return this.seeds.get(storyId);
  }

  setSeed(storyId: string, seed: Seed): void {
    this.seeds.set(storyId, seed);
    // Seeds of long-gone stories are not worth keeping; any needed again is looked up again.
    if (this.seeds.size > 500_000) this.seeds.clear();
  }

  /**
   * Items from other sources within the story window that share a band with this one, most shared bands
   * first, at most MAX_PER_STORY per story and MAX_COMPARED in all. Boilerplate bands (shared by
   * MAX_BAND_POSTINGS stories) are skipped.
   */
  candidates(item: { sourceId: string; time: number; bands: number[] }): IndexedItem[] {
    const lookup = ++this.lookups;
    const hits: IndexedItem[] = [];
    const visit = (other: IndexedItem) => {
      if (other.seenBy !== lookup) {
        if (other.sourceId === item.sourceId || Math.abs(other.time - item.time) > STORY_WINDOW_MS) return;
        other.seenBy = lookup;
        other.shared = 0;
        hits.push(other);
      }
      other.shared++;
    };
    for (const band of item.bands) {
      const postings = this.postings.get(band);
      if (postings === undefined) continue;
      if (!Array.isArray(postings)) visit(postings);
      else if (postings.length < MAX_BAND_POSTINGS) for (const other of postings) visit(other);
    }
    // Most shared bands first: a counting sort, as there are at most as many counts as bands.
    const byShared: IndexedItem[][] = [];
    for (const other of hits) (byShared[other.shared] ??= []).push(other);
    const perStory = new Map<string, number>();
    const picked: IndexedItem[] = [];
    for (let shared = byShared.length - 1; shared > 0 && picked.length < MAX_COMPARED; shared--)
      for (const other of byShared[shared] ?? []) {
        const count = perStory.get(other.storyId) ?? 0;
        if (count >= MAX_PER_STORY) continue;
        perStory.set(other.storyId, count + 1);
        picked.push(other);
        if (picked.length >= MAX_COMPARED) break;
      }
    return picked;
  }
}
