import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rareKeywords } from '../../group/plan-stories';
import { sameStoryScore } from '../../group/same-story';
import { fingerprint } from '../similarity';

// Issue 39, point 4: reports that name an act only through what the knowledge base holds (a work, a member, a
// civil name, a founder) join the report that names it (tests/fixtures/world-knowledge/pairs.json, real events
// retold). Without the knowledge base's works and members, 5 of the 10 pairs joined.
type Pair = { a: [string, string]; b: [string, string] };
const set = JSON.parse(readFileSync('tests/fixtures/world-knowledge/pairs.json', 'utf8')) as {
  together: Pair[];
  apart: Pair[];
};
const signature = ([title, lead]: [string, string]) => fingerprint(title, lead).signature;
// As the crawler compares them: with the keywords rare in the batch (here the whole set), which say what
// happened ("royalties", "founded") where the names are few.
const rare = rareKeywords(
  { size: 0, keywordCount: () => 0 },
  [...set.together, ...set.apart]
    .flatMap((pair) => [pair.a, pair.b])
    .map((report) => ({ signature: signature(report) })),
);
const joined = (pairs: Pair[], keywords?: (key: number) => boolean) =>
  pairs.filter(
    (pair) => sameStoryScore(signature(pair.a), signature(pair.b), undefined, keywords) !== undefined,
  ).length;

describe('world knowledge in grouping', () => {
  it('joins most reports that name an act indirectly, and keeps its other news apart', () => {
    expect(joined(set.together)).toBeGreaterThanOrEqual(7);
    expect(joined(set.apart)).toBe(0);
  });

  it('joins every such pair as the crawler compares them, with the batch its rare keywords', () => {
    expect(joined(set.together, rare)).toBe(set.together.length);
    expect(joined(set.apart, rare)).toBe(0);
  });
});
