import { readFile } from 'node:fs/promises';
import type { Database } from '~/db/client.server';
import { type FetchedSource, startingOutcome } from '../crawl-outcome';
import { writeFetched } from '../crawl.server';
import { hostOf } from '../fetch/host-limiter';
import type { NewsroomDeps } from '../newsroom.server';
import { parseDocument } from '../parse-pool/parse-document';
import { itemsPerWeek } from '../schedule/schedule';
import { publishAtLatestReport } from '../store/articles.server';
import { claimPendingDemoNews } from '../store/demo-news-flag.server';
import { addLexiconEntries, loadLexicon } from '../store/lexicon.server';
import { insertNewSources } from '../store/sources.server';
import { demoNames, demoSources } from './demo-sources';

export type DemoIngest = { sources: number; items: number; stories: number };

/**
 * Makes the demo news if the seed left it pending, once across every process that starts together: the
 * first to flip the setting from 'pending' to 'done' makes it. Returns undefined when there was nothing to do.
 */
export async function ingestPendingDemoNews(
  deps: NewsroomDeps,
  now = new Date(),
): Promise<DemoIngest | undefined> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (!(await claimPendingDemoNews(db))) return undefined;
    // Made inside the claim: if it fails, the claim rolls back and the next start tries again.
    return ingestDemoFeeds({ ...deps, db }, now);
  });
}

const feedsFolder = new URL('./feeds/', import.meta.url);

/** Demo sources are never crawled: their next crawl is as far away as a timestamp allows in practice. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/**
 * Makes the demo news the way real news is made: the bundled demo feeds (RSS, Atom and JSON Feed, read from
 * disk) go through the newsroom's own parse, dedup, grouping, classification, tagging, summarising and
 * publishing. Their dates are moved so the newest report is a few minutes old, and the demo sources are kept
 * as active sources marked demo, which the crawler never claims, so their invented addresses are never fetched.
 */
export async function ingestDemoFeeds(deps: NewsroomDeps, now = new Date()): Promise<DemoIngest> {
  const { db } = deps;
  await addLexiconEntries(db, demoNames);
  const lexicon = await loadLexicon(db);
  const rows = await insertNewSources(
    db,
    demoSources.map((source) => ({
      name: source.name,
      url: source.url,
      host: hostOf(source.url),
      siteUrl: new URL('/', source.url).toString(),
      category: source.category,
      kind: source.kind,
      // Active as a followed source is, so the desk and the home page treat them alike; never claimed for a
      // crawl all the same (claimSources skips demo sources, and their next crawl never comes).
      isActive: true,
      isDemo: true,
      autoPublish: true,
      nextCrawlAt: NEVER,
    })),
  );
  const parsed = await Promise.all(
    rows.map(async (source) => {
      const file = demoSources.find((entry) => entry.url === source.url)!.file;
      const body = await readFile(new URL(file, feedsFolder), 'utf8');
      return { source, document: parseDocument(body, source.url, now, deps.parseLimits) };
    }),
  );
  // The files are dated once; the demo should look as fresh as the day it is installed.
  const newest = Math.max(
    ...parsed.flatMap(({ document }) => document.items.map((item) => +item.publishedAt)),
  );
  const shift = now.getTime() - 20 * 60_000 - newest;
  const batch: FetchedSource[] = parsed.map(({ source, document }) => {
    const items = document.items.map((item) => ({
      ...item,
      publishedAt: new Date(+item.publishedAt + shift),
    }));
    return {
      source,
      outcome: { ...startingOutcome(source.id), status: 'fetched', skippedEntries: document.skipped.length },
      items,
      state: {
        status: 200,
        siteUrl: document.siteUrl,
        itemsPerWeek: itemsPerWeek(
          items.map((item) => item.publishedAt),
          now,
        ),
        errorCount: 0,
        nextCrawlAt: NEVER,
      },
    };
  });
  const outcomes = await writeFetched({ ...deps, lexicon, now: () => now }, batch);
  // Published in one batch, the demo's articles would share one publication time; each takes its story's
  // latest report instead, as if the newsroom had published it as the news came in.
  await publishAtLatestReport(
    db,
    rows.map((row) => row.id),
  );
  return {
    sources: rows.length,
    items: outcomes.reduce((sum, outcome) => sum + outcome.newItems, 0),
    stories: outcomes.reduce((sum, outcome) => sum + outcome.newStories, 0),
  };
}
