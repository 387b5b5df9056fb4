import { describe, expect, it } from 'vitest';
import { lookupUrl, readAnswer, serviceFor } from './lookup-services';

const mbid = '0f4c3b8e-7d0a-4c55-9a39-0f5b2a3c9e11';

describe('name lookup requests and answers', () => {
  it('asks MusicBrainz for acts and labels, Wikidata for festivals, venues and companies', () => {
    expect(serviceFor('artist', ['musicbrainz', 'wikidata'])).toBe('musicbrainz');
    expect(serviceFor('label', ['wikidata'])).toBeNull();
    expect(serviceFor('festival', ['musicbrainz', 'wikidata'])).toBe('wikidata');
    expect(serviceFor('product', ['musicbrainz', 'wikidata'])).toBeNull();
    const artist = lookupUrl('musicbrainz', 'https://musicbrainz.org/', 'Orla "OV" Venn', 'artist');
    expect(artist.pathname).toBe('/ws/2/artist');
    expect(artist.searchParams.get('query')).toBe('artist:"Orla \\"OV\\" Venn"');
    expect(artist.searchParams.get('fmt')).toBe('json');
    expect(lookupUrl('musicbrainz', 'https://musicbrainz.org', 'Okapi Tapes', 'label').pathname).toBe(
      '/ws/2/label',
    );
    const item = lookupUrl('wikidata', 'https://www.wikidata.org', 'Lumen Weekender', 'festival');
    expect(item.pathname).toBe('/w/api.php');
    expect(Object.fromEntries(item.searchParams)).toMatchObject({
      action: 'wbsearchentities',
      search: 'Lumen Weekender',
      type: 'item',
      format: 'json',
    });
  });

  it.each([
    ['an exact, sure hit', [{ id: mbid, name: 'Orla Venn', score: 100, type: 'Person' }], 'found'],
    ['the same name with accents', [{ id: mbid, name: 'Órla Venn', score: 98 }], 'found'],
    ['a hit MusicBrainz is unsure of', [{ id: mbid, name: 'Orla Venn', score: 60 }], 'none'],
    ['another name', [{ id: mbid, name: 'Orla Venn Quartet', score: 95 }], 'none'],
    ['nothing', [], 'none'],
  ])('reads MusicBrainz: %s', (_case, artists, outcome) => {
    expect(readAnswer('musicbrainz', { artists }, 'Orla Venn', 'artist').outcome).toBe(outcome);
  });

  it('keeps the MBID and QID found', () => {
    expect(
      readAnswer(
        'musicbrainz',
        { labels: [{ id: mbid, name: 'Okapi Tapes', score: 100 }] },
        'Okapi Tapes',
        'label',
      ),
    ).toEqual({ outcome: 'found', externalId: mbid, label: 'Okapi Tapes', description: null });
    expect(
      readAnswer(
        'wikidata',
        {
          search: [
            { id: 'Q4242', label: 'Lumen Weekender', description: 'electronic music festival in Ghent' },
          ],
        },
        'Lumen Weekender',
        'festival',
      ),
    ).toEqual({
      outcome: 'found',
      externalId: 'Q4242',
      label: 'Lumen Weekender',
      description: 'electronic music festival in Ghent',
    });
  });

  it('takes a Wikidata item only when its description says it is of the kind', () => {
    const village = { search: [{ id: 'Q7', label: 'Lumen', description: 'village in Belgium' }] };
    expect(readAnswer('wikidata', village, 'Lumen', 'festival').outcome).toBe('none');
    const club = { search: [{ id: 'Q8', label: 'Kessler Hall', description: 'nightclub in Leipzig' }] };
    expect(readAnswer('wikidata', club, 'Kessler Hall', 'venue').outcome).toBe('found');
    expect(readAnswer('wikidata', club, 'Kessler Hall', 'brand').outcome).toBe('none');
  });

  it('refuses an answer that is not the service’s shape', () => {
    expect(() => readAnswer('wikidata', { search: [{ id: 'not-a-qid' }] }, 'X', 'venue')).toThrow();
    expect(() => readAnswer('musicbrainz', { artists: 'none' }, 'X', 'artist')).toThrow();
  });
});
