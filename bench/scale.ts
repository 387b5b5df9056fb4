// Years of news (issue 42, point 1, begun): fills a fresh database as two years of a 500-source newsroom
// would, times SCALE (1 = 3 million feed items, 500,000 published articles, 1 million stories, 10,000 tags,
// 50,000 subscribers), then prints the database's size, the newsroom's read paths in process (the News list's
// first and deep pages, an article, a search with a common word), and the size before and after the prune of
// feed bodies older than FEED_ITEM_RETENTION_DAYS. Rows are made by the server itself (INSERT … SELECT over
// generate_series: no bytes cross the wire, faster than COPY from the client). Not a test: it prints JSON.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { getPublishedArticle, listPublishedArticles } from '../app/domain/articles/article-reads.server';
import { NEWS_PAGE_SIZE } from '../app/domain/articles/news-query';
import { searchPublished } from '../app/domain/search/search.server';
import { pruneFeedItemBodies } from '../app/domain/newsroom/store/feed-item-bodies.server';
import { createLogger } from '../app/lib/logger.server';
import { freePort } from '../tests/support/free-port';

const SCALE = Number(process.env.SCALE ?? 0.02);
const ROUNDS = 20;
const count = (full: number) => Math.max(1, Math.round(full * SCALE));
const sizes = {
  sources: 500,
  feedItems: count(3_000_000),
  articles: count(500_000),
  stories: count(1_000_000),
  tags: count(10_000),
  subscribers: count(50_000),
};
const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (times: number[], p: number) =>
  round([...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!);

/** Two years of feed text: about 2 KB of words per body, varied by the row number. */
const BODY = `repeat(md5(g::text) || ' warehouse techno set at dawn, the label''s second pressing sold out ', 25)`;

async function fill(pool: Pool) {
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
  await pool.query(`
    INSERT INTO tags (id, name, slug, kind) SELECT gen_random_uuid(), 'Artist ' || g, 'artist-' || g, 'topic'
    FROM generate_series(1, ${tags}) g`);
  await pool.query(`
    INSERT INTO newsletter_subscribers (email, status)
    SELECT 'fan' || g || '@example.test', 'confirmed' FROM generate_series(1, ${subscribers}) g`);
  await pool.query('VACUUM ANALYZE');
}

async function timesOf(run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = -2; i < ROUNDS; i++) {
    const start = performance.now();
    await run(i);
    if (i >= 0) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main() {
  const external = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-scale-'));
  chmodSync(dataDir, 0o755);
  const server = external
    ? undefined
    : await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn') });
  const database = connectDatabase(external ?? server!.url, { max: 4 });
  const { pool, db } = database;
  const size = async () => {
    const { rows } = await pool.query<{ db: string; items: string }>(
      `SELECT pg_database_size(current_database())::text AS db, pg_total_relation_size('feed_items')::text AS items`,
    );
    return {
      databaseMb: round(Number(rows[0]!.db) / 2 ** 20),
      feedItemsMb: round(Number(rows[0]!.items) / 2 ** 20),
    };
  };
  try {
    await runMigrations(pool);
    const started = performance.now();
    await fill(pool);
    const fillSeconds = round((performance.now() - started) / 1000);
    const filled = await size();
    const lastPage = Math.floor(sizes.articles / NEWS_PAGE_SIZE);
    const deepPage = Math.min(2000, lastPage - ROUNDS - 2);
    const query = { search: '', category: 'all', sort: 'newest' } as const;
    // Each round reads another page: page reads are kept for five seconds (decision 047), a bench must not.
    const reads = {
      newsPage1: await timesOf(() => listPublishedArticles(db, { ...query, page: 1 })),
      [`newsPage${deepPage}`]: await timesOf((i) =>
        listPublishedArticles(db, { ...query, page: deepPage + i }),
      ),
      article: await timesOf((i) => getPublishedArticle(db, `scale-${1000 + i}`)),
      searchCommonWord: await timesOf(() =>
        searchPublished(db, { q: 'festival', type: 'all', category: 'all', date: 'any', page: 1 }),
      ),
    };
    const pruneStarted = performance.now();
    const pruned = await pruneFeedItemBodies(db, 180);
    const pruneSeconds = round((performance.now() - pruneStarted) / 1000);
    // Space left by emptied bodies is reused by new rows after a (auto)vacuum; VACUUM FULL gives it back.
    await pool.query('VACUUM FULL feed_items');
    console.log(
      JSON.stringify(
        {
          scale: SCALE,
          rows: sizes,
          fillSeconds,
          size: { filled, afterPruningBodies: await size() },
          prune: { feedItemBodies: pruned, seconds: pruneSeconds },
          readsInProcessMs: reads,
          note: 'reads are the domain functions in process, not pages over HTTP; newsPage1 after its first read is the five-second page read (decision 047); a two-core machine shared with other work',
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
