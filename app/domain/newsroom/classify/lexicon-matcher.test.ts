import { describe, expect, it } from 'vitest';
import { lexiconMatcher, lexiconSpanner, matchWords, type LexiconEntry } from './lexicon-matcher';

const entry = (kind: LexiconEntry['kind'], name: string, aliases: string[] = []) =>
  ({ kind, name, aliases }) as LexiconEntry;

describe('lexiconMatcher', () => {
  const lens = entry('artist', 'Amelie Lens');
  const cdj = entry('product', 'CDJ-3000X', ['CDJ 3000X']);
  const ade = entry('festival', 'Amsterdam Dance Event', ['ADE']);
  const movement = entry('festival', 'Movement');
  const timeWarp = entry('festival', 'Time Warp');
  const warp = entry('label', 'Warp');
  const match = lexiconMatcher([lens, cdj, ade, movement, timeWarp, warp]);

  it('finds names and aliases as whole words, case and punctuation aside', () => {
    expect(match('AMELIE LENS tested the cdj-3000x at ADE.')).toEqual([lens, cdj, ade]);
  });

  it('never matches part of a word or half a name', () => {
    expect(match('Amelie played; lenses and a grADE of ADEs')).toEqual([]);
  });

  it('takes a name spelt like an ordinary word only when it is written with a capital', () => {
    expect(match('The underground movement grows')).toEqual([]);
    expect(match('Movement adds a stage')).toEqual([movement]);
  });

  it('reads a name once: Time Warp is no Warp', () => {
    expect(match('Time Warp moves')).toEqual([timeWarp]);
    expect(lexiconSpanner([timeWarp, warp])(matchWords('Time Warp and Warp'))).toEqual([
      { start: 0, end: 2, entry: timeWarp },
      { start: 3, end: 4, entry: warp },
    ]);
  });
});
