import { desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/content';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { authorLayout, type AuthorInput } from './author-form';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Authors on the desk. Deleting one keeps what they wrote, without a byline (ON DELETE SET NULL).

type Layout = typeof authorLayout;

async function loadAuthor(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) return undefined;
  const input: AuthorInput = {
    name: row.name,
    handle: row.handle,
    avatarUrl: row.avatarUrl,
    bio: row.bio ?? '',
  };
  return { input, title: row.name, publicPath: `/author/${row.handle}` };
}

async function writeAuthor(
  tx: ReaderTransaction,
  id: string | null,
  input: AuthorInput,
  { slug }: { slug: string | null },
): Promise<string> {
  const row = { ...input, handle: slug!, bio: input.bio || null };
  const [saved] = id
    ? await tx.update(profiles).set(row).where(eq(profiles.id, id)).returning({ id: profiles.id })
    : await tx.insert(profiles).values(row).returning({ id: profiles.id });
  return saved!.id;
}

export const authorKind = contentKind(
  authorLayout,
  entryStore<Layout>({
    entity: 'author',
    table: profiles,
    id: profiles.id,
    slug: {
      column: profiles.handle,
      from: (input) => input.name,
      typed: (input) => input.handle,
      field: 'handle',
    },
    titleOf: (input) => input.name,
    list: {
      table: profiles,
      row: {
        id: profiles.id,
        title: profiles.name,
        detail: profiles.handle,
        status: null,
        updatedAt: profiles.createdAt,
      },
      searchIn: [profiles.name, profiles.handle],
      orderBy: [desc(profiles.createdAt), desc(profiles.id)],
    },
    load: loadAuthor,
    write: writeAuthor,
  }),
);
