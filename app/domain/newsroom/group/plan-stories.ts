import { lateScore, SAME_STORY_THRESHOLD, sameNameAndHappening, sameStoryScore } from './same-story';
import { anchorBandsOf, keywordsOf, type Signature } from '../normalise/similarity';
import {
  IndexedItem,
  LATE_WINDOW_MS,
  MAX_BAND_POSTINGS,
  type Seed,
  STORY_WINDOW_MS,
  type StoryIndex,
} from './story-index';

/** A new item about to be stored, as grouping sees it. */
export type GroupableItem = {
  id: string;
  sourceId: string;
  title: string;
  publishedAt: Date;
  signature: Signature;
  bands: number[];
};

export type NewStory = {
  title: string;
  firstItemId: string;
  firstSeenAt: Date;
  lastItemAt: Date;
  itemCount: number;
};

/** What grouping decided for a batch: stories to create, stories that gained items, and each item's story. */
export type StoryPlan = {
  created: Map<string, NewStory>;
  joined: Map<string, { count: number; first: GroupableItem; last: Date }>;
  storyOf: Map<string, string>;
};

/**
 * Puts each new item into a story: the story of its most similar candidate from another source within 72
 * hours, provided the item also resembles that story's seed (its first item, which stops a story drifting
 * item by item into another), or a new story of its own. Items are taken oldest first and join the index as
 * they go, so two reports in one batch find each other. An item no candidate joins still joins the story three
 * outlets told as it does (`corroboratedBy`). The index knows the seeds of the stories it holds
 * (`syncStoryIndex` loads them with the items).
 */
