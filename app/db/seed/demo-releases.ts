import { randomUUID } from 'node:crypto';
import { cover, isoDate, trackWords } from './demo-context';
import { artists, labels, releaseGenres } from './vocabulary';
import type { DemoCatalog } from './demo-catalog';
import type { DemoContext } from './demo-context';

/** Sixteen published releases with their track lists. */
export function buildDemoReleases(ctx: DemoContext, catalog: DemoCatalog): void {
  const { random, publishedAt, uniqueSlug } = ctx;
  for (let i = 0; i < 16; i++) {
    const artist = artists[(i * 7) % artists.length] as string;
    const title = `${random.pick(trackWords)} ${random.pick(['EP', 'LP', '', 'Remixes'])}`.trim();
    const id = randomUUID();
    const trackCount = random.int(2, 8);
    const durations = Array.from({ length: trackCount }, () => random.int(300, 480));
    catalog.releases.push({
      id,
      slug: uniqueSlug(`${artist} ${title}`),
      title,
      artist,
      label: labels[i % labels.length] as string,
      releaseDate: isoDate(publishedAt(i * 5 - 10)),
      genre: releaseGenres[i % releaseGenres.length] as string,
      coverImageUrl: cover(i),
      version: random.pick(['Original Mix', 'Extended Mix', 'Club Mix']),
      platforms: {
        spotify: `https://open.spotify.example/album/${id}`,
        beatport: `https://beatport.example/release/${id}`,
      },
      description: `${artist} delivers ${trackCount} tracks of ${releaseGenres[i % releaseGenres.length]?.toLowerCase()} built for peak time.`,
      durationSeconds: durations.reduce((a, b) => a + b, 0),
      status: 'published',
      publishedAt: publishedAt(i * 5),
    });
    durations.forEach((durationSeconds, position) => {
      catalog.releaseTracks.push({
        releaseId: id,
        position: position + 1,
        title: `${random.pick(trackWords)}${position ? ` (${random.pick(['Dub', 'Edit', 'Remix', 'Reprise'])})` : ''}`,
        durationSeconds,
        featured: position === 0,
      });
    });
  }
}
