import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { feedItems, sources } from '~/db/schema/newsroom';
import { hostOf } from '../fetch/host-limiter';
import type { CrawlState } from '../schedule/crawl-state';

export type SourceRow = typeof sources.$inferSelect;
export type NewSourceRow = typeof sources.$inferInsert;

export type ClaimOptions = {
  /** Who claims: a worker id, so a lease can be traced. */
  owner: string;
  batchSize: number;
  /** Due sources taken per host in one batch. */
  perHost: number;
  leaseMs: number;
  /** Claim these sources whether or not they are due (a manual crawl). */
  sourceIds?: string[];
};

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Due sources a claim looks at, per source it may take: the oldest `batchSize × CANDIDATES_PER_CLAIMED`.
 * Ranking every due source by host made each claim cost as much as there were due sources, so a pass over N
 * sources cost N² / batch (decision 084).
 */
export const CANDIDATES_PER_CLAIMED = 16;

/**
 * "What is due" in one statement: active sources whose next crawl has come, at most `perHost` per host among
 * the oldest `batchSize × CANDIDATES_PER_CLAIMED` of them (read from `sources_due_idx`), never a demo source
 * (its items come from a bundled file and its address is invented), oldest first, not leased by another
 * worker. The lease is taken in the same statement, and a row another worker leased meanwhile is re-checked
 * and skipped, so two workers never crawl the same source at once.
 */
export async function claimSources(db: Database, options: ClaimOptions): Promise<SourceRow[]> {
  const manual = options.sourceIds?.length
    ? sql`AND id IN (${uuidList(options.sourceIds)})`
    : sql`AND is_active AND next_crawl_at <= now()`;
  const candidates = options.batchSize * CANDIDATES_PER_CLAIMED;
  const claimed = await db.execute<{ id: string }>(sql`
    UPDATE ${sources} AS s
    SET lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval, lease_owner = ${options.owner}
    FROM (
      SELECT id FROM (
        SELECT id, next_crawl_at, row_number() OVER (PARTITION BY host ORDER BY next_crawl_at, id) AS rank
        FROM (
          SELECT id, host, next_crawl_at FROM ${sources}
          WHERE (lease_until IS NULL OR lease_until < now()) AND NOT is_demo ${manual}
          ORDER BY next_crawl_at
          LIMIT ${candidates}
        ) oldest
      ) ranked
      WHERE rank <= ${options.perHost}
      ORDER BY next_crawl_at, id
      LIMIT ${options.batchSize}
    ) AS due
    WHERE s.id = due.id AND (s.lease_until IS NULL OR s.lease_until < now())
    RETURNING s.id`);
  if (claimed.rows.length === 0) return [];
  return db
    .select()
    .from(sources)
    .where(sql`${sources.id} IN (${uuidList(claimed.rows.map((row) => row.id))})`);
}

/**
 * Extends the leases `owner` still holds, from now: the crawl's heartbeat. A lease another worker took over
 * meanwhile has another owner and is left alone; one already released has none.
 */
export async function renewLeases(db: Database, owner: string, leaseMs: number): Promise<number> {
  const { rowCount } = await db.execute(sql`
    UPDATE ${sources} SET lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE lease_owner = ${owner} AND lease_until IS NOT NULL`);
  return rowCount ?? 0;
}

/** Saves every crawled source's state in one statement and releases its lease. */
export async function saveCrawlState(
  db: Database,
  batch: { source: SourceRow; state: CrawlState }[],
  now: Date,
): Promise<void> {
  const values = sql.join(
    batch.map(({ source, state }) => {
      const url = state.url ?? source.url;
      return sql`(${source.id}::uuid, ${url}, ${hostOf(url)}, ${state.etag === undefined ? source.etag : state.etag}, ${state.lastModified === undefined ? source.lastModified : state.lastModified},
        ${state.status}::int, ${state.error ?? null}, ${state.errorCount}::int, ${state.itemsPerWeek}::real, ${state.nextCrawlAt.toISOString()}::timestamptz, ${state.siteUrl ?? null})`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${sources} AS s SET url = v.url, host = v.host, etag = v.etag, last_modified = v.last_modified, last_status = v.status,
      last_error = v.error, error_count = v.error_count, items_per_week = v.per_week, next_crawl_at = v.next_at,
      site_url = coalesce(s.site_url, v.site_url), last_crawled_at = ${now.toISOString()}::timestamptz, updated_at = now(),
      lease_until = NULL, lease_owner = NULL
    FROM (VALUES ${values}) AS v(id, url, host, etag, last_modified, status, error, error_count, per_week, next_at, site_url)
    WHERE s.id = v.id`);
}

export async function findSourceByUrl(db: Database, url: string): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(sources).where(eq(sources.url, url));
  return row;
}

/** Inserts a source; undefined when one with its URL exists already. */
export async function insertSource(db: Database, values: NewSourceRow): Promise<SourceRow | undefined> {
  const [row] = await db.insert(sources).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts a source, or touches the one with its URL; returns the row either way. */
export async function upsertSource(db: Database, values: NewSourceRow): Promise<SourceRow> {
  const [row] = await db
    .insert(sources)
    .values(values)
    .onConflictDoUpdate({ target: sources.url, set: { updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Inserts sources that do not exist yet; returns the ones inserted. */
export async function insertNewSources(db: Database, values: NewSourceRow[]): Promise<SourceRow[]> {
  return db.insert(sources).values(values).onConflictDoNothing().returning();
}

export async function listSources(db: Database): Promise<SourceRow[]> {
  return db.select().from(sources).orderBy(asc(sources.name));
}

export async function sourceUrls(db: Database): Promise<string[]> {
  return (await db.select({ url: sources.url }).from(sources)).map((row) => row.url);
}

export async function findSourceById(db: Database, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row;
}

/** Changes a source's fields; undefined when it does not exist (any more). */
export async function updateSourceRow(
  db: Database,
  id: string,
  values: Partial<NewSourceRow>,
): Promise<SourceRow | undefined> {
  const [row] = await db
    .update(sources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sources.id, id))
    .returning();
  return row;
}

/** Deletes a source and, by cascade, its stored items; returns the row as it was. */
export async function deleteSourceRow(db: Database, id: string): Promise<SourceRow | undefined> {
  const [row] = await db.delete(sources).where(eq(sources.id, id)).returning();
  return row;
}

/** Makes a source due at once (a crawl asked for by hand); an active, unleased claim takes it next. */
export async function makeSourceDue(db: Database, id: string): Promise<SourceRow | undefined> {
  const [row] = await db
    .update(sources)
    .set({ nextCrawlAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(sources.id, id))
    .returning();
  return row;
}

/** How many items of a source are stored (deleting it deletes them). */
export async function countSourceItems(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ items: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(eq(feedItems.sourceId, id));
  return row?.items ?? 0;
}

export type DailyItems = { sourceId: string; day: string; items: number };

/**
 * Items per source and UTC day, by publication time, from `since` on (the sparklines of the desk). Reads
 * the publication index, so it costs the recent items only; `sourceId` narrows it to one source.
 */
export async function dailyItemCounts(db: Database, since: Date, sourceId?: string): Promise<DailyItems[]> {
  const day = sql<string>`to_char(${feedItems.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ sourceId: feedItems.sourceId, day, items: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(
      sourceId
        ? and(gte(feedItems.publishedAt, since), eq(feedItems.sourceId, sourceId))
        : gte(feedItems.publishedAt, since),
    )
    .groupBy(feedItems.sourceId, day);
}
