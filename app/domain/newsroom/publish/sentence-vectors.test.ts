import { describe, expect, it } from 'vitest';
import { tokens } from '../normalise/similarity';
import { factWords, nearRepeat, vector } from './sentence-vectors';

const bag = (sentence: string) => vector(tokens(sentence));

describe('nearRepeat', () => {
  it.each([
    [
      'The update is free for DX-4 owners and installs over USB.',
      'The update is free for every DX-4 owner and installs over USB.',
      true,
    ],
    ['The tour starts in Antwerp in March and ends in Melbourne.', 'The run opens in Antwerp.', false],
    ['Tickets go on sale on Friday at 10:00.', 'Tickets go on sale on Friday.', true],
    // A sentence that holds a said one and adds much to it is not a repeat of it.
    [
      'Tickets go on sale on Friday.',
      'Tickets go on sale on Friday, with a presale for fan club members in Leeds, Berlin, Osaka and Lagos on Thursday and day passes in late spring.',
      false,
    ],
  ])('%s / %s: %s', (said, candidate, repeat) => {
    expect(nearRepeat(bag(said), bag(candidate))).toBe(repeat);
  });
});

describe('factWords', () => {
  it.each([
    ['The 30-date world tour ends in Mexico City.', ['30', 'mexico', 'city']],
    ['Corvid Instruments has unveiled the Rook-8.', ['corvid', 'instruments', 'rook', '8']],
    ['Die Compilation erscheint am ersten Freitag im Dezember.', ['compilation', 'freitag', 'dezember']],
    ['It is out now.', []],
  ])('%s', (sentence, facts) => {
    expect(factWords(sentence)).toEqual(facts);
  });
});
