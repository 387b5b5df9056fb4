import { describe, expect, it } from 'vitest';
import { evaluateGrouping } from '../../../bench/grouping';

// A quality floor on the hand-labelled events (bench/grouping.ts prints the figures): a change that makes
// grouping worse fails here, not in a reader's feed.
describe('grouping on the labelled events', () => {
  const result = evaluateGrouping();

  it('labels at least 150 pairs, hard ones included', () => {
    expect(result.allPairs.pairs).toBeGreaterThanOrEqual(150);
    expect(result.hardPairs.pairs).toBeGreaterThanOrEqual(150);
  });

  it('never joins different stories that share a name, and joins most reports of one event', () => {
    expect(result.hardPairs.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.allPairs.recall).toBeGreaterThanOrEqual(0.7);
  });
});
