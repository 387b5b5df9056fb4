// Issue 17, acceptance 2 and 5: one post per article and channel, under retries and two workers, limits
// respected, a failing channel never blocking the others, against loopback fakes of a Mastodon instance, a
// Bluesky PDS and a webhook receiver that checks the signature.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { channelPosts } from '../../app/db/schema/syndication';
import { createFetchAgent, defaultFetchPolicy } from '../../app/lib/outbound/guarded-fetch.server';
import { isBlockedAddress } from '../../app/lib/outbound/address-guard';
import { createChannel } from '../../app/domain/syndication/channels.server';
import { runSocialPosts, type SyndicationDeps } from '../../app/domain/syndication/post-articles.server';
import { FAKE_SECRETS, startSyndicationFakes, type Fakes } from '../fixtures/syndication-fakes';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('social posts on publish on $name', (server) => {
  const database = useTestDatabase(server);
  const key = randomBytes(32);
  let fakes: Fakes;
  let deps: SyndicationDeps;
  const channelIds: Record<string, string> = {};

  beforeAll(async () => {
    fakes = await startSyndicationFakes();
    // The fakes listen on loopback: allowed here as ALLOW_PRIVATE_SOURCES=true allows it (a test below keeps the guard).
    const policy = { ...defaultFetchPolicy, isBlocked: () => false, totalTimeoutMs: 5_000 };
    deps = {
      db: database.db,
      siteUrl: 'https://news.example.test',
      key,
      http: { agent: createFetchAgent(policy), policy },
    };
    // Let the channels exist before the articles are published: only what is published afterwards goes out.
    await database.pool.query(`SELECT 1`);
    channelIds.mastodon = (
      await createChannel(database.db, key, {
        kind: 'mastodon',
        name: 'Mastodon',
        endpoint: fakes.url,
        secret: FAKE_SECRETS.mastodon,
      })
    ).id;
    channelIds.bluesky = (
      await createChannel(database.db, key, {
        kind: 'bluesky',
        name: 'Bluesky',
        endpoint: fakes.url,
        handle: 'news.example.test',
        secret: FAKE_SECRETS.bluesky,
      })
    ).id;
    channelIds.webhook = (
      await createChannel(database.db, key, {
        kind: 'webhook',
        name: 'Hook',
        endpoint: `${fakes.url}/hook`,
        secret: FAKE_SECRETS.webhook,
      })
    ).id;
    channelIds.festivals = (
      await createChannel(database.db, key, {
        kind: 'webhook',
        name: 'Festivals only',
        endpoint: `${fakes.url}/hook`,
        secret: FAKE_SECRETS.webhook,
        categories: ['festivals'],
      })
    ).id;
  });
  afterAll(async () => {
    await fakes.close();
  });

  async function publish(
    title: string,
    options: { category?: 'news' | 'festivals'; tagNames?: string[]; syndicate?: boolean } = {},
  ) {
    const id = randomUUID();
    await database.db.insert(articles).values({
      id,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 6)}`,
      title,
      summary:
        'Three days of house and techno by the river in June, with tickets on sale this Friday morning.',
      status: 'published',
      publishedAt: new Date(),
      category: options.category ?? 'news',
      syndicate: options.syndicate ?? true,
    });
    for (const name of options.tagNames ?? []) {
      const [tag] = await database.db
        .insert(tags)
        .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 4)}` })
        .returning();
      await database.db.insert(articleTags).values({ articleId: id, tagId: tag!.id });
    }
    return id;
  }

  const postsOf = async (articleId: string) =>
    database.db.select().from(channelPosts).where(eq(channelPosts.articleId, articleId));

  it('posts each article once to each channel whose limits it meets, and never again', async () => {
    const news = await publish('Boiler Room announces its first Lisbon festival', {
      tagNames: ['Boiler Room', 'Lisbon'],
    });
    const festival = await publish('Dekmantel adds a third stage', { category: 'festivals' });
    const quiet = await publish('An article an editor kept off social media', { syndicate: false });
    const first = await runSocialPosts(deps);
    expect(first).toMatchObject({ queued: 7, posted: 7, retrying: 0, failed: 0 });
    expect(fakes.statuses.map((status) => status.status.split('\n')[0]).sort()).toEqual([
      'Boiler Room announces its first Lisbon festival',
      'Dekmantel adds a third stage',
    ]);
    const status = fakes.statuses.find((each) => each.status.startsWith('Boiler Room'))!.status;
    expect(status).toContain(
      'https://news.example.test/news/boiler-room-announces-its-first-lisbon-festival-',
    );
    expect(status).toMatch(/#BoilerRoom #Lisbon$/);
    const record = [...fakes.records.values()].find((each) => each.text.startsWith('Boiler Room'))!;
    expect(record.embed.external.title).toBe('Boiler Room announces its first Lisbon festival');
    expect(record.facets.length).toBe(3);
    expect(fakes.badSignatures).toBe(0);
    // The festivals-only webhook got the festival and nothing else.
    expect(fakes.deliveries.filter((each) => each.body.article.id === festival)).toHaveLength(2);
    expect(fakes.deliveries.filter((each) => each.body.article.id === news)).toHaveLength(1);
    expect(await postsOf(quiet)).toEqual([]);
    const posts = await postsOf(news);
    expect(posts.map((post) => post.status)).toEqual(['posted', 'posted', 'posted']);
    expect(posts.find((post) => post.channelId === channelIds.mastodon)!.remoteUrl).toMatch(/\/@news\/\d+$/);
    expect(posts.find((post) => post.channelId === channelIds.bluesky)!.remoteUrl).toMatch(
      /^https:\/\/bsky\.app\/profile\/news\.example\.test\/post\/[a-z2-7]{13}$/,
    );

    expect(await runSocialPosts(deps)).toMatchObject({ queued: 0, posted: 0 });
    expect(fakes.statuses).toHaveLength(2);
  });

  it('posts once per article and channel with two workers at the same time', async () => {
    const before = {
      statuses: fakes.statuses.length,
      records: fakes.records.size,
      deliveries: fakes.deliveries.length,
    };
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => publish(`Story number ${n} for two workers`)));
    const [a, b] = await Promise.all([runSocialPosts(deps), runSocialPosts(deps)]);
    expect(a.posted + b.posted).toBe(15);
    expect(fakes.statuses.length - before.statuses).toBe(5);
    expect(fakes.records.size - before.records).toBe(5);
    expect(fakes.deliveries.length - before.deliveries).toBe(5);
    for (const id of ids)
      expect((await postsOf(id)).every((post) => post.status === 'posted' && post.attempts === 1)).toBe(true);
  });

  it('retries a busy channel with back-off and posts it once, while the others go at once', async () => {
    fakes.failNext('mastodon', 2);
    const id = await publish('Retried until the instance answers');
    const first = await runSocialPosts(deps);
    expect(first).toMatchObject({ posted: 2, retrying: 1 });
    const waiting = (await postsOf(id)).find((post) => post.channelId === channelIds.mastodon)!;
    expect(waiting).toMatchObject({
      status: 'retry',
      attempts: 1,
      lastError: expect.stringContaining('503'),
    });
    expect(waiting.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    // Time passes: the retry is due.
    const due = async () =>
      database.db.execute(sql`UPDATE channel_posts SET next_attempt_at = now() WHERE status = 'retry'`);
    await due();
    expect(await runSocialPosts(deps)).toMatchObject({ retrying: 1 });
    await due();
    expect(await runSocialPosts(deps)).toMatchObject({ posted: 1 });
    expect(fakes.statuses.filter((status) => status.status.startsWith('Retried until'))).toHaveLength(1);
    expect((await postsOf(id)).find((post) => post.channelId === channelIds.mastodon)).toMatchObject({
      status: 'posted',
      attempts: 3,
    });
  });

  it('gives up on a channel after five tries with the error kept, never blocking the rest', async () => {
    const id = await publish('The webhook is down');
    for (let attempt = 1; attempt <= 5; attempt++) {
      fakes.failNext('webhook', 1);
      await runSocialPosts(deps);
      await database.db.execute(sql`UPDATE channel_posts SET next_attempt_at = now() WHERE status = 'retry'`);
    }
    const posts = await postsOf(id);
    expect(posts.find((post) => post.channelId === channelIds.webhook)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'The webhook answered 503: {"error":"busy"}',
    });
    expect(posts.filter((post) => post.status === 'posted')).toHaveLength(2);
  });

  it('refuses, through the address guard, a channel that points at a private address', async () => {
    const policy = { ...defaultFetchPolicy, isBlocked: isBlockedAddress, totalTimeoutMs: 5_000 };
    const guarded = { ...deps, http: { agent: createFetchAgent(policy), policy } };
    const id = await publish('Guarded');
    await runSocialPosts(guarded);
    const posts = await postsOf(id);
    expect(posts).toHaveLength(3);
    expect(
      posts.every(
        (post) => post.status === 'failed' && /private or reserved address/.test(post.lastError ?? ''),
      ),
    ).toBe(true);
  });
});
