import { sql } from 'drizzle-orm';
import { unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import { feedItems, sources, stories } from '~/db/schema/newsroom';
import type { StoryPlan } from '../group/plan-stories';

export type StoryListing = {
  id: string;
  title: string;
  firstSeenAt: string;
  article: { slug: string; status: string; category: string; tags: string[] } | null;
  sources: { name: string; url: string | null; publishedAt: string; firstToReport: boolean }[];
};

/** Stories first seen since a time, newest first, each with its article and every source item. */
export async function listStories(db: Database, since: Date, limit = 500): Promise<StoryListing[]> {
  const rows = await db.execute<{
    id: string;
    title: string;
    first_seen_at: Date;
    first_item_id: string | null;
    slug: string | null;
    status: string | null;
    category: string | null;
    tags: string[] | null;
    items: { id: string; name: string; url: string | null; published_at: string }[];
  }>(sql`
    SELECT s.id, s.title, s.first_seen_at, s.first_item_id, a.slug, a.status, a.category,
      (SELECT array_agg(t.name ORDER BY t.name) FROM ${articleTags} at JOIN ${tags} t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
      (SELECT json_agg(json_build_object('id', i.id, 'name', so.name, 'url', i.url, 'published_at', i.published_at) ORDER BY i.published_at, i.id)
         FROM ${feedItems} i JOIN ${sources} so ON so.id = i.source_id WHERE i.story_id = s.id) AS items
    FROM ${stories} s LEFT JOIN ${articles} a ON a.id = s.article_id
    WHERE s.first_seen_at >= ${since.toISOString()}
    ORDER BY s.first_seen_at DESC
    LIMIT ${limit}`);
  return rows.rows.map((row) => ({
    id: row.id,
    title: row.title,
    firstSeenAt: new Date(row.first_seen_at).toISOString(),
    article: row.slug
      ? { slug: row.slug, status: row.status ?? '', category: row.category ?? '', tags: row.tags ?? [] }
      : null,
    sources: (row.items ?? []).map((item) => ({
      name: item.name,
      url: item.url,
      publishedAt: new Date(item.published_at).toISOString(),
      firstToReport: item.id === row.first_item_id,
    })),
  }));
}

/** Stories that gained items: counts, last item time, and the first to report when an earlier item arrived. */
export async function updateJoinedStories(db: Database, plan: StoryPlan): Promise<void> {
  if (plan.joined.size === 0) return;
  const joined = [...plan.joined];
  // Locked in id order, so two batches touching the same stories never deadlock.
  await db.execute(sql`
    WITH v AS (
      SELECT * FROM ${unnestRows(joined, [
        [([id]) => id, 'uuid'],
        [([, entry]) => entry.count, 'int'],
        [([, entry]) => entry.first.id, 'uuid'],
        [([, entry]) => entry.first.publishedAt.toISOString(), 'timestamptz'],
        [([, entry]) => entry.last.toISOString(), 'timestamptz'],
      ])} AS w(id, n, first_id, first_at, last_at)),
    locked AS (SELECT id FROM ${stories} WHERE id IN (SELECT id FROM v) ORDER BY id FOR UPDATE)
    UPDATE ${stories} AS s SET
      item_count = s.item_count + v.n,
      first_item_id = CASE WHEN v.first_at < s.first_seen_at THEN v.first_id ELSE s.first_item_id END,
      first_seen_at = least(s.first_seen_at, v.first_at),
      last_item_at = greatest(s.last_item_at, v.last_at),
      updated_at = now()
    FROM v WHERE s.id = v.id AND s.id IN (SELECT id FROM locked)`);
}

/** Points each story at its new article, and takes the article's category and headline. */
export async function linkStoriesToArticles(
  db: Database,
  links: { storyId: string; articleId: string; category: string; title: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await db.execute(sql`
    UPDATE ${stories} AS s SET article_id = v.article_id, category = v.category, title = v.title, updated_at = now()
    FROM ${unnestRows(links, [
      [(link) => link.storyId, 'uuid'],
      [(link) => link.articleId, 'uuid'],
      [(link) => link.category, 'text'],
      [(link) => link.title, 'text'],
    ])} AS v(id, article_id, category, title)
    WHERE s.id = v.id`);
}