export function planStories(index: StoryIndex, items: GroupableItem[], newStoryId: () => string): StoryPlan {
  const plan: StoryPlan = { created: new Map(), joined: new Map(), storyOf: new Map() };
  const common = commonAnchors(index, items);
  const rare = rareKeywords(index, items);
  const ordered = [...items].sort(
    (a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const item of ordered) {
    const time = item.publishedAt.getTime();
    let best: { storyId: string; score: number } | undefined;
    // Stories whose seed the item does not resemble, looked at once each.
    const unseeded = new Set<string>();
    for (const candidate of index.candidates({ sourceId: item.sourceId, time, bands: item.bands })) {
      let score = sameStoryScore(
        item.signature,
        candidate.signature,
        common,
        rare,
        Math.abs(time - candidate.time),
      );
      if (score === undefined || (best && score <= best.score)) continue;
      const seed = index.seedOf(candidate.storyId);
      if (
        seed &&
        seed.signature !== candidate.signature &&
        sameStoryScore(item.signature, seed.signature, common, rare, Math.abs(time - seed.time)) === undefined
      ) {
        // Two of the story's other items that resemble the item hold it as its seed would: a story told in
        // several languages has items that meet a late report on what the seed's words could not say.
        if (unseeded.has(candidate.storyId)) continue;
        unseeded.add(candidate.storyId);
        const held = heldBy(index.itemsOf(candidate.storyId), item, seed, common, rare);
        if (held === undefined) continue;
        score = Math.min(score, held);
        if (best && score <= best.score) continue;
      }
      best = { storyId: candidate.storyId, score };
    }
    if (!best) best = corroboratedBy(index, item, common);
    if (!best) best = lateStory(index, item, common, rare);
    let storyId: string;
    const fresh = best && plan.created.get(best.storyId);
    if (best && fresh) {
      storyId = best.storyId;
      fresh.itemCount++;
      fresh.lastItemAt = item.publishedAt;
    } else if (best) {
      storyId = best.storyId;
      const entry = plan.joined.get(storyId);
      if (entry) {
        entry.count++;
        entry.last = item.publishedAt;
      } else plan.joined.set(storyId, { count: 1, first: item, last: item.publishedAt });
    } else {
      storyId = newStoryId();
      index.setSeed(storyId, { time, signature: item.signature });
      plan.created.set(storyId, {
        title: item.title,
        firstItemId: item.id,
        firstSeenAt: item.publishedAt,
        lastItemAt: item.publishedAt,
        itemCount: 1,
      });
    }
    plan.storyOf.set(item.id, storyId);
    index.add(new IndexedItem(item.id, item.sourceId, storyId, time, item.signature), item.bands);
  }
  return plan;
}

/**
 * The story of the most similar report further back than the story window (up to LATE_WINDOW_MS) when the
 * evidence is strong (`lateScore`): a report retelling the news in its words, five days late. Asked only when nothing within
 * the window joins the item, so the usual lookup keeps its cost; scored below any join within the window. The
 * item must resemble the story's seed too, as within the window.
 */
function lateStory(
  index: StoryIndex,
  item: GroupableItem,
  common: (band: number) => boolean,
  rare: (keyword: number) => boolean,
): { storyId: string; score: number } | undefined {
  const time = item.publishedAt.getTime();
  let best: { storyId: string; score: number } | undefined;
  const looked = new Set<string>();
  for (const candidate of index.candidates({
    sourceId: item.sourceId,
    time,
    bands: item.bands,
    windowMs: LATE_WINDOW_MS,
  })) {
    if (Math.abs(time - candidate.time) <= STORY_WINDOW_MS) continue;
    if (!looked.has(candidate.storyId)) {
      const recent = recentItemOf(index, candidate.storyId, item, common, rare);
      if (recent !== undefined && (!best || recent.score > best.score)) best = recent;
    }
    looked.add(candidate.storyId);
    const score = lateScore(item.signature, candidate.signature);
    if (score === undefined || (best && score <= best.score)) continue;
    const seed = index.seedOf(candidate.storyId);
    if (
      seed &&
      seed.signature !== candidate.signature &&
      sameStoryScore(item.signature, seed.signature, common, rare, Math.abs(time - seed.time)) ===
        undefined &&
      heldBy(index.itemsOf(candidate.storyId), item, seed, common, rare) === undefined
    )
      continue;
    best = { storyId: candidate.storyId, score };
  }
  if (best) return { storyId: best.storyId, score: best.score * LATE_SCALE };
  return retoldBy(index, item, looked);
}

/**
 * The story by one of its reports within the window that the item resembles as a candidate would, when the
 * lookup met the story only through an older report (decision 098). A story keeps one posting per band, held by
 * the first of its reports that has it, so a report three days after the first report of a sale finds the story
 * by that first report, beyond the window, and never meets the story's report of yesterday that it retells.
 * The story's seed must resemble the item too, or two of its reports hold it, as within the window.
 */
function recentItemOf(
  index: StoryIndex,
  storyId: string,
  item: GroupableItem,
  common: (band: number) => boolean,
  rare: (keyword: number) => boolean,
): { storyId: string; score: number } | undefined {
  const time = item.publishedAt.getTime();
  const own = index.itemsOf(storyId);
  let best: number | undefined;
  for (const other of own) {
    const apart = Math.abs(time - other.time);
    if (other.sourceId === item.sourceId || apart > STORY_WINDOW_MS) continue;
    const score = sameStoryScore(item.signature, other.signature, common, rare, apart);
    if (score !== undefined && (best === undefined || score > best)) best = score;
  }
  if (best === undefined) return undefined;
  const seed = index.seedOf(storyId);
  if (
    seed &&
    sameStoryScore(item.signature, seed.signature, common, rare, Math.abs(time - seed.time)) === undefined &&
    heldBy(own, item, seed, common, rare) === undefined
  )
    return undefined;
  // Scored as a late join by words would be before scaling: below any join the lookup made within the window.
  return { storyId, score: best };
}

/**
 * The story whose reports from CORROBORATING_SOURCES outlets, at least, the item retells in its words as the words
 * rule reads them within the window (`lateScore` at SAME_STORY_THRESHOLD), though none reaches `lateScore`'s own
 * bar: a weekly's obituary five days after the death, alike to each report of it but the same as none (decision
 * 089's addendum). What follows a death names it and says it happened, but is not alike in words to three outlets'
 * reports of it. Asked of the stories `lateStory` looked at; scored below any late join by one report.
 */
function retoldBy(
  index: StoryIndex,
  item: GroupableItem,
  stories: ReadonlySet<string>,
): { storyId: string; score: number } | undefined {
  const time = item.publishedAt.getTime();
  for (const storyId of stories) {
    const own = index.itemsOf(storyId);
    // Most late items look at stories of one or two reports: nothing to count there.
    if (own.length < CORROBORATING_SOURCES) continue;
    const sources = new Set<string>();
    for (const other of own)
      if (
        other.sourceId !== item.sourceId &&
        Math.abs(time - other.time) <= LATE_WINDOW_MS &&
        lateScore(item.signature, other.signature, SAME_STORY_THRESHOLD) !== undefined
      )
        sources.add(other.sourceId);
    if (sources.size >= CORROBORATING_SOURCES) return { storyId, score: CORROBORATED_SCORE * LATE_SCALE };
  }
  return undefined;
}

/** Late joins score below joins within the window. */
const LATE_SCALE = 0.01;

/** Items of a story, besides its seed, that must resemble a report its seed does not resemble. */
const HOLDING_ITEMS = 2;

/**
 * The lower score of the first HOLDING_ITEMS items of a story (not its seed, nor from the item's source) that
 * resemble the item, or undefined when fewer do.
 */
function heldBy(
  own: readonly IndexedItem[],
  item: GroupableItem,
  seed: Seed,
  common: (band: number) => boolean,
  rare: (keyword: number) => boolean,
): number | undefined {
  const time = item.publishedAt.getTime();
  let holding = 0;
  let lowest = Infinity;
  for (const other of own) {
    if (other.signature === seed.signature || other.sourceId === item.sourceId) continue;
    const score = sameStoryScore(item.signature, other.signature, common, rare, Math.abs(time - other.time));
    if (score === undefined) continue;
    lowest = Math.min(lowest, score);
    if (++holding >= HOLDING_ITEMS) return lowest;
  }
  return undefined;
}

/** Outlets whose reports of one story, at least, must each name what the item names and say what it says. */
const CORROBORATING_SOURCES = 3;
/** What a report joins a story by with no report alike enough: below any score `sameStoryScore` gives. */
const CORROBORATED_SCORE = 0.001;

/**
 * The story that reports of CORROBORATING_SOURCES other outlets within 72 hours tell as the item does: each
 * names one of its names and says the same thing happened (`sameNameAndHappening`), none contradicted by a
 * date. A report a day or two late that shares only the festival and its cancellation with each report is too
 * little alone, but a story three outlets told that way is that event: one act's two events of one kind rarely
 * break within three days. Asked only when no candidate joins the item on its own, so it never outbids a story
 * the item resembles.
 */
function corroboratedBy(
  index: StoryIndex,
  item: GroupableItem,
  common: (band: number) => boolean,
): { storyId: string; score: number } | undefined {
  const time = item.publishedAt.getTime();
  const looked = new Set<string>();
  for (const candidate of index.candidates({ sourceId: item.sourceId, time, bands: item.bands })) {
    if (looked.has(candidate.storyId)) continue;
    looked.add(candidate.storyId);
    const sources = new Set<string>();
    for (const other of index.itemsOf(candidate.storyId))
      if (
        other.sourceId !== item.sourceId &&
        Math.abs(time - other.time) <= STORY_WINDOW_MS &&
        sameNameAndHappening(item.signature, other.signature, common)
      )
        sources.add(other.sourceId);
    if (sources.size >= CORROBORATING_SOURCES)
      return { storyId: candidate.storyId, score: CORROBORATED_SCORE };
  }
  return undefined;
}

/** Reports in one batch naming an anchor from which it is common, as in the index (a few per story). */
const COMMON_IN_BATCH = 2 * MAX_BAND_POSTINGS;

/**
 * Which anchors are too common to tell events apart: those the index already follows in MAX_BAND_POSTINGS
 * stories, and those this batch names often. The batch counts because the index starts empty: a first crawl
 * would otherwise take every act and city for a rare name until its first few hundred items are in.
 */
export function commonAnchors(index: StoryIndex, items: GroupableItem[]): (band: number) => boolean {
  const counts = new Map<number, number>();
  for (const item of items)
    for (const band of anchorBandsOf(item.signature)) counts.set(band, (counts.get(band) ?? 0) + 1);
  return (band) => index.isCommon(band) || (counts.get(band) ?? 0) >= COMMON_IN_BATCH;
}

/** Reports naming a keyword, at most, for it to be rare: a few events' worth, or a share of a larger corpus. */
const RARE_KEYWORD_REPORTS = 4;
const RARE_KEYWORD_SHARE = 1 / 400;

/**
 * Which keywords are rare: named by few reports of this batch and of the index alike. "Wrist" or "blaze" is;
 * "tickets" or "festival" is not, nor any word of a template that many feeds share.
 */
export function rareKeywords(
  index: { size: number; keywordCount: (key: number) => number },
  items: { signature: Signature }[],
): (key: number) => boolean {
  const counts = new Map<number, number>();
  for (const item of items)
    for (const key of keywordsOf(item.signature)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const limit = Math.max(RARE_KEYWORD_REPORTS, Math.max(items.length, index.size) * RARE_KEYWORD_SHARE);
  return (key) => (counts.get(key) ?? 0) <= limit && index.keywordCount(key) <= limit;
}
