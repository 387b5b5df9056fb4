import { bandsOf, keywordsOf, type Signature } from '../normalise/similarity';

/** Items from different sources within this window may join one story. */
export const STORY_WINDOW_MS = 72 * 3_600_000;
const DAY_MS = 86_400_000;
/**
 * Beyond the story window and up to this, an item may still join a story on strong evidence only (decision 089:
 * a report retelling it in its words days late). Days are loaded for it, and lookups reach it when asked to.
 */
export const LATE_WINDOW_MS = 6 * DAY_MS;
/** Candidates compared per item, most shared bands first; more only repeat what the first ones said. */
const MAX_COMPARED = 16;
/**
 * Stories sharing one band from which the band is boilerplate (a template, a sign-off) and is not followed:
 * like a stopword it says nothing, and following it would make grouping quadratic.
 */
export const MAX_BAND_POSTINGS = 16;
/** Items of one story compared per item: a big story needs no more to be recognised. */
const MAX_PER_STORY = 2;
/** Items of one story kept for comparing a report its seed does not resemble. */
const MAX_STORY_ITEMS = 8;

/** An item the index knows: enough to compare it and to name its story. */
export class IndexedItem {
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

const NONE = -1;

/**
 * Band → postings (item slots, in the order they came), as an open-addressing hash table over typed arrays.
 * An index holds tens of bands for each of hundreds of thousands of items: as a Map of objects that is
 * millions of entries for the garbage collector to trace on every major collection; here it is a few flat
 * arrays, and a lookup is a probe and a walk along a short chain.
 *
 * Sized for memory (decision 094): the table is filled to three quarters before it doubles (at half full it
 * held 550,000 bands of a 10,000-feed crawl in 2 M slots), a chain's end is found by walking it (at most
 * MAX_BAND_POSTINGS entries, which `post` walks anyway) instead of kept per slot, and the entries grow by half
 * rather than double. Every posting and its order are as before.
 */
class BandPostings {
  private capacity = 1 << 12;
  private keys = new Int32Array(this.capacity);
  /** First entry of each slot's chain; NONE marks an empty slot. */
  private heads = new Int32Array(this.capacity).fill(NONE);
  /** Postings per slot, up to MAX_BAND_POSTINGS. */
  private counts = new Uint8Array(this.capacity);
  private used = 0;
  /** Entries: the item slot of each posting and the next entry of its band (NONE at the end). */
  private items = new Int32Array(1 << 12);
  private nexts = new Int32Array(1 << 12);
  private entries = 0;

  /** The table slot of a band, or NONE when the band has no postings. */
  find(band: number): number {
    const mask = this.capacity - 1;
    for (let slot = Math.imul(band, 0x9e3779b1) & mask; ; slot = (slot + 1) & mask) {
      if (this.heads[slot] === NONE) return NONE;
      if (this.keys[slot] === band) return slot;
    }
  }

  count(slot: number): number {
    return this.counts[slot]!;
  }

  first(slot: number): number {
    return this.heads[slot]!;
  }

  next(entry: number): number {
    return this.nexts[entry]!;
  }

  item(entry: number): number {
    return this.items[entry]!;
  }

  /** Adds a posting at the end of a band's chain, `slot` being the band's (NONE for a band not yet seen). */
  append(band: number, slot: number, item: number): void {
    if (this.entries === this.items.length) {
      this.items = grownByHalf(this.items);
      this.nexts = grownByHalf(this.nexts);
    }
    const entry = this.entries++;
    this.items[entry] = item;
    this.nexts[entry] = NONE;
    if (slot !== NONE) {
      let last = this.heads[slot]!;
      while (this.nexts[last] !== NONE) last = this.nexts[last]!;
      this.nexts[last] = entry;
      this.counts[slot]!++;
      return;
    }
    if ((this.used + 1) * 4 > this.capacity * 3) this.rehash();
    const mask = this.capacity - 1;
    let free = Math.imul(band, 0x9e3779b1) & mask;
    while (this.heads[free] !== NONE) free = (free + 1) & mask;
    this.keys[free] = band;
    this.heads[free] = entry;
    this.counts[free] = 1;
    this.used++;
  }

