import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { lexiconEntries } from '~/db/schema/newsroom';
import { contentKind, type LoadedEntry } from './content-kind.server';
import { entryStore } from './entry-store.server';
import { lexiconLayout, type LexiconInput } from './lexicon-form';

// The entity lexicon on the desk: the artists, labels, festivals, brands, products and genres the newsroom
// tags stories with.

type Layout = typeof lexiconLayout;

async function loadLexiconEntry(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(lexiconEntries).where(eq(lexiconEntries.id, id)).limit(1);
  if (!row) return undefined;
  return {
    input: { kind: row.kind, name: row.name, aliases: row.aliases },
    title: row.name,
    publicPath: null,
  };
}

async function writeLexiconEntry(tx: Database, id: string | null, input: LexiconInput): Promise<string> {
  // The name itself is no alias of itself.
  const aliases = [...new Set(input.aliases)].filter((alias) => alias !== input.name);
  const row = { ...input, aliases };
  const [saved] = id
    ? await tx
        .update(lexiconEntries)
        .set(row)
        .where(eq(lexiconEntries.id, id))
        .returning({ id: lexiconEntries.id })
    : await tx.insert(lexiconEntries).values(row).returning({ id: lexiconEntries.id });
  return saved!.id;
}

export const lexiconKind = contentKind(
  lexiconLayout,
  entryStore<Layout>({
    entity: 'lexicon entry',
    table: lexiconEntries,
    id: lexiconEntries.id,
    titleOf: (input) => input.name,
    list: {
      table: lexiconEntries,
      row: {
        id: lexiconEntries.id,
        title: lexiconEntries.name,
        detail: sql`${lexiconEntries.kind} || coalesce(' · ' || nullif(array_to_string(${lexiconEntries.aliases}, ', '), ''), '')`,
        status: null,
        updatedAt: lexiconEntries.createdAt,
      },
      searchIn: [lexiconEntries.name, lexiconEntries.kind],
      orderBy: [desc(lexiconEntries.createdAt), desc(lexiconEntries.id)],
    },
    load: loadLexiconEntry,
    write: writeLexiconEntry,
    refusal: { unique: { name: ['The lexicon has this name for this kind already'] } },
  }),
);
