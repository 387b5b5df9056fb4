import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { renderOpml } from '../../app/domain/newsroom/sources/opml';
import { outletFeeds, readScene, sceneSets, type SceneReport } from '../../bench/scene-feeds';
import { freePort } from './free-port';
import { runCli, type SpawnedProcess } from './spawn-server';

/**
 * The real-scene held-out stories (tests/fixtures/scene/held-out.json) as a reader meets them (issue 44,
 * point 5): Dropwire started as `npm start` starts it on a fresh embedded PostgreSQL, the held-out outlets'
 * feeds served by a loopback feed server, imported as an OPML file and crawled with `dropwire crawl --once`,
 * as an operator does. Publishing is the desk's: `publishThroughDesk` signs an editor in and approves each
 * story several outlets told, as an editor would.
 */

/** A story the crawl made from the held-out reports, as `dropwire stories list --json` lists it. */
export type SceneStory = {
  title: string;
  article: { slug: string; status: string } | null;
  sources: { name: string; publishedAt: string }[];
};

export type SceneSite = {
  url: string;
  /** The stories the crawl made of the held-out reports that two or more outlets told. */
  shared: SceneStory[];
  /** The held-out reports, to know a story's languages and events by its outlets and times. */
  reports: SceneReport[];
  editor: { email: string; password: string };
  /** Runs `dropwire <args>` against the site's database, as an operator beside the running site does. */
  cli: (args: string[], extraEnv?: Record<string, string>) => Promise<string>;
  close: () => Promise<void>;
};

const contentTypeOf = (body: string) =>
  body.startsWith('{')
    ? 'application/feed+json'
    : body.includes('<feed')
      ? 'application/atom+xml; charset=utf-8'
      : 'application/rss+xml; charset=utf-8';

/** Each held-out outlet's feed at `/feeds/{n}` on 127.0.0.1, in RSS, Atom or JSON Feed by turns. */
async function serveFeeds(reports: SceneReport[]): Promise<{ server: Server; feedUrls: string[] }> {
  const feeds = outletFeeds(reports);
  const server = createServer((request, response) => {
    const index = Number(/^\/feeds\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1);
    const feed = feeds[index];
    if (!feed) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypeOf(feed.body) }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, feedUrls: feeds.map((_, index) => `http://127.0.0.1:${port}/feeds/${index}`) };
}

async function finished(spawned: SpawnedProcess, what: string): Promise<string> {
  const code = await spawned.exited;
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${spawned.output()}`);
  return spawned.stdout();
}

/**
 * Starts the site on `port` (a free one if not given) with the held-out feeds crawled. Every story stays a
 * draft until an editor publishes it. `dataDir` is emptied first and removed by `close`.
 */
export async function startSceneSite(
  options: { port?: number; pgPort?: number; dataDir?: string } = {},
): Promise<SceneSite> {
  const reports = readScene(sceneSets.heldOut);
  const { server: feedServer, feedUrls } = await serveFeeds(reports);
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'dropwire-scene-'));
  // Fresh, as a first `npm start` finds it; readable by the embedded database's user when run as root.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const env = {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(options.pgPort ?? (await freePort())),
    // The held-out outlets live on the loopback feed server: the one setting a local feed needs.
    ALLOW_PRIVATE_SOURCES: 'true',
    LOG_LEVEL: 'warn',
  };
  const site = runCli(['serve'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (site.child.exitCode === null) {
      site.child.kill('SIGTERM');
      await site.exited;
    }
    await new Promise<void>((resolve) => feedServer.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (site.child.exitCode !== null) throw new Error(`dropwire serve exited:\n${site.output()}`);
      if (Date.now() > deadline) throw new Error(`dropwire serve did not start:\n${site.output()}`);
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
      finished(runCli(args, { ...env, ...extraEnv }), `dropwire ${args.join(' ')}`);

    const outlets = [...new Set(reports.map((report) => report.outlet))];
    const opml = path.join(os.tmpdir(), `dropwire-scene-${port}.opml`);
    writeFileSync(
      opml,
      renderOpml(
        'Held-out outlets',
        outlets.map((title, index) => ({ title, xmlUrl: feedUrls[index]!, category: 'news' })),
      ),
    );
    await cli(['sources', 'import-opml', opml]);
    rmSync(opml, { force: true });
    // The site's own worker may claim some sources first: crawl until every report is in a story.
    let stories: SceneStory[] = [];
    for (let round = 0; round < 20; round++) {
      await cli(['crawl', '--once']);
      stories = (
        JSON.parse(await cli(['stories', 'list', '--since', '2000-01-01', '--json'])) as SceneStory[]
      ).filter((story) => story.sources.some((source) => outlets.includes(source.name)));
      const crawled = stories.reduce((sum, story) => sum + story.sources.length, 0);
      if (crawled >= reports.length) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const editor = { email: 'editor@scene.test', password: 'editor password for the scene site' };
    await cli(['users', 'create', '--email', editor.email, '--role', 'editor'], {
      DROPWIRE_PASSWORD: editor.password,
    });
    const shared = stories.filter((story) => new Set(story.sources.map((source) => source.name)).size >= 2);
    return { url, shared, reports, editor, cli, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The held-out reports a story credits, found by outlet and time (each outlet's report is one entry). */
export function reportsOf(site: Pick<SceneSite, 'reports'>, story: SceneStory): SceneReport[] {
  return story.sources.flatMap((source) =>
    site.reports.filter(
      (report) =>
        report.outlet === source.name &&
        new Date(report.publishedAt).getTime() === new Date(source.publishedAt).getTime(),
    ),
  );
}

/**
 * Signs the editor in on the desk and approves each story's draft, as an editor does: the queue searched by
 * the story's headline, the draft opened, "Approve and publish now".
 */
export async function publishThroughDesk(
  page: Page,
  site: Pick<SceneSite, 'url' | 'editor'>,
  stories: SceneStory[],
): Promise<void> {
  await page.goto(`${site.url}/login?next=%2Fadmin`);
  await page.getByLabel('E-mail').fill(site.editor.email);
  await page.getByLabel('Password').fill(site.editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  for (const story of stories) {
    if (!story.article || story.article.status === 'published') continue;
    await page.goto(`${site.url}/admin/desk?q=${encodeURIComponent(story.title)}`);
    await page.getByRole('link', { name: story.title, exact: true }).first().click();
    await page.waitForURL(/\/admin\/desk\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Approve and publish now' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    story.article.status = 'published';
  }
}