  /** Bytes its arrays take, and the bands it holds. */
  footprint(): { bytes: number; bands: number } {
    const arrays = [this.keys, this.heads, this.counts, this.items, this.nexts];
    return { bytes: arrays.reduce((sum, array) => sum + array.byteLength, 0), bands: this.used };
  }

  private rehash(): void {
    const { keys, heads, counts } = this;
    this.capacity *= 2;
    this.keys = new Int32Array(this.capacity);
    this.heads = new Int32Array(this.capacity).fill(NONE);
    this.counts = new Uint8Array(this.capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < heads.length; old++) {
      if (heads[old] === NONE) continue;
      let slot = Math.imul(keys[old]!, 0x9e3779b1) & mask;
      while (this.heads[slot] !== NONE) slot = (slot + 1) & mask;
      this.keys[slot] = keys[old]!;
      this.heads[slot] = heads[old]!;
      this.counts[slot] = counts[old]!;
    }
  }
}

type Growable = Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer> | Uint8Array<ArrayBuffer>;

/** A typed array of twice the length with the same values at the start. */
function grown<T extends Growable>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** A typed array half as long again, with the same values at the start: for arrays that reach millions. */
function grownByHalf(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.ceil(array.length * 1.5));
  bigger.set(array);
  return bigger;
}

/** Numbers per chunk of the signature store: 4 MB, about 5,900 signatures of today's length. */
const CHUNK_NUMBERS = 1 << 20;

/**
 * The indexed items' signatures, copied end to end into large chunks that are never moved or resized. As
 * one typed array each, a signature of 708 bytes cost about 1 KB more in its own buffer, the buffer's
 * bookkeeping outside the heap and two objects for the collector, hundreds of thousands of times over. A
 * view handed out (`view`) stays valid for as long as it is held, since a chunk is only ever appended to.
 */
class SignatureStore {
  private chunks: Int32Array[] = [];
  private used = CHUNK_NUMBERS;

  /** Copies a signature in; returns where it starts: chunk × CHUNK_NUMBERS + offset. */
  put(signature: Signature): number {
    if (this.used + signature.length > CHUNK_NUMBERS) {
      // A signature longer than a chunk (none is) gets a chunk of its own length.
      this.chunks.push(new Int32Array(Math.max(CHUNK_NUMBERS, signature.length)));
      this.used = 0;
    }
    const chunk = this.chunks.length - 1;
    this.chunks[chunk]!.set(signature, this.used);
    const at = chunk * CHUNK_NUMBERS + this.used;
    this.used += signature.length;
    return at;
  }

  get bytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  }

  view(at: number, length: number): Signature {
    const offset = at % CHUNK_NUMBERS;
    return this.chunks[(at - offset) / CHUNK_NUMBERS]!.subarray(offset, offset + length);
  }
}

/** A loaded UTC day: when lookups last used it, so the least used goes first. */
type Day = { usedAt: number };

export const dayOf = (time: number) => Math.floor(time / DAY_MS);
export const dayStart = (day: number) => new Date(day * DAY_MS);

/** The days whose items may share a story with items published at these times. */
export function daysAround(times: number[]): number[] {
  const days = new Set<number>();
  for (const time of times)
    for (let day = dayOf(time - LATE_WINDOW_MS); day <= dayOf(time + LATE_WINDOW_MS); day++) days.add(day);
  return [...days].sort((a, b) => a - b);
}

/**
 * A worker's in-memory index of stored items by LSH band, for finding story candidates without asking the
 * database each time. Items are loaded a UTC day at a time, on demand (a first crawl may bring months-old
 * items), and the least recently used days are dropped beyond `maxDays`. `story-index-sync.server.ts` keeps it
 * in step with the database.
 *
 * An item is held as a slot: its id, a few numbers in flat arrays and its signature in the signature store.
 * `IndexedItem`s are made only for what a lookup returns (decision 087): as one object with its own
 * signature each, the items of a 10,000-feed crawl held most of the worker's memory.
 */
