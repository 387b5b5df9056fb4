import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleViews } from '~/db/schema/content';
import { siteSettings } from '~/db/schema/settings';

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

/**
 * A visitor's identity for one day: a keyed hash whose key changes daily, so neither the address
 * nor a cross-day identity is stored.
 */
export function visitorHash(secret: string, day: string, clientIp: string, userAgent: string): string {
  const dailyKey = createHmac('sha256', secret).update(day).digest();
  return createHmac('sha256', dailyKey).update(`${clientIp}\n${userAgent}`).digest('base64url').slice(0, 32);
}

/** Counts a view once per visitor per day; returns whether this view was new. */
export async function recordArticleView(
  db: Database,
  articleId: string,
  visitor: { clientIp: string; userAgent: string },
  now = new Date(),
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const hash = visitorHash(await viewHashSecret(db), day, visitor.clientIp, visitor.userAgent);
  // One round trip: the view row, and the count only when the row is new.
  const { rows } = await db.execute(sql`
    WITH counted AS (
      INSERT INTO ${articleViews} (article_id, day, visitor_hash) VALUES (${articleId}, ${day}, ${hash})
      ON CONFLICT DO NOTHING RETURNING article_id)
    UPDATE ${articles} SET views = views + 1 FROM counted WHERE ${articles.id} = counted.article_id
    RETURNING 1`);
  return rows.length > 0;
}
