import { similarity } from './similarity';

// Chosen on the labelled pairs in tests/fixtures/grouping (bench/grouping.ts prints precision and recall).
/** Mean of title and lead MinHash similarity from which two items may tell the same story. */
export const SAME_STORY_THRESHOLD = 0.25;
/** Titles must share some words too: boilerplate leads alone never make two items one story. */
export const MIN_TITLE_SIMILARITY = 0.1;
/** Names in the titles (artists, labels, festivals, products) must largely agree: templates alone never match. */
export const MIN_NAME_SIMILARITY = 0.4;

/** The similarity of two fingerprints when they tell the same story, or undefined when they do not. */
export function sameStoryScore(a: number[], b: number[]): number | undefined {
  const { score, title, names } = similarity(a, b);
  const namesAgree = names === undefined || names >= MIN_NAME_SIMILARITY;
  return namesAgree && title >= MIN_TITLE_SIMILARITY && score >= SAME_STORY_THRESHOLD ? score : undefined;
}
