import { nameKey, sceneEntities } from '../normalise/scene/scene-names';
import type { LexiconEntry } from './lexicon-matcher';

// The names the newsroom knows before editors add their own: real names of the scene, so a fresh install tags
// real news from its first crawl. Editors add and remove names in the database; these are stored once
// (`ensureDefaultLexicon`). The demo's invented names are not here: the demo adds them itself (decision 012).

const artists = [
  'Amelie Lens',
  'Charlotte de Witte',
  'Peggy Gou',
  'Fred again..',
  'Bicep',
  'Four Tet',
  'Anyma',
  'Solomun',
  'Tale Of Us',
  'Adam Beyer',
  'Nina Kraviz',
  'Eric Prydz',
  'Above & Beyond',
  'Armin van Buuren',
  'Deadmau5',
  'Carl Cox',
  'Honey Dijon',
  'Ben Böhmer',
  'Kölsch',
  'Jamie Jones',
  'Black Coffee',
  'Skrillex',
  'Sara Landry',
  'I Hate Models',
  'Patrick Topping',
  'Nora En Pure',
  'Lane 8',
  'ARTBAT',
  'Boris Brejcha',
  'Chris Lake',
  'Tiësto',
  'Calvin Harris',
  'David Guetta',
  'Martin Garrix',
  'Disclosure',
  'Bonobo',
  'Aphex Twin',
  'Richie Hawtin',
  'Jeff Mills',
  'Dixon',
  'Keinemusik',
  'Fisher',
  'John Summit',
  'Dom Dolla',
  'Mochakk',
  'Anfisa Letyago',
  'Indira Paganotto',
  'Kerri Chandler',
  'Jayda G',
  'Job Jobse',
  'Blake Baxter',
];

const labels = [
  'Anjunabeats',
  'Defected',
  'Drumcode',
  'mau5trap',
  'Toolroom',
  'Afterlife',
  'Ninja Tune',
  'Innervisions',
  'Warp',
  'Hyperdub',
  'Kompakt',
  'Ostgut Ton',
  'Dirtybird',
  'Hot Creations',
  'Kntxt',
  'Lenske',
  'Armada Music',
  'Spinnin Records',
  'Tresor Records',
  'XL Recordings',
];

const festivals = [
  'Tomorrowland',
  'Awakenings',
  'Time Warp',
  'Creamfields',
  'Sónar',
  'EDC Las Vegas',
  'Movement',
  'Dekmantel',
  'Ultra Music Festival',
  'Fabric Presents Live',
  'Glastonbury',
  'Coachella',
  'Sziget',
  'Exit Festival',
  'Mysteryland',
  'Kappa FuturFestival',
  'ADE',
];

// Clubs: Berghain and Tresor were festivals here before venues were a kind of their own (decision 032).
const venues = ['Berghain', 'Tresor'];

const brands = [
  'Pioneer DJ',
  'Native Instruments',
  'Ableton',
  'Elektron',
  'Roland',
  'Arturia',
  'Universal Audio',
  'Serato',
  'iZotope',
  'Rane',
  'Novation',
  'AlphaTheta',
  'Korg',
  'Moog',
  'Denon DJ',
  'Teenage Engineering',
  'Akai',
];

const products = [
  'CDJ-3000X',
  'DJM-A9',
  'Maschine+',
  'Push 3',
  'Digitakt II',
  'TR-1000',
  'MiniFreak',
  'Apollo Twin X',
  'DJ Pro 4',
  'Ozone 12',
  'Performer',
  'Circuit Tracks',
  'CDJ-3000',
  'Maschine',
  'TR-8S',
  'OP-1',
  'Traktor',
];

/** Other names some are reported under. */
const aliases: Record<string, string[]> = {
  'Ultra Music Festival': ['Ultra Miami'],
  ADE: ['Amsterdam Dance Event'],
};

/** The other names the scene knows each entity by (decision 037), so tagging hears "Sonny Moore" as Skrillex. */
const sceneAliases = new Map(sceneEntities.map((entity) => [nameKey(entity.name), entity.aliases]));

const named = (kind: LexiconEntry['kind'], names: string[]): LexiconEntry[] =>
  names.map((name) => ({
    kind,
    name,
    aliases: [...new Set([...(aliases[name] ?? []), ...(sceneAliases.get(nameKey(name)) ?? [])])],
  }));

export const defaultLexicon: LexiconEntry[] = [
  ...named('artist', artists),
  ...named('label', labels),
  ...named('festival', festivals),
  ...named('venue', venues),
  ...named('brand', brands),
  ...named('product', products),
];
