import { describe, expect, it } from 'vitest';
import { lexiconMatcher, type LexiconEntry } from './lexicon-matcher';

const entry = (kind: LexiconEntry['kind'], name: string, aliases: string[] = []) =>
  ({ kind, name, aliases }) as LexiconEntry;

describe('lexiconMatcher', () => {
  const lens = entry('artist', 'Amelie Lens');
  const cdj = entry('product', 'CDJ-3000X', ['CDJ 3000X']);
  const ade = entry('festival', 'Amsterdam Dance Event', ['ADE']);
  const match = lexiconMatcher([lens, cdj, ade]);

  it('finds names and aliases as whole words, case and punctuation aside', () => {
    expect(match('AMELIE LENS tested the cdj-3000x at ADE.')).toEqual([lens, cdj, ade]);
  });

  it('never matches part of a word or half a name', () => {
    expect(match('Amelie played; lenses and a grADE of ADEs')).toEqual([]);
  });
});
