import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { lexiconEntries } from '~/db/schema/newsroom';
import { defaultLexicon } from '../classify/default-lexicon';
import type { LexiconEntry } from '../classify/lexicon-matcher';

/** Puts the default names in the database once; editors' additions and removals are kept. */
export async function ensureDefaultLexicon(db: Database): Promise<void> {
  const [row] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${lexiconEntries}`)).rows;
  if ((row?.n ?? 0) > 0) return;
  await addLexiconEntries(db, defaultLexicon);
}

/** Adds names the lexicon does not hold yet. */
export async function addLexiconEntries(db: Database, entries: LexiconEntry[]): Promise<void> {
  await db.insert(lexiconEntries).values(entries).onConflictDoNothing();
}

export async function loadLexicon(db: Database): Promise<LexiconEntry[]> {
  return db
    .select({ kind: lexiconEntries.kind, name: lexiconEntries.name, aliases: lexiconEntries.aliases })
    .from(lexiconEntries);
}
