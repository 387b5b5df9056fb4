// The crawl of bench:scale (issue 42, point 1): the ingest bench's 1,000 feeds × 50 items crawled into the
// filled database and, for comparison, into an empty database on the same server in the same run. Each crawl
// runs `bench/ingest.ts` in its own process, as the worker would, so its peak memory is the crawl's alone.
import { spawn } from 'node:child_process';
import type { Pool } from 'pg';
import { connectDatabase } from '../app/db/client.server';
import { fingerprint, signatureToBytes } from '../app/domain/newsroom/normalise/similarity';
import { itemTexts, saveSignatures } from '../app/domain/newsroom/store/indexed-items.server';
import { asWorker } from './as-worker';
import { round } from './scale-fill';

/**
 * The days the synthetic feeds' items fall on (tests/fixtures/synthetic-feeds.ts dates them up to 500 hours
 * before 2026-11-01), widened by the story window on both sides: the days the crawl's story index loads.
 */
const CRAWLED_DAYS = ['2026-10-05', '2026-11-05'] as const;

type IngestFigures = {
  firstPass: {
    wallSeconds: number;
    cpuSeconds: { node: number; postgres: number };
    phaseMs: Record<string, number>;
  };
  secondPass: { wallSeconds: number };
  result: { stories: number; articles: number; multi: number };
  storyIndex: { items: number; days: number };
  syntheticGrouping: { precision: number; recall: number; f1: number };
  peakMemoryMb: { afterFirstPass: number; overall: number };
  firstPassFailures: string[];
};

/**
 * The fill writes a one-byte signature: the crawler would make each loaded item's again from its text (as it
 * does for signatures older than decision 009), a cost a running site paid when it stored them. The items of
 * the crawled days are signed here first, as the crawler would have signed them.
 */
async function signCrawledDays(databaseUrl: string): Promise<{ items: number; seconds: number }> {
  const started = performance.now();
  const { db, pool, close } = connectDatabase(databaseUrl, { max: 2 });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM feed_items WHERE published_at >= $1 AND published_at < $2`,
      [...CRAWLED_DAYS],
    );
    for (let i = 0; i < rows.length; i += 2_000) {
      const texts = await itemTexts(
        db,
        rows.slice(i, i + 2_000).map((row) => row.id),
      );
      await saveSignatures(
        db,
        new Map(
          texts.map((row) => [
            row.id,
            signatureToBytes(fingerprint(row.title, row.text, row.language).signature),
          ]),
        ),
      );
    }
    return { items: rows.length, seconds: round((performance.now() - started) / 1000) };
  } finally {
    await close();
  }
}

/** `bench/ingest.ts` against a database, in its own process; its JSON figures. */
function ingestInto(databaseUrl: string): Promise<IngestFigures> {
  return new Promise((resolve, reject) => {
    const { args, env } = asWorker('bench/ingest.ts', {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_FEEDS: '1000',
      BENCH_ITEMS: '50',
    });
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bench/ingest.ts exited with ${code}:\n${output.slice(-2000)}`));
      else resolve(JSON.parse(output.slice(output.indexOf('{'))) as IngestFigures);
    });
  });
}

const summary = (figures: IngestFigures) => ({
  firstPassSeconds: figures.firstPass.wallSeconds,
  // The crawl's own CPU time: on a machine shared with other work, wall times follow the load more than this.
  // PostgreSQL's counts every postgres process on the machine, other servers' too.
  firstPassCpuSeconds: figures.firstPass.cpuSeconds,
  secondPassSeconds: figures.secondPass.wallSeconds,
  phaseMs: figures.firstPass.phaseMs,
  added: figures.result,
  grouping: figures.syntheticGrouping,
  workerPeakMemoryMb: figures.peakMemoryMb.overall,
  storyIndex: figures.storyIndex,
  failures: figures.firstPassFailures,
});

/** The crawl into an empty database on the same server first, then into the filled one. */
export async function crawlEmptyAndFilled(pool: Pool, databaseUrl: string) {
  const signed = await signCrawledDays(databaseUrl);
  const target = `dropwire_scale_crawl_${process.pid}`;
  await pool.query(`CREATE DATABASE ${target}`);
  try {
    const emptyUrl = new URL(databaseUrl);
    emptyUrl.pathname = `/${target}`;
    const empty = summary(await ingestInto(emptyUrl.toString()));
    const filled = summary(await ingestInto(databaseUrl));
    return {
      signedBeforehand: signed,
      empty,
      filled,
      filledOverEmpty: round((filled.firstPassSeconds / empty.firstPassSeconds) * 100) / 100,
      nodeCpuFilledOverEmpty:
        round((filled.firstPassCpuSeconds.node / empty.firstPassCpuSeconds.node) * 100) / 100,
      targets: { filledOverEmpty: 1.25, workerPeakMemoryMb: 300 },
    };
  } finally {
    await pool.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  }
}
