import { describe, expect, it } from 'vitest';
import { sameStoryScore } from '../group/same-story';
import {
  fingerprint,
  MENTION_PARTS,
  minhash,
  NAME_HASHES,
  namesMentioned,
  SIGNATURE_LENGTH,
  similarity,
  titleNames,
  tokens,
} from './similarity';

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

  it('reads the words of what happened as one word, whatever the spelling or language', () => {
    const title = (text: string) =>
      similarity(fingerprint(text, '').signature, fingerprint('Ultra Music Festival cancelled', '').signature)
        .title;
    expect(title('Ultra Music Festival canceled')).toBe(1);
    expect(title('Ultra Music Festival abgesagt')).toBe(1);
    expect(title('Ultra Music Festival opens')).toBeLessThan(1);
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

  it('leaves out calendar words, record formats and ordinals', () => {
    expect(titleNames('Carl Cox returns to Ibiza every Tuesday in July')).toEqual(['carl', 'cox', 'ibiza']);
    expect(titleNames('Tresor Records announces 35th anniversary EPs')).toEqual(['tresor', 'records']);
  });

  it('keeps a first or Title Case word only when the lead writes it capitalised too', () => {
    const lead = "Dekmantel's weekend tickets sold out in record time on Friday, the organisers said.";
    expect(titleNames('Sold out: Dekmantel weekend passes gone', lead)).toEqual(['dekmantel']);
    expect(titleNames('Dekmantel Weekend Passes Sold Out In An Hour', lead)).toEqual(['dekmantel']);
    // Without a lead, as before.
    expect(titleNames('Sold out: Dekmantel weekend passes gone')).toEqual(['sold', 'dekmantel']);
  });

  it('tells apart templated titles about different artists', () => {
    const a = fingerprint('Amelie Lens announces 12-date world tour', 'The tour has 12 dates.');
    const b = fingerprint('Carl Cox announces 12-date world tour', 'The tour has 12 dates.');
    expect(similarity(a.signature, b.signature).sharesName).toBe(false);
    const c = fingerprint('Amelie Lens reveals 12-date world tour', 'The tour has 12 dates.');
    expect(similarity(a.signature, c.signature).sharesName).toBe(true);
  });
});

describe('namesMentioned', () => {
  it.each([
    ['Berghain to close for renovation', 'Tresor to close for renovation', ''],
    [
      'Berghain to close for renovation',
      'Tresor to close for renovation',
      'The club shuts for building works.',
    ],
    ['Amelie Lens Announces World Tour', 'Carl Cox Announces World Tour', ''],
    ['Amelie Lens Announces World Tour', 'Carl Cox Announces World Tour', 'Forty dates start in March.'],
  ])('keeps "%s" and "%s" apart when the lead (%j) confirms no name', (titleA, titleB, lead) => {
    const a = fingerprint(titleA, lead);
    const b = fingerprint(titleB, lead);
    expect(namesMentioned(a.signature, b.signature)).toBeLessThan(1);
    expect(sameStoryScore(a.signature, b.signature)).toBeUndefined();
  });

  it('is 1 when each report mentions every name of the other headline, in its title or lead', () => {
    const festival = fingerprint(
      'Dekmantel Festival 2027: first 30 acts confirmed',
      'Four Tet, Peggy Gou and Job Jobse top the first announcement for the Dekmantel festival.',
    );
    const acts = fingerprint(
      'Four Tet and Peggy Gou lead Dekmantel 2027 lineup',
      'The Amsterdam festival shared its opening wave: Four Tet, Peggy Gou, Job Jobse and 27 more acts.',
    );
    expect(namesMentioned(festival.signature, acts.signature)).toBe(1);
  });

  it('falls when a headline names something the other report never mentions', () => {
    const tour = fingerprint(
      'Amelie Lens announces Velvet Orbit world tour',
      'Amelie Lens confirmed Velvet Orbit, a run of shows in Berlin.',
    );
    const album = fingerprint(
      'Amelie Lens announces Neon Signal world tour',
      'Amelie Lens confirmed Neon Signal, a run of shows in Berlin.',
    );
    expect(namesMentioned(tour.signature, album.signature)).toBeLessThan(1);
    expect(sameStoryScore(tour.signature, album.signature)).toBeUndefined();
  });

  it('mistakes an unmentioned name for a mentioned one rarely, even beside a full lead', () => {
    // A lead of 80 distinct words (the most a mention set holds) that names Qorvath.
    const lead = Array.from({ length: 80 }, (_, i) => `word${i}x`).join(' ');
    const other = fingerprint('Qorvath news', `Qorvath ${lead}`);
    let mistaken = 0;
    const trials = 4000;
    for (let i = 0; i < trials; i++) {
      const probe = fingerprint(`Qorvath meets Zentrix${i}q`, 'Qorvath and a name the other never says.');
      if (namesMentioned(probe.signature, other.signature) === 1) mistaken++;
    }
    // A 512-bit Bloom filter with three probes and 80 words: about 5% in theory.
    expect(mistaken / trials).toBeLessThan(0.08);
  });

  it('is undefined for a title without names and for a signature stored before name sets', () => {
    const named = fingerprint('Amelie Lens announces world tour', 'Forty dates in 2027.');
    const plain = fingerprint('a world tour is announced', 'forty dates in 2027.');
    expect(namesMentioned(named.signature, plain.signature)).toBeUndefined();
    // Older signatures held a MinHash of names (values of 0 and up) and no mention set.
    const older = named.signature
      .slice(0, SIGNATURE_LENGTH - MENTION_PARTS)
      .fill(5, SIGNATURE_LENGTH - MENTION_PARTS - NAME_HASHES);
    expect(namesMentioned(named.signature, older)).toBeUndefined();
  });
});

describe('bandsOf', () => {
  it('gives each title name a band, so reports sharing only a name meet as candidates', () => {
    const a = fingerprint(
      'Berghain to close for six months of renovation work',
      'The Berlin club Berghain will shut its doors in January for building works.',
    );
    const b = fingerprint(
      'No Klubnacht until July: Berghain announces building works',
      'Berghain said on Monday that its weekend parties pause while the building is renovated.',
    );
    const c = fingerprint(
      'Tresor to close for renovation',
      'The Berlin club Tresor shuts for building works.',
    );
    const shared = (x: number[], y: number[]) => x.filter((band) => y.includes(band)).length;
    expect(shared(a.bands, b.bands)).toBeGreaterThan(0);
    // Without a name in common, such different headlines share no band.
    expect(shared(b.bands, c.bands)).toBe(0);
  });
});
