import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { newsletterQueue, type NewsletterContent } from '~/db/schema/newsletter';
import { editionPath } from './edition-slug';

// The editions readers may read on the web: each one that has gone out (sending or sent) and has a slug.
// A draft, or one being prepared, is nobody's business until it is sent: its page answers 404.

const isPublic = and(inArray(newsletterQueue.status, ['sending', 'sent']), isNotNull(newsletterQueue.slug));
/** Newest first; the id breaks ties so pages never overlap. */
const newestFirst = [desc(newsletterQueue.scheduledFor), desc(newsletterQueue.id)];

/** An edition in a list: what it is called, when it went out, and the titles of its first stories. */
export type EditionSummary = {
  slug: string;
  subject: string;
  /** When it went out (its scheduled time: the Friday morning of its week). */
  date: Date;
  stories: number;
  topStories: string[];
  /** The featured text, as the e-mail opens. */
  featuredContent: string;
};

const summaryColumns = {
  slug: newsletterQueue.slug,
  subject: newsletterQueue.subject,
  date: newsletterQueue.scheduledFor,
  content: newsletterQueue.content,
};

function summaryOf(row: { slug: string | null; subject: string; date: Date; content: NewsletterContent }) {
  return {
    slug: row.slug!,
    subject: row.subject,
    date: row.date,
    stories: row.content.articles.length,
    topStories: row.content.articles.slice(0, 3).map((article) => article.title),
    featuredContent: row.content.featuredContent,
  } satisfies EditionSummary;
}

/** Page `page` (from 1) of the editions that went out, newest first, with how many there are in all. */
export async function listEditions(
  db: Database,
  pageSize: number,
  page = 1,
): Promise<{ items: EditionSummary[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsletterQueue)
      .where(isPublic)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletterQueue).where(isPublic),
  ]);
  return { items: rows.map(summaryOf), total: total?.n ?? 0 };
}

/** A story of an edition, and whether its article can still be read (it may have been unpublished since). */
export type EditionStory = NewsletterContent['articles'][number] & { available: boolean };

export type PublicEdition = {
  slug: string;
  subject: string;
  date: Date;
  featuredContent: string;
  stories: EditionStory[];
  /** The editions before and after it, for reading on. */
  older: { slug: string; subject: string } | null;
  newer: { slug: string; subject: string } | null;
};

/** The edition at `slug` if it has gone out, with its stories (each marked still readable or not). */
export async function getPublicEdition(db: Database, slug: string): Promise<PublicEdition | undefined> {
  const [edition] = await db
    .select({ ...summaryColumns, id: newsletterQueue.id })
    .from(newsletterQueue)
    .where(and(isPublic, eq(newsletterQueue.slug, slug)));
  if (!edition) return undefined;
  const slugs = edition.content.articles.map((article) => article.slug);
  // Row comparison on (scheduled_for, id), the list's order, so two editions of one instant still chain.
  const at = sql`(${edition.date.toISOString()}::timestamptz, ${edition.id}::uuid)`;
  const position = sql`(${newsletterQueue.scheduledFor}, ${newsletterQueue.id})`;
  const neighbour = (direction: 'older' | 'newer') =>
    db
      .select({ slug: newsletterQueue.slug, subject: newsletterQueue.subject })
      .from(newsletterQueue)
      .where(and(isPublic, direction === 'older' ? sql`${position} < ${at}` : sql`${position} > ${at}`))
      .orderBy(
        ...(direction === 'older'
          ? newestFirst
          : [asc(newsletterQueue.scheduledFor), asc(newsletterQueue.id)]),
      )
      .limit(1);
  const [readable, [older], [newer]] = await Promise.all([
    slugs.length > 0
      ? db
          .select({ slug: articles.slug })
          .from(articles)
          .where(and(eq(articles.status, 'published'), inArray(articles.slug, slugs)))
      : Promise.resolve([]),
    neighbour('older'),
    neighbour('newer'),
  ]);
  const live = new Set(readable.map((row) => row.slug));
  const link = (row: { slug: string | null; subject: string } | undefined) =>
    row ? { slug: row.slug!, subject: row.subject } : null;
  return {
    slug: edition.slug!,
    subject: edition.subject,
    date: edition.date,
    featuredContent: edition.content.featuredContent,
    stories: edition.content.articles.map((story) => ({ ...story, available: live.has(story.slug) })),
    older: link(older),
    newer: link(newer),
  };
}

/** Every edition that went out, for the sitemap: its page, last changed when it was sent. */
export async function editionSitemapEntries(db: Database): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await db
    .select({
      slug: newsletterQueue.slug,
      lastModified: sql<Date>`coalesce(${newsletterQueue.sentAt}, ${newsletterQueue.scheduledFor})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(newsletterQueue)
    .where(isPublic)
    .orderBy(...newestFirst);
  return rows.map((row) => ({ path: editionPath(row.slug!), lastModified: row.lastModified }));
}
