// Query plans of what the site really runs, on tables large enough that PostgreSQL's default settings
// choose as they would in production: on a handful of rows any plan is cheap, and a test that has to turn
// off sequential scans or sorts to see an index proves only that the index could be used.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../app/db/client.server';

export type Statement = { sql: string; params: unknown[] };

/**
 * A database over `pool` that notes every statement it runs (its SQL and parameters), so a test can call a
 * domain function as the site does and EXPLAIN exactly what it sent.
 */
export function recordingDatabase(pool: pg.Pool): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  return { db, statements };
}

/** The plan PostgreSQL chooses for a statement (with the app's own connection settings), as text. */
export async function planOf(pool: pg.Pool, { sql, params }: Statement): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The plan of the statement itself, without the subqueries of its selected columns (an article's tags). */
export const outerPlan = (plan: string) => plan.split('SubPlan')[0]!;

/**
 * A newsroom's worth of articles, in SQL so it takes seconds: `articles` articles (one in ten a draft), a
 * minute apart, spread over `authors` authors (`bulk-author-1`…) and `tags` tags (`bulk-tag-1`…, two per
 * article). Every title says "story"; one in 500 also says "zeppelin".
 */
export async function insertBulkArticles(
  pool: pg.Pool,
  { articles, authors, tags }: { articles: number; authors: number; tags: number },
): Promise<void> {
  await pool.query(
    `INSERT INTO profiles (name, handle) SELECT 'Bulk author ' || i, 'bulk-author-' || i FROM generate_series(1, $1) i`,
    [authors],
  );
  await pool.query(
    `INSERT INTO tags (name, slug, kind) SELECT 'Bulk tag ' || i, 'bulk-tag-' || i, 'topic' FROM generate_series(1, $1) i`,
    [tags],
  );
  await pool.query(
    `INSERT INTO articles (slug, title, summary, content, status, published_at, author_id)
     SELECT 'bulk-story-' || g,
       'Bulk story ' || g || CASE WHEN g % 500 = 0 THEN ' zeppelin' ELSE '' END,
       'A summary of story ' || g, '<p>The body of story ' || g || '.</p>',
       CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'published' END,
       CASE WHEN g % 10 = 0 THEN NULL ELSE now() - g * interval '1 minute' END,
       (ARRAY(SELECT id FROM profiles WHERE handle LIKE 'bulk-author-%' ORDER BY handle))[1 + g % $2]
     FROM generate_series(1, $1) g`,
    [articles, authors],
  );
  await pool.query(
    `INSERT INTO article_tags (article_id, tag_id)
     SELECT a.id, t.id
     FROM articles a
     CROSS JOIN LATERAL (VALUES (substring(a.slug FROM 12)::int)) story(n)
     CROSS JOIN LATERAL (VALUES (1 + story.n % $1), (1 + (story.n * 7 + 3) % $1)) pick(k)
     JOIN tags t ON t.slug = 'bulk-tag-' || pick.k
     WHERE a.slug LIKE 'bulk-story-%'
     ON CONFLICT DO NOTHING`,
    [tags],
  );
  // As autovacuum would: statistics, and the visibility map that lets a count read the index alone.
  await pool.query('VACUUM ANALYZE profiles, tags, articles, article_tags');
}
