import { randomUUID } from 'node:crypto';
import { cover, isoDate, trackWords } from './demo-context';
import { artists, labels, releaseGenres } from './vocabulary';
import type { releases, releaseTracks } from '../schema/releases';
import type { DemoContext } from './demo-context';

/** The part of the demo catalogue this builder fills (named by its tables, so it needs no import of the catalogue). */
type ReleaseRows = {
  releases: (typeof releases.$inferInsert)[];
  releaseTracks: (typeof releaseTracks.$inferInsert)[];
};

/**
 * A few words on each artist the demo releases are by: what is publicly known of them (where they are from,
 * the labels and nights they run), nothing about the invented releases themselves.
 */
const aboutArtists: Record<string, string> = {
  'Amelie Lens':
    'Antwerp-born techno DJ and producer known for fast, hypnotic sets. She runs the label Lenske and the Exhale events.',
  Solomun:
    'Hamburg-based DJ and producer, co-founder of the Diynamic label, whose long Ibiza residencies made his melodic house a summer fixture.',
  Deadmau5:
    'Toronto producer Joel Zimmerman, recognisable by his LED mouse head, who founded the mau5trap label and builds his live shows around a custom cube.',
  Skrillex:
    'Los Angeles producer Sonny Moore, who left post-hardcore for electronic music, founded OWSLA and took bass music to the main stages.',
  'Boris Brejcha':
    'German producer from Ludwigshafen who calls his sound high-tech minimal; he plays masked and runs the label Fckng Serious.',
  'Four Tet':
    'London producer Kieran Hebden, whose records on his own Text Records move freely between house, folk samples and ambient.',
  'Above & Beyond':
    'London trio Jono Grant, Tony McGuinness and Paavo Siljamäki, founders of Anjunabeats and Anjunadeep and hosts of the Group Therapy radio show.',
  'Jamie Jones': 'Welsh DJ and producer, co-founder of Hot Creations and of the Paradise parties in Ibiza.',
  'Lane 8':
    'American producer Daniel Goldstein, whose This Never Happened label and club nights ask dancers to put their phones away.',
  'Fred again..':
    'London producer Fred Gibson, who built the Actual Life records from voice notes and found clips before his shows went global.',
  'Nina Kraviz':
    'DJ and producer from Irkutsk, known for eclectic techno sets, who founded the label трип in 2014.',
  'Ben Böhmer':
    'German producer of melodic, emotive house, long associated with Anjunadeep and his live shows.',
  'Patrick Topping':
    'Newcastle DJ and producer, founder of the Trick label and events, with a reputation for big tech house grooves.',
  'Charlotte de Witte': 'Ghent-born techno DJ and producer who runs the label and event series KNTXT.',
  'Tale Of Us':
    'Italian duo Carmine Conte and Matteo Milleri, founders of Afterlife, the label and parties of melodic techno.',
  'Carl Cox':
    'British DJ famous for three-deck sets and his long residency at Space Ibiza, one of the best-loved figures in dance music.',
};

/** Previews made by scripts/make-demo-release-audio.js, one per genre that has one. */
const previewByGenre: Partial<Record<string, string>> = {
  Techno: '/audio/releases/techno-loop.wav',
  Trance: '/audio/releases/trance-arp.wav',
  'Deep House': '/audio/releases/deep-house-chords.wav',
};

/** YouTube-style ids of demo videos: never requested unless a reader presses play on one. */
const demoVideoIds = [
  'Xq3LmT9vR2w',
  'bN7pK4sYd1E',
  'H8fJc2ZuQ0m',
  'tR5wV9nLx6A',
  'mC1gP7yBs3K',
  'pW4eD8kTn2Q',
];

/**
 * Sixteen published releases with their track lists. Some have an audio preview (every other one, where
 * their genre has a clip), some a video, a few both or neither. Only the index chooses them, so the
 * randomness every later builder shares runs exactly as before.
 */
export function buildDemoReleases(ctx: DemoContext, catalog: ReleaseRows): void {
  const { random, publishedAt, uniqueSlug } = ctx;
  for (let i = 0; i < 16; i++) {
    const artist = artists[(i * 7) % artists.length] as string;
    const genre = releaseGenres[i % releaseGenres.length] as string;
    const title = `${random.pick(trackWords)} ${random.pick(['EP', 'LP', '', 'Remixes'])}`.trim();
    const id = randomUUID();
    const trackCount = random.int(2, 8);
    const durations = Array.from({ length: trackCount }, () => random.int(300, 480));
    const embedId = i % 3 === 1 ? (demoVideoIds[(i - 1) / 3] ?? null) : null;
    catalog.releases.push({
      id,
      slug: uniqueSlug(`${artist} ${title}`),
      title,
      artist,
      label: labels[i % labels.length] as string,
      releaseDate: isoDate(publishedAt(i * 5 - 10)),
      genre,
      coverImageUrl: cover(i),
      version: random.pick(['Original Mix', 'Extended Mix', 'Club Mix']),
      platforms: {
        spotify: `https://open.spotify.example/album/${id}`,
        beatport: `https://beatport.example/release/${id}`,
        ...(i % 2 === 1 ? { apple: `https://music.apple.example/album/${id}` } : {}),
        ...(i % 3 === 0 ? { soundcloud: `https://soundcloud.example/release/${id}` } : {}),
        ...(embedId ? { youtube: `https://youtube.example/watch?v=${embedId}` } : {}),
      },
      description: `${artist} delivers ${trackCount} tracks of ${genre.toLowerCase()} built for peak time.`,
      aboutArtist:
        aboutArtists[artist] ?? `${artist} is a DJ and producer whose records turn up in ${genre} sets.`,
      previewUrl: i % 2 === 0 ? (previewByGenre[genre] ?? null) : null,
      embedId,
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
