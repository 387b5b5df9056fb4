import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleViews } from '~/db/schema/content';
import { siteSettings } from '~/db/schema/settings';
import { clientKey } from '~/lib/client-address';
import { rememberAnswers } from '~/lib/remember-answers';
import { viewCountedHere } from '~/lib/views-counted-here';

const SECRET_KEY = 'view_hash_secret';
let cachedSecret: { db: Database; secret: string } | undefined;

/** A secret shared by every web process, made once and kept in the database. */
async function viewHashSecret(db: Database): Promise<string> {
  if (cachedSecret?.db === db) return cachedSecret.secret;
  await db
    .insert(siteSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SECRET_KEY));
  const secret = String(row?.value);
  cachedSecret = { db, secret };
  return secret;
}

/** Days a view row is kept: today's and yesterday's rows; a row only matters on its own day. */
const VIEW_RETENTION_DAYS = 2;

/**
 * A visitor's identity for one day: a keyed hash of their client key (the address; an IPv6 client's /64)
 * whose key changes daily, so neither the address nor a cross-day identity is stored. The User-Agent is
 * left out on purpose: the client chooses it, so a changing one would count the same reader again.
 */
function visitorHash(secret: string, day: string, clientIp: string): string {
  const dailyKey = createHmac('sha256', secret).update(day).digest();
  return createHmac('sha256', dailyKey).update(clientKey(clientIp)).digest('base64url').slice(0, 32);
}

/**
 * Counts a view of the published article at `slug` once per visitor per day; returns whether this view was
 * new. An unknown or unpublished slug counts nothing.
 */
export async function recordArticleView(
  db: Database,
  slug: string,
  visitor: { clientIp: string },
  now = new Date(),
): Promise<boolean> {
  const day = utcDay(now);
  return insertView(db, slug, day, visitorHash(await viewHashSecret(db), day, visitor.clientIp));
}

async function insertView(db: Database, slug: string, day: string, hash: string): Promise<boolean> {
  // One round trip: the view row, and the count only when the row is new.
  const { rows } = await db.execute(sql`
    WITH counted AS (
      INSERT INTO ${articleViews} (article_id, day, visitor_hash)
        SELECT ${articles.id}, ${day}, ${hash} FROM ${articles}
        WHERE ${articles.slug} = ${slug} AND ${articles.status} = 'published'
      ON CONFLICT DO NOTHING RETURNING article_id)
    UPDATE ${articles} SET views = views + 1 FROM counted WHERE ${articles.id} = counted.article_id
    RETURNING 1`);
  return rows.length > 0;
}

/**
 * recordArticleView for one web process, remembering which visitors it has already counted today (at most
 * `remembered` of them), so a reader's repeated visits cost no database write, and each client's daily hash,
 * since two HMACs per page would cost more than serving a cached page.
 */
export function createViewCounter(db: Database, remembered = 20_000) {
  const known = new Set<string>();
  let today: { day: string; hashOf: (clientIp: string) => string } | undefined;
  return async (slug: string, visitor: { clientIp: string }, now = new Date()): Promise<boolean> => {
    const day = utcDay(now);
    if (today?.day !== day) {
      const secret = await viewHashSecret(db);
      today = { day, hashOf: rememberAnswers((clientIp) => visitorHash(secret, day, clientIp), remembered) };
    }
    const hash = today.hashOf(visitor.clientIp);
    const key = `${day} ${hash} ${slug}`;
    if (known.has(key)) return false;
    const counted = await insertView(db, slug, day, hash);
    if (counted) viewCountedHere(slug);
    known.add(key);
    // A Set iterates in insertion order: the first key is the oldest remembered.
    if (known.size > remembered) known.delete(known.values().next().value!);
    return counted;
  };
}

/** Deletes view rows older than VIEW_RETENTION_DAYS (the counts on articles stay); returns how many went. */
export async function pruneArticleViews(db: Database, now = new Date()): Promise<number> {
  const oldestKept = utcDay(new Date(now.getTime() - (VIEW_RETENTION_DAYS - 1) * 86_400_000));
  const { rowCount } = await db.execute(sql`DELETE FROM ${articleViews} WHERE day < ${oldestKept}`);
  return rowCount ?? 0;
}

const utcDay = (time: Date) => time.toISOString().slice(0, 10);
