import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import type { ArticleState } from './article-state';
import { waitingStatuses } from './desk-actions';

/** An article as the desk's changes read it: its state, and what ties it to its story and author. */
export type ArticleRow = {
  id: string;
  slug: string;
  storyId: string | null;
  authorId: string | null;
  isAiAssisted: boolean;
  createdAt: Date;
  updatedAt: Date;
  correctedAt: Date | null;
  state: ArticleState;
};

/** Articles waiting for review, spelt as the review queue's partial index says it, so the planner may use it. */
export const waitingCondition = sql`${articles.status} IN (${sql.raw(
  waitingStatuses.map((status) => `'${status}'`).join(', '),
)})`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One article with its tag names, or undefined. `lock` takes its row until the transaction ends, so two
 * editors' changes to one article happen one after the other, each seeing the other's.
 */
export async function readArticle(
  db: Database,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ArticleRow | undefined> {
  const { rows } = await db.execute<{
    id: string;
    slug: string;
    story_id: string | null;
    author_id: string | null;
    is_ai_assisted: boolean;
    created_at: Date;
    updated_at: Date;
    corrected_at: Date | null;
    title: string;
    summary: string;
    content: string;
    category: ArticleState['category'];
    status: ArticleState['status'];
    published_at: Date | null;
    scheduled_at: Date | null;
    cover_image_url: string | null;
    cover_image_alt: string | null;
    correction_note: string | null;
    tags: string[] | null;
  }>(sql`
    SELECT a.id, a.slug, a.story_id, a.author_id, a.is_ai_assisted, a.created_at, a.updated_at, a.corrected_at,
      a.title, a.summary, a.content, a.category, a.status, a.published_at, a.scheduled_at, a.cover_image_url,
      a.cover_image_alt, a.correction_note,
      (SELECT array_agg(t.name ORDER BY t.name) FROM ${articleTags} x JOIN ${tags} t ON t.id = x.tag_id
        WHERE x.article_id = a.id) AS tags
    FROM ${articles} a WHERE a.id = ${id}::uuid
    ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    storyId: row.story_id,
    authorId: row.author_id,
    isAiAssisted: row.is_ai_assisted,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    correctedAt: row.corrected_at ? new Date(row.corrected_at) : null,
    state: {
      title: row.title,
      summary: row.summary,
      content: row.content,
      category: row.category,
      status: row.status,
      publishedAt: iso(row.published_at),
      scheduledAt: iso(row.scheduled_at),
      coverImageUrl: row.cover_image_url,
      coverImageAlt: row.cover_image_alt,
      tags: (row.tags ?? []).sort((a, b) => a.localeCompare(b)),
      correctionNote: row.correction_note,
    },
  };
}
