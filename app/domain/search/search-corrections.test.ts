import { describe, expect, it } from 'vitest';
import { correctedQueries, editDistance, neighbourSwaps, rankCorrections } from './search-corrections';

const WORD = /[\p{L}\p{N}]+/gu;

describe('editDistance', () => {
  it.each([
    ['music', 'music', 0],
    ['musci', 'music', 1],
    ['musci', 'must', 2],
    ['tomorowland', 'tomorrowland', 1],
    ['festivl', 'festival', 1],
    ['', 'abc', 3],
    ['røyksopp', 'royksopp', 1],
  ])('%s → %s takes %i', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
  });
});

describe('neighbourSwaps', () => {
  it('swaps each pair of neighbouring letters once, skipping pairs of the same letter', () => {
    expect(neighbourSwaps('tecnho')).toContain('techno');
    expect(neighbourSwaps('abc')).toEqual(['bac', 'acb']);
    expect(neighbourSwaps('aab')).toEqual(['aba']);
    expect(neighbourSwaps('a')).toEqual([]);
    expect(neighbourSwaps('sønar')).toContain('sønra');
  });
});

describe('rankCorrections', () => {
  it('prefers fewer edits, then the more frequent word, then the more similar', () => {
    expect(
      rankCorrections('musci', [
        { word: 'must', count: 40, similarity: 0.38 },
        { word: 'music', count: 30, similarity: 0.33 },
        { word: 'museum', count: 2, similarity: 0.3 },
      ]),
    ).toEqual(['music', 'must']);
    expect(
      rankCorrections('lense', [
        { word: 'lenses', count: 3, similarity: 0.6 },
        { word: 'lens', count: 9, similarity: 0.5 },
      ]),
    ).toEqual(['lens', 'lenses']);
  });

  it('drops words too far away and the word itself', () => {
    expect(rankCorrections('acid', [{ word: 'acid', count: 9, similarity: 1 }])).toEqual([]);
    expect(rankCorrections('acid', [{ word: 'arcade', count: 9, similarity: 0.3 }])).toEqual([]);
  });
});

describe('correctedQueries', () => {
  it('replaces unknown words and keeps operators, quotes and known words as typed', () => {
    const corrections = new Map([['festivl', ['festival']]]);
    expect(correctedQueries('"Summer festivl" -rain', corrections, WORD, 3)).toEqual([
      '"Summer festival" -rain',
    ]);
  });

  it("offers the first unknown word's next best corrections after the best query", () => {
    const corrections = new Map([
      ['musci', ['music', 'must']],
      ['technoo', ['techno']],
    ]);
    expect(correctedQueries('musci technoo', corrections, WORD, 3)).toEqual(['music techno', 'must techno']);
  });

  it('suggests nothing without a correction', () => {
    expect(correctedQueries('acid', new Map(), WORD, 3)).toEqual([]);
    expect(correctedQueries('acid', new Map([['acid', []]]), WORD, 3)).toEqual([]);
  });
});
