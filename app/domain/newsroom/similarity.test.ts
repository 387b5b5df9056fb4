import { describe, expect, it } from 'vitest';
import { fingerprint, minhash, similarity, titleNames, tokens } from './similarity';

describe('similarity', () => {
  it('keeps meaningful words only', () => {
    expect(tokens('Amelie Lens announces a 2027 world tour!')).toEqual([
      'amelie',
      'lens',
      '2027',
      'world',
      'tour',
    ]);
  });

  it('estimates Jaccard similarity with MinHash', () => {
    const a = 'one two three four five six seven eight nine ten'.split(' ');
    const b = 'one two three four five six seven eight eleven twelve'.split(' ');
    const sa = minhash(a, 256);
    const sb = minhash(b, 256);
    const same = sa.filter((value, i) => value === sb[i]).length / 256;
    expect(same).toBeGreaterThan(0.5); // true Jaccard 8/12 = 0.67
    expect(same).toBeLessThan(0.8);
  });

  it('scores reports of one event high and different events about one festival low', () => {
    const tour1 = fingerprint(
      'Amelie Lens announces 2027 world tour',
      'The Belgian DJ will play 40 dates in 2027, starting in Antwerp.',
    );
    const tour2 = fingerprint(
      'Amelie Lens reveals huge 2027 world tour',
      'Amelie Lens is heading out on a 40-date world tour next year, opening in Antwerp.',
    );
    const lineup = fingerprint(
      'Dekmantel reveals first lineup wave',
      'Dekmantel has revealed the first 30 names for its Amsterdam festival.',
    );
    const tickets = fingerprint(
      'Dekmantel tickets sell out in an hour',
      'All weekend tickets for the Amsterdam festival Dekmantel sold out within an hour.',
    );
    expect(similarity(tour1.signature, tour2.signature).score).toBeGreaterThan(0.4);
    expect(similarity(lineup.signature, tickets.signature).score).toBeLessThan(0.25);
    // Similar items share at least one LSH band, so the database finds them as candidates.
    expect(tour1.bands.some((band) => tour2.bands.includes(band))).toBe(true);
  });

  it('is stable across calls and processes', () => {
    expect(fingerprint('Same title', 'same text').signature).toEqual(
      fingerprint('Same title', 'same text').signature,
    );
  });
});

describe('titleNames', () => {
  it('keeps the names of artists, places and products, not template words or years', () => {
    expect(titleNames('New album: Jamie Jones moves to Innervisions in 2027')).toEqual([
      'jamie',
      'jones',
      'innervisions',
    ]);
    expect(titleNames('Pioneer DJ unveils the CDJ-3000X')).toEqual(['pioneer', 'dj', 'cdj', '3000x']);
    expect(titleNames('Amelie Lens reveals huge 40-date tour for 2027')).toEqual(['amelie', 'lens']);
  });

  it('tells apart templated titles about different artists', () => {
    const a = fingerprint('Amelie Lens announces 12-date world tour', 'The tour has 12 dates.');
    const b = fingerprint('Carl Cox announces 12-date world tour', 'The tour has 12 dates.');
    expect(similarity(a.signature, b.signature).sharesName).toBe(false);
    const c = fingerprint('Amelie Lens reveals 12-date world tour', 'The tour has 12 dates.');
    expect(similarity(a.signature, c.signature).sharesName).toBe(true);
  });
});
