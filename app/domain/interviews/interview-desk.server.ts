import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { interviews } from '~/db/schema/interviews';
import { contentKind, type LoadedEntry } from '../content-desk/content-kind.server';
import { entryStore } from '../content-desk/entry-store.server';
import { authorChoices } from '../articles/author-choices.server';
import { checkInterview, interviewLayout, type InterviewInput } from './interview-form';
import { publishedAtFor } from '../content-desk/publish-status';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

// Interviews on the desk.

type Layout = typeof interviewLayout;

async function loadInterview(db: Database, id: string): Promise<LoadedEntry<Layout> | undefined> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  if (!row) return undefined;
  const input: InterviewInput = {
    title: row.title,
    slug: row.slug,
    authorId: row.authorId,
    status: row.status,
    guests: row.guests,
    keyQuotes: row.keyQuotes,
    body: row.body,
    transcript: row.transcript ?? '',
    coverImageUrl: row.coverImageUrl,
    videoId: row.videoId ?? '',
    audioUrl: row.audioUrl,
  };
  return {
    input,
    title: row.title,
    publicPath: row.status === 'published' ? `/interviews/${row.slug}` : null,
    publishedAt: row.publishedAt,
  };
}

async function writeInterview(
  tx: ReaderTransaction,
  id: string | null,
  input: InterviewInput,
  { slug, before }: { slug: string | null; before: LoadedEntry<Layout> | undefined },
): Promise<string> {
  const row = {
    ...input,
    slug: slug!,
    transcript: input.transcript || null,
    videoId: input.videoId || null,
    publishedAt: publishedAtFor(input.status, before?.publishedAt),
    updatedAt: new Date(),
  };
  const [saved] = id
    ? await tx.update(interviews).set(row).where(eq(interviews.id, id)).returning({ id: interviews.id })
    : await tx.insert(interviews).values(row).returning({ id: interviews.id });
  return saved!.id;
}

export const interviewKind = contentKind(
  interviewLayout,
  entryStore<Layout>({
    entity: 'interview',
    table: interviews,
    id: interviews.id,
    slug: { column: interviews.slug, from: (input) => input.title, typed: (input) => input.slug },
    titleOf: (input) => input.title,
    list: {
      table: interviews,
      row: {
        id: interviews.id,
        title: interviews.title,
        detail: sql`array_to_string(${interviews.guests}, ', ')`,
        status: interviews.status,
        updatedAt: interviews.updatedAt,
      },
      searchIn: [interviews.title],
      orderBy: [desc(interviews.updatedAt), desc(interviews.id)],
    },
    load: loadInterview,
    write: writeInterview,
    choices: async (db) => ({ authorId: await authorChoices(db) }),
    refusal: { missingReference: { authorId: ['That interviewer no longer exists; choose another'] } },
  }),
  checkInterview,
);
