import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleViews } from '~/db/schema/content';
import { siteSettings } from '~/db/schema/settings';
import { clientKey } from '~/lib/client-address';
import { rememberAnswers } from '~/lib/remember-answers';

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

/** Counts a view once per visitor per day; returns whether this view was new. */
export async function recordArticleView(
  db: Database,
  articleId: string,
  visitor: { clientIp: string },
  now = new Date(),
): Promise<boolean> {
  return countView(db, sql`SELECT ${articleId}::uuid`, visitor, now);
}

/** As recordArticleView, for the published article at `slug`; an unknown slug counts nothing. */
async function recordArticleViewBySlug(
  db: Database,
  slug: string,
  visitor: { clientIp: string },
  now = new Date(),
): Promise<boolean> {
  const published = sql`SELECT ${articles.id} FROM ${articles}
    WHERE ${articles.slug} = ${slug} AND ${articles.status} = 'published'`;
  return countView(db, published, visitor, now);
}

async function countView(db: Database, article: SQL, visitor: { clientIp: string }, now: Date) {
  const day = utcDay(now);
  const hash = visitorHash(await viewHashSecret(db), day, visitor.clientIp);
  // One round trip: the view row, and the count only when the row is new.
  const { rows } = await db.execute(sql`
    WITH counted AS (
      INSERT INTO ${articleViews} (article_id, day, visitor_hash) SELECT target.id, ${day}, ${hash} FROM (${article}) AS target (id)
      ON CONFLICT DO NOTHING RETURNING article_id)
    UPDATE ${articles} SET views = views + 1 FROM counted WHERE ${articles.id} = counted.article_id
    RETURNING 1`);
  return rows.length > 0;
}

/**
 * Counts article views by slug for one web process, remembering which visitors it has already counted
 * today (at most `remembered` of them), so a reader's repeated visits cost no database write.
 */
export function createViewCounter(db: Database, remembered = 20_000) {
  const known = new Set<string>();
  // Two HMACs per page would cost more than serving a cached page: each client's hash is kept for the day.
  let hashes: ((dayAndClient: string) => string) | undefined;
  const hashOf = async (day: string, clientIp: string) => {
    const secret = await viewHashSecret(db);
    hashes ??= rememberAnswers((dayAndClient) => {
      const [hashDay, ...address] = dayAndClient.split(' ');
      return visitorHash(secret, hashDay!, address.join(' '));
    }, remembered);
    return hashes(`${day} ${clientIp}`);
  };
  return async (slug: string, visitor: { clientIp: string }, now = new Date()): Promise<boolean> => {
    const day = utcDay(now);
    const key = `${day} ${await hashOf(day, visitor.clientIp)} ${slug}`;
    if (known.has(key)) return false;
    const counted = await recordArticleViewBySlug(db, slug, visitor, now);
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
