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
  // Forms by their first word, so a text is read once, word by word, however long the lexicon grows.
  const byFirstWord = new Map<string, { entry: LexiconEntry; words: string[] }[]>();
  for (const entry of entries)
    for (const form of [entry.name, ...entry.aliases]) {
      const words = comparableText(form).split(' ').filter(Boolean);
      if (words.join(' ').length <= 1) continue;
      const list = byFirstWord.get(words[0]!);
      if (list) list.push({ entry, words });
      else byFirstWord.set(words[0]!, [{ entry, words }]);
    }
  return (text) => {
    const words = comparableText(text).split(' ');
    const found = new Set<LexiconEntry>();
    words.forEach((word, at) => {
      for (const { entry, words: form } of byFirstWord.get(word) ?? [])
        if (form.every((part, offset) => words[at + offset] === part)) found.add(entry);
    });
    return [...found];
  };
}
