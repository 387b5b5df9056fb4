import { describe, expect, it } from 'vitest';
import { musicAlbumJsonLd } from './release-json-ld';

const release = {
  title: 'Nightshift EP',
  artist: 'Amelie Lens',
  label: 'Drumcode',
  genre: 'Techno',
  releaseDate: '2026-05-01',
  description: 'Four tracks of techno.',
  tracks: [
    { position: 1, title: 'Nightshift', durationSeconds: 365 },
    { position: 2, title: 'Nightshift (Dub)', durationSeconds: null },
  ],
  platforms: [{ url: 'https://open.spotify.example/album/1' }],
};

describe('musicAlbumJsonLd', () => {
  it('describes the album, its artist, label, cover and tracks with ISO 8601 durations', () => {
    const ld = musicAlbumJsonLd(release, {
      url: 'https://site.example/releases/nightshift-ep',
      image: 'https://site.example/images/covers/cover-01.svg',
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: 'Nightshift EP',
      url: 'https://site.example/releases/nightshift-ep',
      byArtist: { '@type': 'MusicGroup', name: 'Amelie Lens' },
      datePublished: '2026-05-01',
      genre: 'Techno',
      image: 'https://site.example/images/covers/cover-01.svg',
      numTracks: 2,
      recordLabel: { '@type': 'Organization', name: 'Drumcode' },
      sameAs: ['https://open.spotify.example/album/1'],
      track: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: { '@type': 'MusicRecording', name: 'Nightshift', duration: 'PT6M5S' },
          },
          { '@type': 'ListItem', position: 2, item: { '@type': 'MusicRecording', name: 'Nightshift (Dub)' } },
        ],
      },
    });
    const tracks = (ld.track as { itemListElement: { item: Record<string, unknown> }[] }).itemListElement;
    expect(tracks[1]?.item).not.toHaveProperty('duration');
  });

  it('leaves out an image, a description and platforms it does not have', () => {
    const ld = musicAlbumJsonLd(
      { ...release, description: '', platforms: [] },
      { url: 'https://site.example/releases/x', image: null },
    );
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('sameAs');
  });
});
