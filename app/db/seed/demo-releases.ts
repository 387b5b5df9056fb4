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
 * A few words on each (invented) artist the demo releases are by: where they are from and what they run,
 * as a release page's "About the artist" would say.
 */
const aboutArtists: Record<string, string> = {
  'Maren Vos':
    'Rotterdam-born techno DJ and producer known for fast, hypnotic sets, who runs a small label and a monthly warehouse night.',
  'Dario Meridian':
    'Naples-born, Hamburg-based DJ and producer whose long summer residencies made his melodic house a fixture.',
  Glitchfox:
    'Vancouver producer who plays behind an animated fox mask and builds his live shows around a wall of LED panels.',
  Shardbyte:
    'Phoenix producer who left metalcore for bass music and took it from basements to festival stages.',
  'Anton Kessler':
    'Producer from Ludwigshafen who calls his sound "high-tech minimal" and plays every set in the same white mask.',
  Fieldwire: 'London producer whose records move freely between house, folk samples and ambient.',
  'Coastal & Kin':
    'Brighton trio of two producers and a singer, who host a weekly radio show and a label of the same name.',
  'Rhys Calder':
    'Welsh DJ and producer, co-founder of a beach party series that tours the Mediterranean each summer.',
  Quietline: 'Oregon producer whose club nights ask dancers to put their phones away for the night.',
  'Tobi Ashgrove':
    'London producer who builds tracks from voice notes and found clips, and whose small live shows grew into arenas.',
  'Irina Volkhova': 'DJ and producer from Novosibirsk, known for eclectic techno sets and her own label.',
  'Lukas Brandhorst':
    'German producer of melodic, emotive house, best known for his live shows with a string trio.',
  'Callum Reade':
    'Sunderland DJ and producer with his own label and parties, and a reputation for big tech house grooves.',
  'Sable Verhoeven':
    'Ghent-born techno DJ and producer who runs a label and an event series of the same name.',
  'Pale Harbour':
    'Italian duo of two childhood friends from Trieste, whose melodic techno nights began on a boat.',
  'Marcus Holbrook':
    'British DJ famous for three-deck sets and a twenty-year residency at a Balearic club, one of the scene’s best-loved figures.',
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
