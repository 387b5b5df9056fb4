import { LEAD_HASHES, namesMentioned, type Signature, TITLE_HASHES } from '../normalise/similarity';

// Chosen on the labelled pairs in tests/fixtures/grouping (bench/grouping.ts prints precision and recall).
/** Mean of title and lead MinHash similarity from which two items may tell the same story. */
export const SAME_STORY_THRESHOLD = 0.25;
/** Titles must share some words too: boilerplate leads alone never make two items one story. */
export const MIN_TITLE_SIMILARITY = 0.1;
/**
 * The names in each title (artists, labels, festivals, products) must all be mentioned by the other report,
 * in its title or lead: templates alone never match, two stories of one artist each name something the
 * other never mentions, and a headline naming three acts still matches one naming only the festival when
 * its text lists them.
 */
export const MIN_NAMES_MENTIONED = 1;

const LEAD_FROM = TITLE_HASHES;

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
  const names = namesMentioned(a, b);
  if (names !== undefined && names < MIN_NAMES_MENTIONED) return undefined;
  return score;
}
