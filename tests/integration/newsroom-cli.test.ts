import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { freePort } from '../support/free-port';
import { runCli } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('the newsroom CLI on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let env: Record<string, string>;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-cli-'));
  const cli = async (...args: string[]) => {
    const run = runCli(args, env);
    const code = await run.exited;
    return { code, output: run.output(), stdout: run.stdout() };
  };

  beforeAll(async () => {
    feeds = await startFeedServer();
    // Logs at their default level: --json output must stay parseable with them on.
    env = { DATABASE_URL: database.url, ALLOW_PRIVATE_SOURCES: 'true', LOG_LEVEL: 'info' };
  });
  afterAll(async () => {
    await feeds?.close();
  });

  it('adds a source only when its URL answers with a feed, and says why not', async () => {
    const added = await cli(
      'sources',
      'add',
      `${feeds.url}/feeds/outlet-a.xml`,
      '--category',
      'news',
      '--auto-publish',
    );
    expect(added.code).toBe(0);
    expect(added.output).toContain('Added "Outlet A"');
    const page = await cli('sources', 'add', `${feeds.url}/feeds/not-a-feed.html`);
    expect(page.code).toBe(1);
    expect(page.output).toContain('answered, but not with an RSS, Atom or JSON feed');
    const missing = await cli('sources', 'add', `${feeds.url}/feeds/nothing-here.xml`);
    expect(missing.output).toContain('The server answered 404');
    const again = await cli('sources', 'add', `${feeds.url}/feeds/outlet-a.xml`);
    expect(again.output).toContain('is already a source');
    const badCategory = await cli(
      'sources',
      'add',
      `${feeds.url}/feeds/outlet-b.xml`,
      '--category',
      'gossip',
    );
    expect(badCategory.code).toBe(2);
    expect(badCategory.output).toContain(
      'Category must be one of: news, releases, gear, festivals, interviews',
    );
  });

  it('refuses private addresses unless ALLOW_PRIVATE_SOURCES is set', async () => {
    const run = runCli(['sources', 'add', `${feeds.url}/feeds/outlet-b.xml`], {
      ...env,
      ALLOW_PRIVATE_SOURCES: 'false',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('is a private or reserved address');
  });

  it('imports and exports OPML', async () => {
    const file = path.join(dir, 'feeds.opml');
    writeFileSync(
      file,
      `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body><outline text="releases">
        <outline text="Outlet B" xmlUrl="${feeds.url}/feeds/outlet-b.xml"/>
        <outline text="Broken" xmlUrl="${feeds.url}/feeds/broken.xml"/>
        <outline text="Again" xmlUrl="${feeds.url}/feeds/outlet-a.xml"/>
        <outline text="Offline" xmlUrl="http://127.0.0.1:${await freePort()}/feed.xml"/>
        <outline text="Down for maintenance" xmlUrl="${feeds.url}/unavailable"/></outline></body></opml>`,
    );
    const imported = await cli('sources', 'import-opml', file);
    // What could not be reached is stored and reported; what answered with no feed is not stored.
    expect(imported.output).toContain(
      'Added 3 (2 could not be checked now and will be crawled on schedule), already present 1, failed 1.',
    );
    expect(imported.output).toMatch(/unchecked: http:\/\/127\.0\.0\.1:\d+\/feed\.xml: Could not fetch/);
    expect(imported.output).toMatch(/failed: .*broken\.xml/);
    expect(imported.code).toBe(0);
    const exported = await cli('sources', 'export-opml', '--output', path.join(dir, 'out.opml'));
    expect(exported.code).toBe(0);
    const xml = readFileSync(path.join(dir, 'out.opml'), 'utf8');
    expect(xml).toContain(`xmlUrl="${feeds.url}/feeds/outlet-a.xml"`);
    expect(xml).toContain('<outline text="releases"');
    const listed = JSON.parse((await cli('sources', 'list', '--json')).stdout) as {
      name: string;
      category: string;
    }[];
    expect(listed.map((source) => [source.name, source.category])).toEqual([
      ['Down for maintenance', 'releases'],
      ['Offline', 'releases'],
      ['Outlet A', 'news'],
      ['Outlet B', 'releases'],
    ]);
  });

  it('crawls one source on demand and lists the stories with every source item', async () => {
    const crawled = await cli('crawl', '--source', `${feeds.url}/feeds/outlet-a.xml`, '--once');
    expect(crawled.code).toBe(0);
    expect(crawled.output).toContain('Crawled 1 sources');
    // Outlet B, and the two unchecked sources of the OPML import, which fail as they are still unreachable.
    expect((await cli('crawl', '--once')).output).toMatch(
      /Crawled 3 sources .* 1 fetched, 0 not modified, 2 failed/,
    );
    const stories = JSON.parse((await cli('stories', 'list', '--since', '2026-01-01', '--json')).stdout) as {
      title: string;
      article: { slug: string; status: string; category: string; tags: string[] } | null;
      sources: { name: string; url: string; publishedAt: string; firstToReport: boolean }[];
    }[];
    const tour = stories.find((story) => story.sources.length === 2);
    expect(tour?.sources.map((source) => source.name)).toEqual(['Outlet A', 'Outlet B']);
    expect(tour?.sources[0]).toMatchObject({ firstToReport: true, publishedAt: '2026-11-03T08:00:00.000Z' });
    expect(tour?.article).toMatchObject({ status: 'published', category: 'news' });
    expect(tour?.article?.tags).toContain('Amelie Lens');
    expect(tour?.article?.slug).toMatch(/^amelie-lens-/);
    const text = await cli('stories', 'list', '--since', 'yesterday-ish');
    expect(text.code).toBe(2);
    expect(text.output).toContain('--since must be an ISO date');
  });
});
