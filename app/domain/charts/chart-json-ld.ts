// A chart's structured data for search engines: a MusicPlaylist whose tracks are an ordered ItemList. Pure.

type ChartForJsonLd = {
  name: string;
  description: string;
  datePublished: string | null;
  entries: { rank: number; trackTitle: string; artist: string; sourceUrl: string | null }[];
};

export function chartJsonLd(chart: ChartForJsonLd, canonical: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: chart.name,
    description: chart.description,
    url: canonical,
    ...(chart.datePublished ? { datePublished: chart.datePublished } : {}),
    numTracks: chart.entries.length,
    track: {
      '@type': 'ItemList',
      numberOfItems: chart.entries.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: chart.entries.map((entry) => ({
        '@type': 'ListItem',
        position: entry.rank,
        item: {
          '@type': 'MusicRecording',
          name: entry.trackTitle,
          byArtist: { '@type': 'MusicGroup', name: entry.artist },
          ...(entry.sourceUrl ? { url: entry.sourceUrl } : {}),
        },
      })),
    },
  };
}
