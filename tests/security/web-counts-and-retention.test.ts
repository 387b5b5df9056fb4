// Issue 15, acceptance 5, at the domain level against the real database: one client is one key however it
// spells its address or names its browser, parallel attempts cannot pass the limit, and what the privacy
// page promises to delete is deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, articleViews } from '../../app/db/schema/content';
import { automationLogs } from '../../app/db/schema/newsroom';
import { rateLimitEvents } from '../../app/db/schema/participation';
import { buildArticle } from '../../app/db/seed/builders';
import { recordArticleView } from '../../app/domain/articles/article-views.server';
import { takeRateLimit } from '../../app/domain/rate-limits/rate-limit.server';
import { pruneExpiredRecords } from '../../app/jobs/handlers/prune.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { testSender } from '../support/senders';

const rule = { bucket: 'security-test', limit: 5, windowMs: 3_600_000 };
const day = 86_400_000;

describe.each(testServers())('counts and retention on $name', (server) => {
  const database = useTestDatabase(server);
  const article = buildArticle({ title: 'Counted once', views: 0 });

  beforeAll(async () => {
    await database.db.insert(articles).values(article);
  });

  it('admits at most the limit of 30 parallel attempts by one sender', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takeRateLimit(database.db, rule, testSender('198.51.100.30'))),
    );
    expect(results.filter(Boolean)).toHaveLength(rule.limit);
    expect(await takeRateLimit(database.db, rule, testSender('198.51.100.31'))).toBe(true);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    for (let i = 0; i < rule.limit; i++)
      expect(await takeRateLimit(database.db, rule, testSender('203.0.113.9'))).toBe(true);
    expect(await takeRateLimit(database.db, rule, testSender('::ffff:203.0.113.9'))).toBe(false);
    expect(await takeRateLimit(database.db, rule, testSender('::ffff:cb00:7109'))).toBe(false);
  });

  it('keys an IPv6 sender by its /64', async () => {
    for (let i = 1; i <= rule.limit; i++) {
      expect(await takeRateLimit(database.db, rule, testSender(`2001:db8:aa:1::${i}`))).toBe(true);
    }
    expect(await takeRateLimit(database.db, rule, testSender('2001:db8:aa:1:ffff:ffff:ffff:ffff'))).toBe(
      false,
    );
    expect(await takeRateLimit(database.db, rule, testSender('2001:db8:aa:2::1'))).toBe(true);
  });

  // The User-Agent plays no part: the view key has only the address (web-participation sends changing ones).
  it('counts a view once per client and day, and once per IPv6 /64', async () => {
    const now = new Date('2026-06-02T10:00:00Z');
    const views = (clientIp: string) => recordArticleView(database.db, article.slug, { clientIp }, now);
    expect(await views('192.0.2.44')).toBe(true);
    expect(await views('192.0.2.44')).toBe(false);
    expect(await views('::ffff:192.0.2.44')).toBe(false);
    expect(await views('2001:db8:bb:1::1')).toBe(true);
    expect(await views('2001:db8:bb:1::2')).toBe(false);
  });

  it('prunes expired rate-limit rows, view rows after two days and automation logs after the retention', async () => {
    const now = new Date('2026-06-10T08:00:00Z');
    await database.pool.query('DELETE FROM rate_limit_events; DELETE FROM article_views');
    await database.db.insert(rateLimitEvents).values([
      { bucket: 'contact', keyHash: 'fresh', createdAt: new Date(now.getTime() - 30 * 60_000) },
      { bucket: 'contact', keyHash: 'stale', createdAt: new Date(now.getTime() - 3 * day) },
    ]);
    await database.db.insert(articleViews).values(
      ['2026-06-10', '2026-06-09', '2026-06-08', '2026-05-01'].map((viewDay) => ({
        articleId: article.id,
        day: viewDay,
        visitorHash: `visitor-${viewDay}`,
      })),
    );
    await database.db.insert(automationLogs).values([
      { type: 'crawl', status: 'success', createdAt: new Date(now.getTime() - 29 * day) },
      { type: 'crawl', status: 'success', createdAt: new Date(now.getTime() - 31 * day) },
    ]);
    expect(
      await pruneExpiredRecords(database.db, { logRetentionDays: 30, feedItemRetentionDays: 180 }, now),
    ).toEqual({
      rateLimitEvents: 1,
      articleViews: 2,
      automationLogs: 1,
      feedItemBodies: 0,
    });
    const keys = await database.db.select({ key: rateLimitEvents.keyHash }).from(rateLimitEvents);
    expect(keys).toEqual([{ key: 'fresh' }]);
    const days = await database.db.select({ day: articleViews.day }).from(articleViews);
    expect(days.map((row) => row.day).sort()).toEqual(['2026-06-09', '2026-06-10']);
    // A second run finds nothing more: pruning is idempotent.
    expect(
      await pruneExpiredRecords(database.db, { logRetentionDays: 30, feedItemRetentionDays: 180 }, now),
    ).toEqual({
      rateLimitEvents: 0,
      articleViews: 0,
      automationLogs: 0,
      feedItemBodies: 0,
    });
  });
});