export class StoryIndex {
  private days = new Map<number, Day>();
  private postings = new BandPostings();
  private signatures = new SignatureStore();
  /**
   * Every indexed item's id by slot (the postings refer to items by slot), and what a lookup checks of each in
   * flat arrays: a lookup visits hundreds of postings, and reading them from objects spread over the heap
   * costs more than everything else it does.
   */
  private ids: string[] = [];
  private times = new Float64Array(1 << 12);
  private sourceNumbers = new Int32Array(1 << 12);
  private storyNumbers = new Int32Array(1 << 12);
  /** Where each slot's signature starts in the store, and its length. */
  private signatureAt = new Int32Array(1 << 12);
  private signatureLength = new Int32Array(1 << 12);
  /** Scratch space of `candidates()`: the lookup that last counted each slot, and its shared bands then. */
  private seenBy = new Int32Array(1 << 12);
  private shared = new Uint8Array(1 << 12);
  /** Source and story ids by a small number (`numberOf`), and back. */
  private numbers = new Map<string, number>();
  private names: string[] = [];
  /** Items naming each keyword (see `keywordsOf`): how common a word is in what the index holds. */
  private keywordCounts = new Map<number, number>();
  private seeds = new Map<string, Seed>();
  /**
   * The slot whose item is its story's seed, when the seed was made from an item the index holds: that item
   * is then handed out with the seed's own signature, as grouping tells a story's seed from its other items
   * by the signature being the same object (see `planStories`).
   */
  private seedSlots = new Map<string, number>();
  /**
   * Each story's first items (up to MAX_STORY_ITEMS, in the order they came) as a chain of slots: the chain's
   * first slot by story number, and each slot's next. See `itemsOf`.
   */
  private storyHeads = new Int32Array(1 << 12).fill(NONE);
  private storyNexts = new Int32Array(1 << 12);
  private clock = 0;
  private lookups = 0;
  /** Reused by every `candidates()` call, which runs for every new item. */
  private hits: number[] = [];
  private ranked: number[] = [];
  private bySharedCount = new Int32Array(64);
  /** The highest `feed_items.seq` this index has seen. */
  lastSeq = 0;
  builtAt = Date.now();

  constructor(private readonly maxDays = 60) {}

  /** Forgets everything (after a rolled-back batch, or to pick up editors' changes); days reload on demand. */
  reset(): void {
    this.days.clear();
    this.clearPostings();
    this.seeds.clear();
    this.seedSlots.clear();
    this.lastSeq = 0;
    this.builtAt = Date.now();
  }

