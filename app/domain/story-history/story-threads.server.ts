import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { ENTITY_TAG_KINDS, type Thread, threadsOf } from './story-links';

/** The newest stories of a tag that its coverage page reads: a season's worth for a busy festival. */
const COVERAGE_STORIES = 300;

export type TagCoverage = { tag: { name: string; slug: string; kind: string }; threads: Thread[] };

const entityKinds = sql.raw(ENTITY_TAG_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * A name's full coverage: its published stories split into threads (runs of stories each within
 * THREAD_GAP_DAYS of the last), newest thread first and each thread oldest story first. Stories stay
 * separate: a thread only links them. Undefined for a tag that is not an entity's or has no published story.
 */
export async function tagCoverage(db: Database, slug: string): Promise<TagCoverage | undefined> {
  const { rows } = await db.execute<{
    name: string;
    kind: string;
    slug: string;
    stories: { slug: string; title: string; publishedAt: string; reportedAt: string }[] | null;
  }>(sql`
    SELECT t.name, t.kind, t.slug, (
      SELECT json_agg(json_build_object('slug', n.slug, 'title', n.title, 'publishedAt', n.published_at,
          'reportedAt', n.reported_at))
      FROM (
        SELECT a.slug, a.title, a.published_at, coalesce(st.first_seen_at, a.published_at) AS reported_at
        FROM article_tags at JOIN articles a ON a.id = at.article_id
        LEFT JOIN stories st ON st.id = a.story_id
        WHERE at.tag_id = t.id AND a.status = 'published'
        ORDER BY a.published_at DESC NULLS LAST LIMIT ${COVERAGE_STORIES}
      ) n
    ) AS stories
    FROM tags t WHERE t.slug = ${slug} AND t.kind IN (${entityKinds})`);
  const row = rows[0];
  if (!row?.stories?.length) return undefined;
  const tag = { name: row.name, slug: row.slug };
  const stories = row.stories.map((story) => ({
    ...story,
    publishedAt: new Date(story.publishedAt).toISOString(),
    reportedAt: new Date(story.reportedAt).toISOString(),
    tag: row.name,
  }));
  return { tag: { ...tag, kind: row.kind }, threads: threadsOf(tag, stories).reverse() };
}
