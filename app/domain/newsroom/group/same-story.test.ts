import { describe, expect, it } from 'vitest';
import {
  evaluateGrouping,
  HOLDOUT_SET,
  MEANING_CHECK_SET,
  MEANING_HOLDOUT_2_SET,
  MEANING_HOLDOUT_SET,
  TUNING_SET,
} from '../../../../bench/grouping';

// A quality floor on the hand-labelled events (bench/grouping.ts prints the figures): a change that makes
// grouping worse fails here, not in a reader's feed.
describe('grouping on the labelled events', () => {
  const result = evaluateGrouping(TUNING_SET);

  it('labels at least 150 pairs, hard ones included', () => {
    expect(result.allPairs.pairs).toBeGreaterThanOrEqual(150);
    expect(result.hardPairs.pairs).toBeGreaterThanOrEqual(150);
  });

  it('never joins different stories that share a name, and joins most reports of one event', () => {
    expect(result.hardPairs.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.allPairs.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps that quality when grouping goes through the story index, as the crawler does', () => {
    expect(result.throughIndex.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.throughIndex.recall).toBeGreaterThanOrEqual(0.84);
  });
});

// The held-out events were written after the rule was chosen, many with headlines that share no word at all
// ("Berghain to close for renovation" / "Berlin's most famous club goes dark"): word-based grouping finds
// a third of their pairs. The floor guards precision above all.
describe('grouping on the held-out events', () => {
  const result = evaluateGrouping(HOLDOUT_SET);

  it('labels at least 150 pairs', () => {
    expect(result.events).toBeGreaterThanOrEqual(40);
    expect(result.hardPairs.pairs).toBeGreaterThanOrEqual(150);
  });

  it('keeps different stories apart and joins what shares its words or its facts', () => {
    // Pair by pair, anchors join three reports of one product's other news that name it (decision 033);
    // the index's seed rule keeps them apart.
    expect(result.hardPairs.precision).toBeGreaterThanOrEqual(0.94);
    expect(result.allPairs.recall).toBeGreaterThanOrEqual(0.43);
    expect(result.throughIndex.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.throughIndex.recall).toBeGreaterThanOrEqual(0.45);
  });
});

// Reports of one event told in other words, in couples of events that share a name (decisions 030 and
// 033): the anchors of their leads (dates, prices, codes, counts) join them; the words rule found 1-6%.
describe('grouping by meaning on held-out events', () => {
  for (const [set, recall] of [
    [MEANING_HOLDOUT_SET, 0.69],
    [MEANING_CHECK_SET, 0.95],
    [MEANING_HOLDOUT_2_SET, 0.12],
  ] as const)
    it(`keeps precision and joins most reports of one event (${set.split('/').pop()})`, () => {
      const result = evaluateGrouping(set);
      expect(result.hardPairs.pairs).toBeGreaterThanOrEqual(90);
      expect(result.hardPairs.precision).toBeGreaterThanOrEqual(0.97);
      expect(result.throughIndex.precision).toBeGreaterThanOrEqual(0.97);
      expect(result.throughIndex.recall).toBeGreaterThanOrEqual(recall);
    });
});

describe('sameStoryScore', () => {
  it('agrees with the similarity rules on every labelled pair the words rule joins', async () => {
    const { readFileSync } = await import('node:fs');
    const { fingerprint, similarity } = await import('../normalise/similarity');
    const { SAME_STORY_THRESHOLD, MIN_TITLE_SIMILARITY, MIN_NAMES_MENTIONED, sameStoryScore } =
      await import('./same-story');
    const { events } = JSON.parse(readFileSync(TUNING_SET, 'utf8')) as {
      events: { reports: [string, string][] }[];
    };
    const prints = events.flatMap((event) => event.reports.map(([title, text]) => fingerprint(title, text)));
    let agreed = 0;
    for (const a of prints)
      for (const b of prints) {
        const s = similarity(a.signature, b.signature);
        const expected =
          (s.names === undefined || s.names >= MIN_NAMES_MENTIONED) &&
          s.title >= MIN_TITLE_SIMILARITY &&
          s.score >= SAME_STORY_THRESHOLD
            ? s.score
            : undefined;
        const score = sameStoryScore(a.signature, b.signature);
        // Pairs the words rule refuses may still agree by their anchors, always scoring below its threshold.
        if (expected !== undefined || score === undefined) expect(score).toBe(expected);
        else expect(score).toBeLessThan(SAME_STORY_THRESHOLD);
        agreed++;
      }
    expect(agreed).toBe(prints.length ** 2);
  });
});
