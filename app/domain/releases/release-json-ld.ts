import { isoDuration } from '../../lib/durations';

// A release as schema.org's MusicAlbum, for search engines' music results. Pure.

export type ReleaseForJsonLd = {
  title: string;
  artist: string;
  label: string;
  genre: string;
  releaseDate: string;
  description: string;
  tracks: { position: number; title: string; durationSeconds: number | null }[];
  platforms: { url: string }[];
};

/**
 * The MusicAlbum: name, artist (a MusicGroup), release date, genre, label, the absolute cover, and the
 * tracks as an ItemList of MusicRecordings with ISO 8601 durations. `sameAs` names the release's pages on
 * the platforms that sell or stream it.
 */
export function musicAlbumJsonLd(
  release: ReleaseForJsonLd,
  page: { url: string; image: string | null },
): Record<string, unknown> {
  const byArtist = { '@type': 'MusicGroup', name: release.artist };
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    '@id': page.url,
    url: page.url,
    name: release.title,
    byArtist,
    datePublished: release.releaseDate,
    genre: release.genre,
    ...(page.image ? { image: page.image } : {}),
    ...(release.description ? { description: release.description } : {}),
    recordLabel: { '@type': 'Organization', name: release.label },
    numTracks: release.tracks.length,
    track: {
      '@type': 'ItemList',
      numberOfItems: release.tracks.length,
      itemListElement: release.tracks.map((track) => ({
        '@type': 'ListItem',
        position: track.position,
        item: {
          '@type': 'MusicRecording',
          name: track.title,
          byArtist,
          ...(track.durationSeconds === null ? {} : { duration: isoDuration(track.durationSeconds) }),
        },
      })),
    },
    ...(release.platforms.length > 0 ? { sameAs: release.platforms.map((link) => link.url) } : {}),
  };
}