  private clearPostings(): void {
    this.postings = new BandPostings();
    this.signatures = new SignatureStore();
    this.ids = [];
    this.storyHeads.fill(NONE);
    this.numbers.clear();
    this.names = [];
    this.keywordCounts.clear();
    this.seedSlots.clear();
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * What the index holds, for the benchmarks: the bytes of its flat arrays (exact) and how many entries its
   * maps have (each costs tens of bytes of heap besides its key).
   */
  footprint() {
    const postings = this.postings.footprint();
    const slotArrays = [
      this.times,
      this.sourceNumbers,
      this.storyNumbers,
      this.signatureAt,
      this.signatureLength,
      this.seenBy,
      this.shared,
      this.storyHeads,
      this.storyNexts,
    ];
    const mb = (bytes: number) => Math.round(bytes / 10_485.76) / 100;
    return {
      signaturesMb: mb(this.signatures.bytes),
      postingsMb: mb(postings.bytes),
      slotsMb: mb(slotArrays.reduce((sum, array) => sum + array.byteLength, 0)),
      bands: postings.bands,
      keywords: this.keywordCounts.size,
      sourcesAndStories: this.numbers.size,
      seeds: this.seeds.size,
    };
  }

  hasDay(day: number): boolean {
    return this.days.has(day);
  }

  loadedDays(): number[] {
    return [...this.days.keys()];
  }

  /** Marks days as loaded (with the items the database had for them), evicting the least used beyond the cap. */
  loadDays(days: number[], items: IndexedItem[]): void {
    for (const day of days) if (!this.days.has(day)) this.days.set(day, { usedAt: this.clock });
    for (const item of items) this.add(item);
    this.touch(days);
    if (this.days.size > this.maxDays) {
      const keep = new Set(days);
      const evictable = [...this.days]
        .filter(([day]) => !keep.has(day))
        .sort((a, b) => a[1].usedAt - b[1].usedAt);
      const evicted = evictable.slice(0, this.days.size - this.maxDays);
      for (const [day] of evicted) this.days.delete(day);
      // Rare (it takes items from more days than the cap), so the postings are simply built again, from the
      // kept items in the order they first came: postings keep arrival order, which ranks candidates.
      if (evicted.length > 0) {
        const kept: IndexedItem[] = [];
        for (let slot = 0; slot < this.ids.length; slot++)
          if (this.days.has(dayOf(this.times[slot]!))) kept.push(this.itemAt(slot));
        // A seed made from a dropped item gets its own copy, so it does not hold the old store's chunks.
        for (const [storyId, slot] of this.seedSlots)
          if (!this.days.has(dayOf(this.times[slot]!))) {
            const seed = this.seeds.get(storyId)!;
            this.seeds.set(storyId, { time: seed.time, signature: seed.signature.slice() });
          }
        this.clearPostings();
        for (const item of kept) this.post(item, bandsOf(item.signature));
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
    if (!this.days.has(dayOf(item.time))) return;
    const slot = this.post(item, bands);
    const seed = this.seeds.get(item.storyId);
    if (seed && item.time < seed.time) this.tieSeed(item.storyId, slot);
  }

  /** Makes an indexed item its story's seed, with the stored copy of its signature. */
  private tieSeed(storyId: string, slot: number): void {
    this.seeds.set(storyId, { time: this.times[slot]!, signature: this.signatureOf(slot) });
    this.seedSlots.set(storyId, slot);
  }

  /**
   * Adds an item caught up from the database. An item the index holds already has moved to another story
   * (the desk's merge or split stores it again with a new `seq`): where it is posted it now names its new
   * story. Returns the story it left, when it moved, so its seed can be read again.
   */
  place(item: IndexedItem): string | undefined {
    if (!this.days.has(dayOf(item.time))) return undefined;
    const bands = bandsOf(item.signature);
    const { postings } = this;
    let found = false;
    let left: string | undefined;
    for (const band of bands) {
      const at = postings.find(band);
      if (at === NONE) continue;
      for (let entry = postings.first(at); entry !== NONE; entry = postings.next(entry)) {
        const slot = postings.item(entry);
        if (this.ids[slot] !== item.id) continue;
        found = true;
        const story = this.storyNumbers[slot]!;
        if (this.names[story] === item.storyId) continue;
        left = this.names[story]!;
        // The seed made from this slot keeps the signature it had, as the item it was made from did.
        if (this.seedSlots.get(left) === slot) this.seedSlots.delete(left);
        this.signatureAt[slot] = this.signatures.put(item.signature);
        this.signatureLength[slot] = item.signature.length;
        this.times[slot] = item.time;
        this.sourceNumbers[slot] = this.numberOf(item.sourceId);
        this.unlink(slot, story);
        this.storyNumbers[slot] = this.numberOf(item.storyId);
        this.link(slot, this.storyNumbers[slot]!);
      }
    }
    if (!found) this.add(item, bands);
    return left;
  }

  /** A small number for a source or story id, so that lookups compare numbers, not strings. */
  private numberOf(id: string): number {
    let number = this.numbers.get(id);
    if (number === undefined) {
      this.numbers.set(id, (number = this.names.length));
      this.names.push(id);
    }
    return number;
  }

  /** A view of a slot's stored signature. */
  private signatureOf(slot: number): Signature {
    return this.signatures.view(this.signatureAt[slot]!, this.signatureLength[slot]!);
  }

  /** The item in a slot, made for the caller (the index holds no objects per item). */
  private itemAt(slot: number): IndexedItem {
    const storyId = this.names[this.storyNumbers[slot]!]!;
    const signature =
      this.seedSlots.get(storyId) === slot ? this.seeds.get(storyId)!.signature : this.signatureOf(slot);
    return new IndexedItem(
      this.ids[slot]!,
      this.names[this.sourceNumbers[slot]!]!,
      storyId,
      this.times[slot]!,
      signature,
    );
  }

  /** Adds a slot to its story's first items, unless the story has enough. */
  private link(slot: number, story: number): void {
    this.storyNexts[slot] = NONE;
    if (story >= this.storyHeads.length) {
      const heads = new Int32Array(Math.max(this.storyHeads.length * 2, story + 1)).fill(NONE);
      heads.set(this.storyHeads);
      this.storyHeads = heads;
    }
    let at = this.storyHeads[story]!;
    if (at === NONE) {
      this.storyHeads[story] = slot;
      return;
    }
    let count = 1;
    for (; this.storyNexts[at] !== NONE; count++) at = this.storyNexts[at]!;
    if (count < MAX_STORY_ITEMS) this.storyNexts[at] = slot;
  }

  private unlink(slot: number, story: number): void {
    let at = this.storyHeads[story] ?? NONE;
    if (at === slot) {
      this.storyHeads[story] = this.storyNexts[slot]!;
      return;
    }
    while (at !== NONE && this.storyNexts[at] !== slot) at = this.storyNexts[at]!;
    if (at !== NONE) this.storyNexts[at] = this.storyNexts[slot]!;
  }

  /**
   * A story's first items the index holds (up to MAX_STORY_ITEMS): what a report its seed does not resemble is
   * compared with (see `planStories`). Candidates hold few of them, since a story posts each band once.
   */
  itemsOf(storyId: string): IndexedItem[] {
    const story = this.numbers.get(storyId);
    const own: IndexedItem[] = [];
    if (story === undefined || story >= this.storyHeads.length) return own;
    for (let at = this.storyHeads[story]!; at !== NONE; at = this.storyNexts[at]!) own.push(this.itemAt(at));
    return own;
  }

  /** Adds an item to the postings; returns its slot. */
  private post(item: IndexedItem, bands: number[]): number {
    const { postings } = this;
    const slot = this.ids.length;
    if (slot === this.times.length) this.growSlots();
    this.ids.push(item.id);
    this.times[slot] = item.time;
    this.signatureAt[slot] = this.signatures.put(item.signature);
    this.signatureLength[slot] = item.signature.length;
    this.sourceNumbers[slot] = this.numberOf(item.sourceId);
    const story = (this.storyNumbers[slot] = this.numberOf(item.storyId));
    // The seed grouping made from this very item (a new story's first) now shares the stored copy.
    if (this.seeds.get(item.storyId)?.signature === item.signature) this.tieSeed(item.storyId, slot);
    this.link(slot, story);
    this.seenBy[slot] = 0;
    for (const key of keywordsOf(item.signature))
      this.keywordCounts.set(key, (this.keywordCounts.get(key) ?? 0) + 1);
    for (const band of bands) {
      const at = postings.find(band);
      if (at !== NONE) {
        // A story needs one posting per band to be found, and a band that many stories share is boilerplate
        // that lookups skip: either way a further posting would only cost.
        if (postings.count(at) >= MAX_BAND_POSTINGS) continue;
        let sameStory = false;
        for (let entry = postings.first(at); entry !== NONE; entry = postings.next(entry))
          if (this.storyNumbers[postings.item(entry)] === story) {
            sameStory = true;
            break;
          }
        if (sameStory) continue;
      }
      postings.append(band, at, slot);
    }
    return slot;
  }

  private growSlots(): void {
    this.times = grown(this.times);
    this.sourceNumbers = grown(this.sourceNumbers);
    this.storyNumbers = grown(this.storyNumbers);
    this.seenBy = grown(this.seenBy);
    this.shared = grown(this.shared);
    this.storyNexts = grown(this.storyNexts);
    this.signatureAt = grown(this.signatureAt);
    this.signatureLength = grown(this.signatureLength);
  }

  /** True when a band is boilerplate here: MAX_BAND_POSTINGS stories share it, and lookups skip it. */
  isCommon = (band: number): boolean => {
    const at = this.postings.find(band);
    return at !== NONE && this.postings.count(at) >= MAX_BAND_POSTINGS;
  };

  /** How many indexed items name a keyword. */
  keywordCount(key: number): number {
    return this.keywordCounts.get(key) ?? 0;
  }

  seedOf(storyId: string): Seed | undefined {
    return this.seeds.get(storyId);
  }

  setSeed(storyId: string, seed: Seed): void {
    this.seeds.set(storyId, seed);
    this.seedSlots.delete(storyId);
    // Seeds of long-gone stories are not worth keeping; any needed again is looked up again.
    if (this.seeds.size > 500_000) {
      this.seeds.clear();
      this.seedSlots.clear();
    }
  }

  /**
   * Items from other sources within the story window (or `windowMs`) that share a band with this one, most shared bands
   * first (then in the order they were met), at most MAX_PER_STORY per story and MAX_COMPARED in all.
   * Boilerplate bands (shared by MAX_BAND_POSTINGS stories) are skipped.
   */
  candidates(item: { sourceId: string; time: number; bands: number[]; windowMs?: number }): IndexedItem[] {
    const lookup = ++this.lookups;
    const windowMs = item.windowMs ?? STORY_WINDOW_MS;
    const { postings, times, sourceNumbers, seenBy, shared, hits } = this;
    const source = this.numbers.get(item.sourceId) ?? -1;
    hits.length = 0;
    let mostShared = 0;
    for (const band of item.bands) {
      const at = postings.find(band);
      if (at === NONE || postings.count(at) >= MAX_BAND_POSTINGS) continue;
      for (let entry = postings.first(at); entry !== NONE; entry = postings.next(entry)) {
        const slot = postings.item(entry);
        if (seenBy[slot] !== lookup) {
          if (sourceNumbers[slot] === source || Math.abs(times[slot]! - item.time) > windowMs) continue;
          seenBy[slot] = lookup;
          shared[slot] = 0;
          hits.push(slot);
        }
        const count = ++shared[slot]!;
        if (count > mostShared) mostShared = count;
      }
    }
    // Most shared bands first: a stable counting sort, as there are at most as many counts as bands.
    if (this.bySharedCount.length <= mostShared) this.bySharedCount = new Int32Array(mostShared * 2);
    const starts = this.bySharedCount.fill(0, 0, mostShared + 1);
    for (const slot of hits) starts[shared[slot]!]!++;
    for (let count = mostShared, at = 0; count > 0; count--) {
      const here = starts[count]!;
      starts[count] = at;
      at += here;
    }
    const ranked = this.ranked;
    ranked.length = hits.length;
    for (const slot of hits) ranked[starts[shared[slot]!]!++] = slot;
    const picked: IndexedItem[] = [];
    const pickedStories: number[] = [];
    for (const slot of ranked) {
      const story = this.storyNumbers[slot]!;
      let ofStory = 0;
      for (const chosen of pickedStories) if (chosen === story) ofStory++;
      if (ofStory >= MAX_PER_STORY) continue;
      picked.push(this.itemAt(slot));
      pickedStories.push(story);
      if (picked.length >= MAX_COMPARED) break;
    }
    return picked;
  }
}
