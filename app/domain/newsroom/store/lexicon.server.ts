import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { entitySuggestions, lexiconEntries } from '~/db/schema/newsroom';
import { defaultLexicon } from '../classify/default-lexicon';
import type { LexiconEntry } from '../classify/lexicon-matcher';
import { nameKey } from '../normalise/scene/scene-names';

/** A name as the lexicon tells entries apart: its kind and its compared form ("Spinnin Records" = "Spinnin' Records"). */
const entryKey = (entry: Pick<LexiconEntry, 'kind' | 'name'>) => `${entry.kind}:${nameKey(entry.name)}`;

/** How many rows one insert carries: well under PostgreSQL's 65,535 parameters at three a row. */
const INSERT_BATCH = 1000;

/**
 * Puts the scene knowledge base's names in the database that it does not hold yet, at every start, so an
 * upgrade's new names reach an old install. Editors' rows win: a name they hold (under any spelling) keeps their
 * aliases, and a name they rejected (a suggestion dropped, decision 058) is not brought back.
 */
export async function ensureDefaultLexicon(db: Database): Promise<void> {
  const [held, rejected] = await Promise.all([
    db.select({ kind: lexiconEntries.kind, name: lexiconEntries.name }).from(lexiconEntries),
    db
      .select({ key: entitySuggestions.key })
      .from(entitySuggestions)
      .where(eq(entitySuggestions.status, 'rejected')),
  ]);
  const heldKeys = new Set(held.map(entryKey));
  const rejectedKeys = new Set(rejected.map((row) => nameKey(row.key)));
  const missing = defaultLexicon.filter(
    (entry) => !heldKeys.has(entryKey(entry)) && !rejectedKeys.has(nameKey(entry.name)),
  );
  for (let at = 0; at < missing.length; at += INSERT_BATCH)
    await addLexiconEntries(db, missing.slice(at, at + INSERT_BATCH));
}

/** Adds names the lexicon does not hold yet. */
export async function addLexiconEntries(db: Database, entries: LexiconEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(lexiconEntries).values(entries).onConflictDoNothing();
}

export async function loadLexicon(db: Database): Promise<LexiconEntry[]> {
  return db
    .select({ kind: lexiconEntries.kind, name: lexiconEntries.name, aliases: lexiconEntries.aliases })
    .from(lexiconEntries);
}
