// Issue 17, acceptance 3: publishing pings a WebSub hub (the feeds advertise it) and sends the new URLs to
// IndexNow (the key file served at its path), against a loopback fake of both.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { createFetchAgent, defaultFetchPolicy } from '../../app/lib/outbound/guarded-fetch.server';
import { pingForNewArticles } from '../../app/domain/syndication/feed-pings.server';
import { loadConfig } from '../../app/lib/config.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Received = { path: string; body: string };

describe.each(testServers())('feed pings on $name', (server) => {
  const database = useTestDatabase(server);
  const received: Received[] = [];
  let failHub = 0;
  let fake: Server;
  let base: string;
  const key = 'dropwire-indexnow-key-1234';

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url!, body });
        if (req.url === '/hub' && failHub > 0) {
          failHub--;
          res.writeHead(500).end();
        } else res.writeHead(req.url === '/hub' ? 204 : 200).end();
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  const deps = () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-pings-')),
      SITE_URL: 'https://news.example.test',
      WEBSUB_HUB_URL: `${base}/hub`,
      INDEXNOW_KEY: key,
      INDEXNOW_ENDPOINT: `${base}/indexnow`,
    });
    const policy = { ...defaultFetchPolicy, isBlocked: () => false, totalTimeoutMs: 5_000 };
    return { db: database.db, config, http: { agent: createFetchAgent(policy), policy } };
  };
  const publish = async (at: Date, category: 'news' | 'festivals' = 'news') => {
    const id = randomUUID();
    await database.db.insert(articles).values({
      id,
      slug: `story-${id.slice(0, 8)}`,
      title: 'A story',
      status: 'published',
      publishedAt: at,
      category,
    });
    return `https://news.example.test/news/story-${id.slice(0, 8)}`;
  };

  it('starts from now, then pings the hub for each feed and sends the new URLs to IndexNow, once', async () => {
    const start = new Date(Date.now() - 60_000);
    await publish(new Date(start.getTime() - 1000)); // before the first run: old news, never announced
    expect(await pingForNewArticles(deps(), start)).toMatchObject({ articles: 0 });
    expect(received).toEqual([]);

    const first = await publish(new Date(start.getTime() + 1000));
    const second = await publish(new Date(start.getTime() + 2000), 'festivals');
    const run = await pingForNewArticles(deps());
    expect(run).toMatchObject({ articles: 2, errors: [] });
    const hubPings = received
      .filter((request) => request.path === '/hub')
      .map((request) => new URLSearchParams(request.body));
    expect(hubPings.every((ping) => ping.get('hub.mode') === 'publish')).toBe(true);
    expect(hubPings.map((ping) => ping.get('hub.url')).sort()).toEqual(
      [
        'https://news.example.test/rss.xml',
        'https://news.example.test/atom.xml',
        'https://news.example.test/feed.json',
        ...['news', 'festivals'].flatMap((category) =>
          ['rss.xml', 'atom.xml', 'feed.json'].map(
            (file) => `https://news.example.test/category/${category}/${file}`,
          ),
        ),
      ].sort(),
    );
    const indexNow = received.filter((request) => request.path === '/indexnow');
    expect(indexNow).toHaveLength(1);
    expect(JSON.parse(indexNow[0]!.body)).toEqual({
      host: 'news.example.test',
      key,
      keyLocation: `https://news.example.test/${key}.txt`,
      urlList: [first, second],
    });

    received.length = 0;
    expect(await pingForNewArticles(deps())).toMatchObject({ articles: 0 });
    expect(received).toEqual([]);
  });

  it('sends again a minute later when the hub failed', async () => {
    const url = await publish(new Date(Date.now() - 1000));
    failHub = 1;
    const failed = await pingForNewArticles(deps());
    expect(failed.errors).toEqual([
      expect.stringMatching(/^hub https:\/\/news\.example\.test\/rss\.xml: .* answered 500$/),
    ]);
    received.length = 0;
    const again = await pingForNewArticles(deps());
    expect(again).toMatchObject({ articles: 1, errors: [] });
    expect(JSON.parse(received.find((request) => request.path === '/indexnow')!.body).urlList).toEqual([url]);
  });

  describe('the site', () => {
    let app: SpawnedProcess;
    beforeAll(async () => {
      app = await startServe({
        DATABASE_URL: database.url,
        RUN_WORKER: 'false',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-pings-')),
        WEBSUB_HUB_URL: 'https://hub.example.test/',
        INDEXNOW_KEY: key,
      });
    });
    afterAll(() => {
      if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    });

    it('serves the IndexNow key at its path and names the hub in every feed', async () => {
      const file = await fetch(`${app.url}/${key}.txt`);
      expect([file.status, await file.text()]).toEqual([200, key]);
      expect(await (await fetch(`${app.url}/rss.xml`)).text()).toContain(
        '<atom:link href="https://hub.example.test/" rel="hub"/>',
      );
      expect(await (await fetch(`${app.url}/atom.xml`)).text()).toContain(
        '<link rel="hub" href="https://hub.example.test/"/>',
      );
      expect(JSON.parse(await (await fetch(`${app.url}/feed.json`)).text()).hubs).toEqual([
        { type: 'WebSub', url: 'https://hub.example.test/' },
      ]);
    });
  });
});
