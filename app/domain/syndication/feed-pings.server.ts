import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { siteSettings } from '~/db/schema/settings';
import { feedFormats, feedPath, type FeedFormat, type FeedScope } from '~/domain/feeds/feed-formats';
import { guardedPost } from '~/lib/outbound/guarded-fetch.server';
import { recordAutomationRun } from '~/domain/newsroom/store/automation-logs.server';
import type { Config } from '~/lib/config.server';
import type { Http } from './channel-clients.server';

/** Where the pings left off: articles published after it are announced next. */
const CURSOR_KEY = 'feed_pings';

export type FeedPingRun = { articles: number; pinged: string[]; errors: string[] };

type Published = { slug: string; category: string; publishedAt: Date };

/**
 * Announces newly published articles: a WebSub `publish` ping to WEBSUB_HUB_URL for each feed they appear in
 * (the site's and their categories', in every format), and their URLs to IndexNow with INDEXNOW_KEY. The
 * cursor moves on only when every ping was accepted, so a failed one is sent again a minute later; the
 * first run starts from now (a new hub is not told of years of old news). One run at a time (row lock).
 */
export async function pingForNewArticles(
  deps: { db: Database; config: Config; http: Http },
  now = new Date(),
): Promise<FeedPingRun> {
  const { db, config, http } = deps;
  const run: FeedPingRun = { articles: 0, pinged: [], errors: [] };
  if (!config.WEBSUB_HUB_URL && !config.INDEXNOW_KEY) return run;
  return db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: CURSOR_KEY, value: { since: now.toISOString() } })
      .onConflictDoNothing({ target: siteSettings.key });
    const [cursor] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, CURSOR_KEY))
      .for('update');
    const since = new Date((cursor!.value as { since: string }).since);
    const { rows } = await tx.execute<Published>(sql`
      SELECT slug, category, published_at AS "publishedAt" FROM articles
      WHERE status = 'published' AND published_at > ${since} AND published_at <= ${now}
      ORDER BY published_at LIMIT 1000`);
    if (rows.length === 0) return run;
    run.articles = rows.length;
    const absolute = (path: string) => new URL(path, config.SITE_URL).toString();
    const post = async (what: string, url: string, headers: Record<string, string>, body: string) => {
      try {
        const answer = await guardedPost(url, { ...http, headers, body });
        if (answer.status >= 200 && answer.status < 300) run.pinged.push(what);
        else run.errors.push(`${what}: ${url} answered ${answer.status}`);
      } catch (error) {
        run.errors.push(`${what}: ${(error as Error).message}`);
      }
    };
    if (config.WEBSUB_HUB_URL) {
      const scopes: FeedScope[] = [
        { kind: 'site' },
        ...[...new Set(rows.map((row) => row.category))].map(
          (category) => ({ kind: 'category', category }) as FeedScope,
        ),
      ];
      for (const scope of scopes)
        for (const format of Object.keys(feedFormats) as FeedFormat[]) {
          const feed = absolute(feedPath(scope, format));
          await post(
            `hub ${feed}`,
            config.WEBSUB_HUB_URL,
            { 'content-type': 'application/x-www-form-urlencoded' },
            new URLSearchParams({ 'hub.mode': 'publish', 'hub.url': feed }).toString(),
          );
        }
    }
    if (config.INDEXNOW_KEY) {
      const host = new URL(config.SITE_URL).host;
      await post(
        'IndexNow',
        config.INDEXNOW_ENDPOINT,
        { 'content-type': 'application/json; charset=utf-8' },
        JSON.stringify({
          host,
          key: config.INDEXNOW_KEY,
          keyLocation: absolute(`/${config.INDEXNOW_KEY}.txt`),
          urlList: rows.map((row) => absolute(`/news/${row.slug}`)),
        }),
      );
    }
    if (run.errors.length === 0) {
      const newest = rows.at(-1)!.publishedAt;
      await tx
        .update(siteSettings)
        .set({ value: { since: new Date(newest).toISOString() } })
        .where(eq(siteSettings.key, CURSOR_KEY));
    }
    await recordAutomationRun(tx, {
      type: 'feed_ping',
      targetTable: 'articles',
      status: run.errors.length > 0 ? 'error' : 'success',
      errorMessage: run.errors.length > 0 ? run.errors.slice(0, 3).join('; ').slice(0, 1000) : null,
    });
    return run;
  });
}
