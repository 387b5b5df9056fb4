import { describe, expect, it } from 'vitest';
import {
  articleWeight,
  artistCredits,
  CHART_LENGTH,
  comparable,
  rankReleases,
  scoreReleases,
  type CandidateRelease,
  type SignalArticle,
} from './weekly-chart-scoring';

const week = { from: '2026-11-20', to: '2026-11-27' };

const release = (id: string, overrides: Partial<CandidateRelease> = {}): CandidateRelease => ({
  id,
  slug: id,
  title: `Release ${id}`,
  artist: `Artist ${id}`,
  label: 'Label',
  genre: 'House',
  releaseDate: '2026-10-01',
  trackTitle: `Track ${id}`,
  link: `https://store.example/${id}`,
  embedId: null,
  ...overrides,
});

const story = (id: string, overrides: Partial<SignalArticle> = {}): SignalArticle => ({
  id,
  text: `Story ${id}`,
  views: 0,
  sourceCount: 1,
  artists: [],
  labels: [],
  genres: [],
  ...overrides,
});

const scoresOf = (articles: SignalArticle[], releases: CandidateRelease[]) =>
  Object.fromEntries(scoreReleases(articles, releases, week).map((entry) => [entry.id, entry.score]));

describe('a story’s weight', () => {
  it('is its sources times 1 + log10(1 + views), with at least one source', () => {
    expect(articleWeight({ sourceCount: 1, views: 0 })).toBe(1);
    expect(articleWeight({ sourceCount: 0, views: 0 })).toBe(1);
    expect(articleWeight({ sourceCount: 3, views: 99 })).toBe(9);
    expect(articleWeight({ sourceCount: 2, views: 9 })).toBe(4);
  });
});

describe('artist credits', () => {
  it.each([
    ['Above & Beyond', ['above and beyond']],
    ['Tiësto', ['tiesto']],
    ['Armin van Buuren feat. Wrabel', ['armin van buuren feat wrabel', 'armin van buuren', 'wrabel']],
    ['Anyma, Chris Avantgarde', ['anyma chris avantgarde', 'anyma', 'chris avantgarde']],
    ['Bicep x Hammer', ['bicep x hammer', 'bicep', 'hammer']],
    ['Sasha vs. Digweed', ['sasha vs digweed', 'sasha', 'digweed']],
  ])('%s credits %j', (artist, names) => {
    expect(artistCredits(artist)).toEqual(names);
  });
});

