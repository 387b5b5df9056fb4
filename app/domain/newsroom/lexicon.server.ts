import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { lexiconEntries } from '~/db/schema/newsroom';
import { artists, festivals, gear, labels } from '~/db/seed/vocabulary';
import { comparableText } from './normalise-item';

export type LexiconEntry = {
  kind: (typeof lexiconEntries.$inferSelect)['kind'];
  name: string;
  aliases: string[];
};

/** The names the newsroom knows before editors add their own: the scene's names, and a few more. */
export const defaultLexicon: LexiconEntry[] = [
  ...[
    ...artists,
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
  ].map((name) => ({ kind: 'artist' as const, name, aliases: [] })),
  ...[
    ...labels,
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
  ].map((name) => ({ kind: 'label' as const, name, aliases: [] })),
  ...[
    ...festivals.map((festival) => festival.name),
    'Berghain',
    'Tresor',
    'Glastonbury',
    'Coachella',
    'Sziget',
    'Exit Festival',
    'Mysteryland',
    'Kappa FuturFestival',
  ].map((name) => ({
    kind: 'festival' as const,
    name,
    aliases: name === 'Ultra Music Festival' ? ['Ultra Miami'] : [],
  })),
  { kind: 'festival', name: 'ADE', aliases: ['Amsterdam Dance Event'] },
  ...[
    ...new Set([
      ...gear.map((item) => item.brand),
      'AlphaTheta',
      'Korg',
      'Moog',
      'Denon DJ',
      'Teenage Engineering',
      'Akai',
    ]),
  ].map((name) => ({ kind: 'brand' as const, name, aliases: [] })),
  ...[...gear.map((item) => item.model), 'CDJ-3000', 'Maschine', 'TR-8S', 'OP-1', 'Traktor'].map((name) => ({
    kind: 'product' as const,
    name,
    aliases: [],
  })),
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
