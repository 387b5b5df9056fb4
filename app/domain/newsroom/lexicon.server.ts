import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { lexiconEntries } from '~/db/schema/newsroom';
import { comparableText } from './normalise-item';

export type LexiconEntry = {
  kind: (typeof lexiconEntries.$inferSelect)['kind'];
  name: string;
  aliases: string[];
};

/** The names the newsroom knows before editors add their own. */
export const defaultLexicon: LexiconEntry[] = [
  ...[
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
    'Ame',
    'Keinemusik',
    'Fisher',
    'John Summit',
    'Dom Dolla',
    'Mochakk',
    'Anfisa Letyago',
    'Indira Paganotto',
    'Kerri Chandler',
    'Jayda G',
  ].map((name) => ({ kind: 'artist' as const, name, aliases: [] })),
  ...[
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
  ].map((name) => ({ kind: 'label' as const, name, aliases: [] })),
  ...[
    'Tomorrowland',
    'Awakenings',
    'Time Warp',
    'Creamfields',
    'Sónar',
    'EDC Las Vegas',
    'Movement',
    'Dekmantel',
    'Ultra Music Festival',
    'Fabric',
    'Berghain',
    'Glastonbury',
    'Coachella',
    'Sziget',
    'Exit Festival',
    'Mysteryland',
    'Kappa FuturFestival',
    'ADE',
  ].map((name) => ({
    kind: 'festival' as const,
    name,
    aliases:
      name === 'ADE' ? ['Amsterdam Dance Event'] : name === 'Ultra Music Festival' ? ['Ultra Miami'] : [],
  })),
  ...[
    'Pioneer DJ',
    'AlphaTheta',
    'Native Instruments',
    'Ableton',
    'Elektron',
    'Roland',
    'Arturia',
    'Korg',
    'Moog',
    'Novation',
    'Universal Audio',
    'Serato',
    'Rane',
    'Denon DJ',
    'iZotope',
    'Teenage Engineering',
    'Akai',
  ].map((name) => ({ kind: 'brand' as const, name, aliases: [] })),
  ...[
    'CDJ-3000',
    'CDJ-3000X',
    'DJM-A9',
    'Push 3',
    'Maschine',
    'Digitakt II',
    'TR-8S',
    'TR-1000',
    'MiniFreak',
    'OP-1',
    'Circuit Tracks',
    'Traktor',
  ].map((name) => ({ kind: 'product' as const, name, aliases: [] })),
];

/** Puts the default names in the database once; editors' additions and removals are kept. */
export async function ensureDefaultLexicon(db: Database): Promise<void> {
  const [row] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM lexicon_entries`)).rows;
  if ((row?.n ?? 0) > 0) return;
  await db.insert(lexiconEntries).values(defaultLexicon).onConflictDoNothing();
}

export async function loadLexicon(db: Database): Promise<LexiconEntry[]> {
  return db
    .select({ kind: lexiconEntries.kind, name: lexiconEntries.name, aliases: lexiconEntries.aliases })
    .from(lexiconEntries);
}

/** A matcher that finds lexicon names (or aliases) as whole words in a text. */
export function lexiconMatcher(entries: LexiconEntry[]): (text: string) => LexiconEntry[] {
  const forms = entries
    .flatMap((entry) =>
      [entry.name, ...entry.aliases].map((form) => ({ entry, form: ` ${comparableText(form)} ` })),
    )
    .filter(({ form }) => form.trim().length > 1);
  return (text) => {
    const haystack = ` ${comparableText(text)} `;
    const found = new Set<LexiconEntry>();
    for (const { entry, form } of forms) if (haystack.includes(form)) found.add(entry);
    return [...found];
  };
}