describe('scoring the week’s releases', () => {
  it('gives a named title 3 points, an artist alone 1 point to their current release, a label 0.5 to its new releases', () => {
    const releases = [
      release('older', { artist: 'Ben Böhmer', title: 'Breathing', releaseDate: '2026-09-01' }),
      release('current', {
        artist: 'Ben Böhmer',
        title: 'Lumen EP',
        trackTitle: 'Lumen',
        releaseDate: '2026-11-06',
      }),
      release('upcoming', { artist: 'Ben Böhmer', title: 'Later', releaseDate: '2026-12-10' }),
      release('label-new', { label: 'Anjunadeep', releaseDate: '2026-11-24' }),
      release('label-old', { label: 'Anjunadeep', releaseDate: '2026-10-01' }),
      release('silent'),
    ];
    const scores = scoresOf(
      [
        // Names the older release's title with its artist: 3 points there, nothing for the current one.
        story('a', { text: 'Ben Böhmer on how Breathing was made', artists: ['Ben Bohmer'] }),
        // The artist alone, told by two sources: 2 × 1 point to the current release.
        story('b', { artists: ['Ben Böhmer'], sourceCount: 2 }),
        // The label: half a point to its release of this week only.
        story('c', { labels: ['Anjunadeep'] }),
      ],
      releases,
    );
    // label-new is out this week: one point of its own beside the label's half.
    expect(scores).toEqual({ older: 3, current: 2, 'label-new': 1.5 });
  });

  it('finds a title as whole words, with "EP" dropped, and never a title of fewer than four letters', () => {
    const releases = [
      release('ep', { artist: 'Lane 8', title: 'Reviver EP', trackTitle: 'Reviver' }),
      release('short', { artist: 'Bicep', title: 'Glue', trackTitle: 'Up' }),
    ];
    expect(
      scoresOf([story('a', { text: 'Lane 8 returns with Reviver', artists: ['Lane 8'] })], releases),
    ).toEqual({
      ep: 3,
    });
    // "Revivers" is not "Reviver": the artist's mention counts, as a mention.
    expect(scoresOf([story('a', { text: 'Revivers of trance', artists: ['Lane 8'] })], releases)).toEqual({
      ep: 1,
    });
    // "Up" is too short to prove anything; "Glue" is a title.
    expect(scoresOf([story('a', { text: 'Bicep turn it up', artists: ['Bicep'] })], releases)).toEqual({
      short: 1,
    });
    expect(
      scoresOf([story('a', { text: 'Bicep: Glue, ten years on', artists: ['Bicep'] })], releases),
    ).toEqual({
      short: 3,
    });
  });

  it('needs the artist among the story’s tags for a title to count, and credits a release once per story', () => {
    const releases = [release('duo', { artist: 'Anyma, Chris Avantgarde', title: 'Eternity' })];
    expect(scoresOf([story('a', { text: 'Eternity is a long time' })], releases)).toEqual({});
    expect(scoresOf([story('a', { artists: ['Anyma', 'Chris Avantgarde'] })], releases)).toEqual({ duo: 1 });
  });

  it('weighs by views, and keeps the genres of the stories that named a release', () => {
    const [scored] = scoreReleases(
      [story('a', { artists: ['Artist r'], views: 999, genres: ['Trance'] })],
      [release('r', { genre: 'Progressive' })],
      week,
    );
    expect(scored?.score).toBe(4);
    expect([...scored!.genres].sort()).toEqual(['progressive', 'trance']);
  });
});

describe('ranking a chart', () => {
  const scored = scoreReleases(
    [
      story('a', { artists: ['Artist trance'], genres: ['Trance'], sourceCount: 3 }),
      story('b', { artists: ['Artist house'], sourceCount: 2 }),
      story('c', { artists: ['Artist tie-new', 'Artist tie-old'] }),
    ],
    [
      release('trance', { genre: 'House' }),
      release('house', { genre: 'House' }),
      release('tie-new', { genre: 'Trance', releaseDate: '2026-10-20' }),
      release('tie-old', { genre: 'Trance', releaseDate: '2026-10-10' }),
    ],
    week,
  );

  it('ranks by score, then the newer release, and gives each entry its artist, track, label and link', () => {
    expect(rankReleases(scored, null).map((entry) => [entry.rank, entry.artist, entry.score])).toEqual([
      [1, 'Artist trance', 3],
      [2, 'Artist house', 2],
      [3, 'Artist tie-new', 1],
      [4, 'Artist tie-old', 1],
    ]);
    expect(rankReleases(scored, null)[0]).toEqual({
      rank: 1,
      artist: 'Artist trance',
      trackTitle: 'Track trance',
      label: 'Label',
      sourceUrl: 'https://store.example/trance',
      embedId: null,
      score: 3,
    });
  });

  it('takes into a genre chart the releases of the genre and those the genre’s stories named', () => {
    expect(rankReleases(scored, [comparable('Trance')]).map((entry) => entry.artist)).toEqual([
      'Artist trance',
      'Artist tie-new',
      'Artist tie-old',
    ]);
  });

  it('lists ten at most', () => {
    const many = Array.from({ length: 14 }, (_, i) => release(`r${i}`, { releaseDate: '2026-11-25' }));
    const ranked = rankReleases(scoreReleases([], many, week), null);
    expect(ranked).toHaveLength(CHART_LENGTH);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
