import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { DEMO_NEWS_KEY, siteSettings } from '~/db/schema/settings';
import { arrayParam } from '~/db/array-param.server';
import { lexiconEntries, sources } from '~/db/schema/newsroom';
import { hostOf } from '../canonical-url';
import { type FetchedSource, type NewsroomDeps, writeFetched } from '../crawl-source.server';
import { loadLexicon } from '../lexicon.server';
import { parseDocument } from '../parse-pool/parse-document';
import { itemsPerWeek } from '../schedule';
import { demoNames, demoSources } from './demo-sources';

export type DemoIngest = { sources: number; items: number; stories: number };

/** Whether the seed left the demo news to be made: one indexed read, so a start with nothing to do stays cheap. */
export async function demoNewsPending(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_NEWS_KEY));
  return row?.value === 'pending';
}

/**
 * Makes the demo news if the seed left it pending, once across every process that starts together: the
 * first to flip the setting from 'pending' to 'done' makes it. Returns undefined when there was nothing to do.
 */
export async function ingestPendingDemoNews(
  deps: NewsroomDeps,
  now = new Date(),
): Promise<DemoIngest | undefined> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(siteSettings)
      .set({ value: 'done' })
      .where(and(eq(siteSettings.key, DEMO_NEWS_KEY), sql`${siteSettings.value} = '"pending"'::jsonb`))
      .returning();
    if (claimed.length === 0) return undefined;
    // Made inside the claim: if it fails, the claim rolls back and the next start tries again.
    return ingestDemoFeeds({ ...deps, db: tx as unknown as Database }, now);
  });
}

const feedsFolder = new URL('./feeds/', import.meta.url);

/** Demo sources are never crawled: their next crawl is as far away as a timestamp allows in practice. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/**
 * Makes the demo news the way real news is made: the bundled demo feeds (RSS, Atom and JSON Feed, read from
 * disk) go through the newsroom's own parse, dedup, grouping, classification, tagging, summarising and
 * publishing. Their dates are moved so the newest report is a few minutes old, and the demo sources are kept
 * as sources, marked demo and inactive, so the crawler never fetches their invented addresses.
 */
export async function ingestDemoFeeds(deps: NewsroomDeps, now = new Date()): Promise<DemoIngest> {
  const { db } = deps;
  await db.insert(lexiconEntries).values(demoNames).onConflictDoNothing();
  const lexicon = await loadLexicon(db);
  const rows = await db
    .insert(sources)
    .values(
      demoSources.map((source) => ({
        name: source.name,
        url: source.url,
        host: hostOf(source.url),
        siteUrl: new URL('/', source.url).toString(),
        category: source.category,
        isActive: false,
        isDemo: true,
        autoPublish: true,
        nextCrawlAt: NEVER,
      })),
    )
    .onConflictDoNothing()
    .returning();
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
      outcome: {
        sourceId: source.id,
        status: 'fetched',
        newItems: 0,
        skippedEntries: document.skipped.length,
        newStories: 0,
        updatedStories: 0,
      },
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
  await db.execute(sql`
    UPDATE articles AS a SET published_at = s.last_item_at, updated_at = s.last_item_at
    FROM stories AS s
    WHERE a.story_id = s.id AND a.status = 'published'
      AND s.id IN (SELECT story_id FROM feed_items WHERE source_id = ANY(${arrayParam(
        rows.map((row) => row.id),
        'uuid',
      )}))`);
  return {
    sources: rows.length,
    items: outcomes.reduce((sum, outcome) => sum + outcome.newItems, 0),
    stories: outcomes.reduce((sum, outcome) => sum + outcome.newStories, 0),
  };
}
