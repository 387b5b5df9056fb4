// Search benchmark: 100,000 generated published articles (plus drafts, releases, festivals, reviews and
// interviews) in a fresh database, then a mixed set of reader queries through the site's own search function,
// round after round. Prints p50/p95/p99 per kind of query and overall, as JSON. Decision 017 records the runs.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../app/db/client.server';
import { startEmbeddedPostgres } from '../app/db/embedded.server';
import { runMigrations } from '../app/db/migrate.server';
import { createRandom } from '../app/db/seed/random';
import { searchPublished } from '../app/domain/search/search.server';
import type { SearchQuery } from '../app/domain/search/search-query';
import { createLogger } from '../app/lib/logger.server';
import { freePort } from '../tests/support/free-port';
import { createCorpus, type Corpus } from './search-corpus';
import { generateSearchData } from './search-data';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const DRAFTS = Math.round(ARTICLES / 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

type Query = Partial<SearchQuery> & { q: string };

/** The query set: each kind several times over; the rare names are invented artists of the corpus. */
const querySet = (corpus: Corpus): Record<string, Query[]> => ({
  rare: [
    { q: corpus.invented[7]! },
    { q: corpus.invented[1234]!.split(' ')[1]! },
    { q: 'Tbilisi warehouse' },
  ],
  common: [{ q: 'music' }, { q: 'new' }, { q: 'night' }, { q: 'techno' }],
  stopWords: [{ q: 'the' }, { q: 'and of the' }],
  phrase: [{ q: '"new album"' }, { q: '"closing set"' }],
  multiWord: [{ q: 'techno berlin club' }, { q: 'amelie lens new ep' }, { q: 'festival lineup summer' }],
  syntax: [{ q: 'techno -house' }, { q: 'trance or progressive' }],
  accents: [{ q: 'royksopp' }, { q: 'Kölsch' }],
  misspelling: [{ q: 'tomorowland' }, { q: 'amelei lens' }, { q: 'festivl lineupp' }, { q: 'musci' }],
  filters: [
    { q: 'music', type: 'article', category: 'tech' },
    { q: 'new', date: 'week' },
    { q: 'techno', type: 'release' },
    { q: 'festival', type: 'festival', date: 'year' },
  ],
  deepPage: [{ q: 'music', page: 30 }],
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** How a query reads in the output: its text, and its filters and page when not the defaults. */
const labelOf = (query: SearchQuery) =>
  [
    JSON.stringify(query.q),
    query.type !== 'all' ? `type=${query.type}` : '',
    query.category !== 'all' ? `category=${query.category}` : '',
    query.date !== 'any' ? `date=${query.date}` : '',
    query.page > 1 ? `page=${query.page}` : '',
  ]
    .filter(Boolean)
    .join(' ');

async function main() {
  // BENCH_DATABASE_URL runs against another database instead: an empty one is filled; one already filled by
  // this benchmark (as many published articles as asked for) is searched as it is.
  const external = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-search-'));
  chmodSync(dataDir, 0o755);
  const server = external
    ? undefined
    : await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn') });
  const database = connectDatabase(external ?? server!.url, { max: 4 });
  try {
    await runMigrations(database.pool);
    const { rows } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM articles WHERE status = 'published'",
    );
    const reused = rows[0]!.n === ARTICLES;
    const started = performance.now();
    const corpus = createCorpus(createRandom(11));
    if (!reused) await generateSearchData(database.pool, corpus, ARTICLES);
    const setupSeconds = round((performance.now() - started) / 1000);

    const runs = Object.entries(querySet(corpus)).flatMap(([kind, list]) =>
      list.map((query) => ({
        kind,
        query: { type: 'all', category: 'all', date: 'any', page: 1, ...query } as SearchQuery,
        times: [] as number[],
        found: '',
      })),
    );
    const loadBefore = os.loadavg()[0];
    // Two warm-up rounds, then the measured ones; every round runs every query once, in the same order.
    for (let round = -2; round < ROUNDS; round++) {
      for (const run of runs) {
        const start = performance.now();
        const outcome = await searchPublished(database.db, run.query);
        if (round >= 0) run.times.push(performance.now() - start);
        run.found = outcome.total
          ? `${outcome.total}${outcome.capped ? '+' : ''}`
          : `0, suggests ${JSON.stringify(outcome.suggestions)}`;
      }
    }
    const version = (await database.pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!;
    const kinds = [...new Set(runs.map((run) => run.kind))];
    const overall = summary(runs.flatMap((run) => run.times));
    const report = {
      setup: {
        publishedArticles: ARTICLES,
        drafts: DRAFTS,
        releases: 5_000,
        festivals: 1_000,
        reviews: 1_000,
        interviews: 1_000,
        seconds: setupSeconds,
        reused,
        postgres: version.server_version,
      },
      rounds: ROUNDS,
      latencyMs: {
        overall,
        ...Object.fromEntries(
          kinds.map((kind) => [
            kind,
            summary(runs.filter((run) => run.kind === kind).flatMap((run) => run.times)),
          ]),
        ),
      },
      queries: runs.map((run) => ({
        kind: run.kind,
        query: labelOf(run.query),
        found: run.found,
        p50Ms: summary(run.times).p50,
      })),
      // Other work on the machine (two cores here) shows in the figures: its load while the queries ran.
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      target: { p95Ms: 50, met: overall.p95 < 50 },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await database.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
