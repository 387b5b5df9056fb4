import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Agent } from 'undici';
import type { Database } from '~/db/client.server';
import { sourceCategories, sources } from '~/db/schema/newsroom';
import { canonicalUrl, hostOf } from './canonical-url';
import { fetchFeed, type FetchPolicy } from './fetch-feed.server';
import { FeedFetchError } from './fetch-errors';
import { type OpmlFeed, parseOpml, renderOpml } from './opml';
import { FeedParseError, parseFeedDocument } from './parse-feed';

export const newSourceSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Give the feed address as a full http:// or https:// URL' }),
  name: z.string().trim().min(1).max(120).optional(),
  category: z
    .enum(sourceCategories, { error: `Category must be one of: ${sourceCategories.join(', ')}` })
    .default('news'),
  kind: z.enum(['news', 'social', 'video']).default('news'),
  autoPublish: z.boolean().default(false),
});

export type NewSource = z.input<typeof newSourceSchema>;

export class SourceCheckError extends Error {
  /**
   * @param unreachable The feed could not be reached now (no network, DNS, time-out, a server error): it may
   * well be a feed. Otherwise the answer was definite (not a feed, gone, refused address).
   */
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'SourceCheckError';
  }
}

const UNREACHABLE = new Set(['dns', 'connect_timeout', 'timeout', 'network']);
const isUnreachable = (error: FeedFetchError) =>
  UNREACHABLE.has(error.code) ||
  (error.code === 'http_status' && (error.details.status === 429 || (error.details.status ?? 0) >= 500));

/** Fetches a URL and says whether it is a feed; returns its title and site, or why not. */
export async function checkFeed(
  url: string,
  policy: FetchPolicy,
  agent: Agent,
): Promise<{ title: string; siteUrl?: string; finalUrl: string; items: number }> {
  try {
    const fetched = await fetchFeed(url, {}, policy, agent);
    if (fetched.kind !== 'ok') throw new SourceCheckError(`${url} answered ${fetched.status} without a feed`);
    const feed = parseFeedDocument(fetched.body, fetched.finalUrl);
    return {
      title: feed.title,
      siteUrl: feed.siteUrl,
      finalUrl: fetched.permanentUrl ?? url,
      items: feed.items.length,
    };
  } catch (error) {
    if (error instanceof FeedFetchError)
      throw new SourceCheckError(`Could not fetch ${url}: ${error.message}`, isUnreachable(error));
    if (error instanceof FeedParseError) {
      throw new SourceCheckError(
        `${url} answered, but not with an RSS, Atom or JSON feed (is it a web page? look for its feed link)`,
      );
    }
    throw error;
  }
}

export type SourceSummary = typeof sources.$inferSelect;

/** Adds a source after checking that its URL answers with a feed. */
export async function addSource(
  db: Database,
  input: NewSource,
  check: (url: string) => ReturnType<typeof checkFeed>,
): Promise<SourceSummary> {
  const parsed = newSourceSchema.parse(input);
  const url = canonicalUrl(parsed.url) ?? parsed.url;
  const existing = await db.select().from(sources).where(eq(sources.url, url));
  if (existing[0]) throw new SourceCheckError(`${url} is already a source ("${existing[0].name}")`);
  const feed = await check(url);
  const [row] = await db
    .insert(sources)
    .values({
      name: parsed.name ?? (feed.title || new URL(url).hostname),
      url: feed.finalUrl,
      host: hostOf(feed.finalUrl),
      siteUrl: feed.siteUrl ?? null,
      category: parsed.category,
      kind: parsed.kind,
      autoPublish: parsed.autoPublish,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new SourceCheckError(`${feed.finalUrl} is already a source`);
  return row;
}

export async function listSources(db: Database): Promise<SourceSummary[]> {
  return db.select().from(sources).orderBy(asc(sources.name));
}

export type ImportReport = {
  /** Checked: each answered with a feed. */
  added: SourceSummary[];
  /** Stored without a check, because they could not be reached now; they are crawled on schedule. */
  unchecked: { source: SourceSummary; reason: string }[];
  failed: { url: string; reason: string }[];
  skipped: string[];
};

/** Feeds checked at once during an import. */
const IMPORT_CONCURRENCY = 8;

/**
 * Adds every feed of an OPML file; one bad feed is reported and never stops the others. A feed that cannot
 * be reached now (offline, DNS, time-out, a server error) is stored all the same and reported as unchecked;
 * one that answered with something else than a feed, or sits on a refused address, is not stored.
 */
export async function importOpml(
  db: Database,
  xml: string,
  check: (url: string) => ReturnType<typeof checkFeed>,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  const feeds: OpmlFeed[] = parseOpml(xml);
  const report: ImportReport = { added: [], unchecked: [], failed: [], skipped: [] };
  const known = new Set((await db.select({ url: sources.url }).from(sources)).map((row) => row.url));
  const pending: { feed: OpmlFeed; url: string }[] = [];
  for (const feed of feeds) {
    const url = canonicalUrl(feed.xmlUrl) ?? feed.xmlUrl;
    if (known.has(url)) report.skipped.push(url);
    else pending.push({ feed, url });
    known.add(url);
  }
  let next = 0;
  let done = 0;
  const work = async () => {
    while (next < pending.length) {
      const { feed, url } = pending[next++]!;
      const category = sourceCategories.find((value) => value === feed.category?.toLowerCase()) ?? 'news';
      const input = { url, name: feed.title, category };
      try {
        report.added.push(await addSource(db, input, check));
      } catch (error) {
        if (error instanceof SourceCheckError && error.unreachable)
          report.unchecked.push({ source: await storeUnchecked(db, input), reason: error.message });
        else
          report.failed.push({
            url,
            reason:
              error instanceof z.ZodError
                ? (error.issues[0]?.message ?? 'invalid')
                : (error as Error).message,
          });
      }
      onProgress?.(++done, pending.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, pending.length) }, work));
  return report;
}

/** Stores a source as the OPML gave it, unchecked: the crawler will find out whether it is a feed. */
async function storeUnchecked(db: Database, input: NewSource): Promise<SourceSummary> {
  const parsed = newSourceSchema.parse(input);
  const [row] = await db
    .insert(sources)
    .values({
      name: parsed.name ?? new URL(parsed.url).hostname,
      url: parsed.url,
      host: hostOf(parsed.url),
      category: parsed.category,
      kind: parsed.kind,
      autoPublish: parsed.autoPublish,
    })
    .onConflictDoUpdate({ target: sources.url, set: { updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function exportOpml(db: Database, title: string): Promise<string> {
  const rows = await listSources(db);
  return renderOpml(
    title,
    rows.map((row) => ({
      title: row.name,
      xmlUrl: row.url,
      htmlUrl: row.siteUrl ?? undefined,
      category: row.category,
    })),
  );
}
