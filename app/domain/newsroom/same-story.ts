import { LEAD_HASHES, NAME_HASHES, type Signature, TITLE_HASHES } from './similarity';

// Chosen on the labelled pairs in tests/fixtures/grouping (bench/grouping.ts prints precision and recall).
/** Mean of title and lead MinHash similarity from which two items may tell the same story. */
export const SAME_STORY_THRESHOLD = 0.25;
/** Titles must share some words too: boilerplate leads alone never make two items one story. */
export const MIN_TITLE_SIMILARITY = 0.1;
/** Names in the titles (artists, labels, festivals, products) must largely agree: templates alone never match. */
export const MIN_NAME_SIMILARITY = 0.4;

const LEAD_FROM = TITLE_HASHES;
const NAMES_FROM = TITLE_HASHES + LEAD_HASHES;

/** Share of equal hashes in one part of two signatures; 0 when either part had no words. */
function agreement(a: Signature, b: Signature, from: number, count: number): number {
  if (a[from] === -1 || b[from] === -1) return 0;
  let same = 0;
  for (let i = from; i < from + count; i++) if (a[i] === b[i]) same++;
  return same / count;
}

/**
 * The similarity of two fingerprints when they tell the same story, or undefined when they do not. This runs
 * for every candidate pair, so it reads the signatures in place and stops at the first failed rule (it
 * agrees with `similarity()`, which the tests check).
 */
export function sameStoryScore(a: Signature, b: Signature): number | undefined {
  const title = agreement(a, b, 0, TITLE_HASHES);
  if (title < MIN_TITLE_SIMILARITY) return undefined;
  const score = (title + agreement(a, b, LEAD_FROM, LEAD_HASHES)) / 2;
  if (score < SAME_STORY_THRESHOLD) return undefined;
  // Names count only when both titles have some (all-lower-case titles have none).
  const hasNames =
    a.length > NAMES_FROM && b.length > NAMES_FROM && a[NAMES_FROM] !== -1 && b[NAMES_FROM] !== -1;
  if (hasNames && agreement(a, b, NAMES_FROM, NAME_HASHES) < MIN_NAME_SIMILARITY) return undefined;
  return score;
}
