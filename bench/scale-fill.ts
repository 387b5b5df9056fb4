// The rows of bench:scale (issue 42): two years of a 500-source newsroom times SCALE, made by the server itself
// (INSERT … SELECT over generate_series: no bytes cross the wire, faster than COPY from the client).
import type { Pool } from 'pg';

export const SCALE = Number(process.env.SCALE ?? 0.02);
const count = (full: number) => Math.max(1, Math.round(full * SCALE));
export const sizes = {
  sources: 500,
  feedItems: count(3_000_000),
  articles: count(500_000),
  stories: count(1_000_000),
  tags: count(10_000),
  subscribers: count(50_000),
};
/** Tags each on 1 in HEAVY_TAGS articles. */
export const HEAVY_TAGS = 25;

export const round = (n: number) => Math.round(n * 10) / 10;
export const percentile = (times: number[], p: number) =>
  round([...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!);

/** Two years of feed text: about 2 KB of words per body, varied by the row number. */
const BODY = `repeat(md5(g::text) || ' warehouse techno set at dawn, the label''s second pressing sold out ', 25)`;

export async function fill(pool: Pool) {
  const { sources, feedItems, articles, stories, tags, subscribers } = sizes;
  await pool.query(`
    INSERT INTO sources (id, name, url, host, is_active)
    SELECT gen_random_uuid(), 'Outlet ' || g, 'https://outlet-' || g || '.example/feed.xml', 'outlet-' || g || '.example', false
    FROM generate_series(1, ${sources}) g`);
  await pool.query(`
    INSERT INTO articles (id, slug, title, summary, content, category, status, published_at)
    SELECT gen_random_uuid(), 'scale-' || g, 'Story ' || g || ': a festival line-up, a label and a record',
      'What happened at the ' || g || 'th night of the season.', ${BODY},
      (ARRAY['news','reviews','tech','analysis'])[1 + g % 4], 'published',
      now() - (g * (730.0 / ${articles})) * interval '1 day'
    FROM generate_series(1, ${articles}) g`);
  await pool.query(`
    INSERT INTO stories (id, title, category, first_seen_at, last_item_at, item_count)
    SELECT gen_random_uuid(), 'Story ' || g, 'news', now() - (g * (730.0 / ${stories})) * interval '1 day',
      now() - (g * (730.0 / ${stories})) * interval '1 day', 3
    FROM generate_series(1, ${stories}) g`);
  // Each item belongs to a story, in order, so a story's items are fetched on the same days.
  await pool.query(`
    WITH s AS (SELECT id, row_number() OVER (ORDER BY last_item_at DESC) AS n FROM stories),
      src AS (SELECT id, row_number() OVER () AS n FROM sources)
    INSERT INTO feed_items (id, source_id, guid, url, canonical_url, title, summary, content_html, content_text,
      content_hash, signature, published_at, fetched_at, story_id, language)
    SELECT gen_random_uuid(), src.id, 'item-' || g, 'https://outlet.example/' || g, 'https://outlet.example/' || g,
      'Report ' || g, 'The lead of report ' || g, '<p>' || ${BODY} || '</p>', ${BODY}, md5('item-' || g),
      '\\x00'::bytea, now() - (g * (730.0 / ${feedItems})) * interval '1 day',
      now() - (g * (730.0 / ${feedItems})) * interval '1 day', s.id, 'en'
    FROM generate_series(1, ${feedItems}) g
    JOIN src ON src.n = 1 + g % ${sources}
    JOIN s ON s.n = 1 + (g * ${stories}::bigint / ${feedItems}) % ${stories}`);
  // A story names its first item, the seed every joining report must also resemble (as the crawler stores it).
  await pool.query(`
    UPDATE stories s SET first_item_id = f.id
    FROM (SELECT DISTINCT ON (story_id) story_id, id FROM feed_items ORDER BY story_id, published_at, id) f
    WHERE f.story_id = s.id`);
  await pool.query(`
    INSERT INTO tags (id, name, slug, kind) SELECT gen_random_uuid(), 'Artist ' || g, 'artist-' || g, 'topic'
    FROM generate_series(1, ${tags}) g`);
  // Every article carries two tags: one of HEAVY_TAGS (at SCALE 1 each on 20,000 articles, the issue's "tag
  // with 20,000 articles") and one of the long tail.
  const heavy = Math.min(HEAVY_TAGS, tags);
  await pool.query(`
    WITH a AS (SELECT id, row_number() OVER (ORDER BY published_at DESC) AS n FROM articles),
      t AS (SELECT id, row_number() OVER (ORDER BY slug) AS n FROM tags)
    INSERT INTO article_tags (article_id, tag_id)
    SELECT a.id, t.id FROM a JOIN t ON t.n = 1 + a.n % ${heavy}
    UNION
    SELECT a.id, t.id FROM a JOIN t ON t.n = 1 + ${heavy} + (a.n * 7919) % greatest(1, ${tags - heavy})
    WHERE ${tags} > ${heavy}`);
  await pool.query(`
    INSERT INTO newsletter_subscribers (email, status)
    SELECT 'fan' || g || '@example.test', 'confirmed' FROM generate_series(1, ${subscribers}) g`);
  await pool.query('VACUUM ANALYZE');
}
