import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { profiles } from '~/db/schema/content';
import { interviews } from '~/db/schema/interviews';
import { htmlToText } from '~/lib/html';
import { signImage } from '~/lib/image-signing.server';
import { transcriptHtml } from './interview-transcript';
import { matchesListSearch } from '../catalogue/list-search.server';
import { withCover } from '../catalogue/signed-cover.server';
import { memoPageRead } from '../reader-writes/content-memo.server';

// Interviews for readers: published only, newest first (the order of interviews_published_idx, then the id
// so pages never share or skip an interview published at the same instant).

/** Interviews a page of /interviews shows (reading spec: limit 20). */
export const INTERVIEWS_PAGE_SIZE = 20;

export type InterviewsQuery = { q: string; page: number };

const published = eq(interviews.status, 'published');
const newestFirst = [sql`${interviews.publishedAt} DESC NULLS LAST`, desc(interviews.id)];

/**
 * One page of published interviews whose title or guests (and then quotes, body, transcript: the reader
 * search vector) match `q`, with how many match in all; undefined for a page past the end (page 1 always
 * exists). One round trip: the total comes with the rows.
 */
export async function listInterviews(db: Database, query: InterviewsQuery) {
  const rows = await db
    .select({
      id: interviews.id,
      slug: interviews.slug,
      title: interviews.title,
      guests: interviews.guests,
      // The card shows the first key quote only: the others stay in the database.
      firstQuote: sql<string | null>`${interviews.keyQuotes}[1]`,
      hasVideo: sql<boolean>`${interviews.videoId} IS NOT NULL`,
      publishedAt: interviews.publishedAt,
      coverImageUrl: interviews.coverImageUrl,
      authorName: profiles.name,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(interviews)
    .leftJoin(profiles, eq(profiles.id, interviews.authorId))
    .where(and(published, matchesListSearch(interviews.searchVector, query.q)))
    .orderBy(...newestFirst)
    .limit(INTERVIEWS_PAGE_SIZE)
    .offset((query.page - 1) * INTERVIEWS_PAGE_SIZE);
  if (rows.length === 0 && query.page > 1) return undefined;
  return {
    items: rows.map(({ total: _total, ...row }) => withCover(row)),
    total: rows[0]?.total ?? 0,
  };
}

export type InterviewList = NonNullable<Awaited<ReturnType<typeof listInterviews>>>;

/** An interview page's own row, with its author: run for every view of the page. */
const publishedInterviewQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: interviews.id,
      slug: interviews.slug,
      title: interviews.title,
      guests: interviews.guests,
      keyQuotes: interviews.keyQuotes,
      videoId: interviews.videoId,
      audioUrl: interviews.audioUrl,
      coverImageUrl: interviews.coverImageUrl,
      body: interviews.body,
      transcript: interviews.transcript,
      publishedAt: interviews.publishedAt,
      updatedAt: interviews.updatedAt,
      authorName: profiles.name,
      authorHandle: profiles.handle,
      authorAvatarUrl: profiles.avatarUrl,
      authorBio: profiles.bio,
    })
    .from(interviews)
    .leftJoin(profiles, eq(profiles.id, interviews.authorId))
    .where(and(published, eq(interviews.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('published_interview'),
);

export const getPublishedInterview = memoPageRead(readPublishedInterview);

/** A published interview by slug, with its interviewer; undefined when there is none. */
async function readPublishedInterview(db: Database, slug: string) {
  const [row] = await publishedInterviewQuery(db).execute({ slug });
  if (!row) return undefined;
  const { authorName, authorHandle, authorAvatarUrl, authorBio, transcript, ...interview } = row;
  return {
    ...withCover(interview),
    /** What the page is about in a sentence or two, for search results and social cards. */
    excerpt: excerptOf(interview.body, interview.keyQuotes),
    // Stored HTML is sanitised when it is written (app/lib/html.ts); plain text is escaped here.
    transcript: transcriptHtml(transcript),
    author:
      authorName && authorHandle
        ? { name: authorName, handle: authorHandle, bio: authorBio, avatar: signImage(authorAvatarUrl) }
        : null,
  };
}

/** The body's opening words, cut at a word near 160 characters; the first key quote when there is no body. */
function excerptOf(body: string, keyQuotes: string[]): string {
  const text = htmlToText(body) || keyQuotes[0] || '';
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 159)}…`;
}

export type InterviewDetail = NonNullable<Awaited<ReturnType<typeof getPublishedInterview>>>;
