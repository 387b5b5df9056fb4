import { describe, expect, it } from 'vitest';
import { chartJsonLd } from './chart-json-ld';

describe('chartJsonLd', () => {
  it('is a MusicPlaylist whose tracks are an ItemList in rank order, linked where a source is known', () => {
    const ld = chartJsonLd(
      {
        name: 'Techno Top 10, Week 47, 2026',
        description: 'The week in techno.',
        datePublished: null,
        entries: [
          { rank: 1, trackTitle: 'Pressure', artist: 'Amelie Lens', sourceUrl: 'https://shop.example/1' },
          { rank: 2, trackTitle: 'Lumen', artist: 'Bicep', sourceUrl: null },
        ],
      },
      'https://dropwire.example/charts/techno',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicPlaylist',
      name: 'Techno Top 10, Week 47, 2026',
      description: 'The week in techno.',
      url: 'https://dropwire.example/charts/techno',
      numTracks: 2,
      track: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: {
              '@type': 'MusicRecording',
              name: 'Pressure',
              byArtist: { '@type': 'MusicGroup', name: 'Amelie Lens' },
              url: 'https://shop.example/1',
            },
          },
          {
            '@type': 'ListItem',
            position: 2,
            item: {
              '@type': 'MusicRecording',
              name: 'Lumen',
              byArtist: { '@type': 'MusicGroup', name: 'Bicep' },
            },
          },
        ],
      },
    });
  });
});
