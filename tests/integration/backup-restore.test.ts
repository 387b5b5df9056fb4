// Issue 41, points 1 and 2: `dropwire backup` writes the whole site from one snapshot, and `dropwire restore`
// puts it into an empty database on another server (the embedded PostgreSQL 18 into the machine's 15 when
// TEST_DATABASE_URL names it), where every table's rows and every page are the same.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { articles } from '../../app/db/schema/content';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { feedItems } from '../../app/db/schema/newsroom';
import { saveUpload } from '../../app/domain/content-desk/media-uploads.server';
import { getDeskArticle } from '../../app/domain/editorial/desk-article.server';
import { editArticle } from '../../app/domain/editorial/edit-article.server';
import { runCli, startServe, type SpawnedProcess } from '../support/spawn-server';
import { createTestDatabase, testServers, type TestDatabase } from '../support/test-database';
import { siteDigest } from './backup-tables';

const servers = testServers();
// From the embedded PostgreSQL 18 to the last server of the run: the machine's 15 when the run has it.
const from = servers[0]!;
const to = servers.at(-1)!;
const editor = { id: null, email: 'editor@example.test' };
const secrets = { AUTH_SECRET: 'a'.repeat(40), IMAGE_URL_SECRET: 'b'.repeat(40) };

const cli = async (args: string[], env: Record<string, string>) => {
  const run = runCli(args, env);
  return { code: await run.exited, stdout: run.stdout(), output: run.output() };
};

describe(`backup on ${from.name}, restore on ${to.name}`, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-backup-'));
  const sourceDir = path.join(folder, 'source-data');
  const targetDir = path.join(folder, 'target-data');
  const archive = path.join(folder, 'site.jsonl.gz');
  let source: TestDatabase;
  let target: TestDatabase;
  let uploadPath: string;

  beforeAll(async () => {
    source = await createTestDatabase(from);
    target = await createTestDatabase(to, { migrated: false });
    // Crawled news (the demo feeds through the newsroom), the catalogue and the newsletter's editions.
    const seeded = await cli(['seed'], { DATABASE_URL: source.url, DATA_DIR: sourceDir });
    expect(seeded.code, seeded.output).toBe(0);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const upload = await saveUpload(source.db, editor, { bytes: photo, name: 'stage.png' });
    if (!upload.ok) throw new Error(upload.reason);
    uploadPath = upload.upload.path;
    // A desk edit of a published article: a correction, the upload as its cover, and its audit record.
    const [article] = await source.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'published'))
      .orderBy(desc(articles.publishedAt))
      .limit(1);
    const opened = (await getDeskArticle(source.db, article!.id))!;
    const { state } = opened;
    const edited = await editArticle(source.db, editor, article!.id, {
      title: `${state.title} (updated)`,
      summary: state.summary,
      content: `${state.content}<p>Set times were moved an hour later.</p>`,
      category: state.category,
      tags: state.tags,
      coverImageUrl: uploadPath,
      coverImageAlt: 'The main stage',
      correctionNote: 'The set times changed after publication.',
      version: opened.updatedAt,
    });
    expect(edited).toMatchObject({ ok: true });
    await source.db.insert(newsletterSubscribers).values([
      { email: 'reader@example.test', status: 'confirmed', topics: ['news'], confirmedAt: new Date() },
      { email: 'waiting@example.test', status: 'pending' },
    ]);
  });

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('backs up while the site serves, and restores every row, sequence and upload', async () => {
    const backup = await cli(['backup', '--output', archive], {
      DATABASE_URL: source.url,
      DATA_DIR: sourceDir,
    });
    // Uploads are rows now (media_upload_bytes): no file of DATA_DIR is needed.
    expect(backup.output).toMatch(/Backed up \d+ rows of \d+ tables, 0 uploaded files to /);
    expect(backup.code).toBe(0);
    // No secret unless asked for, and a manifest naming the schema and the release.
    const lines = (await import('node:zlib')).gunzipSync(readFileSync(archive)).toString().split('\n');
    const manifest = JSON.parse(lines[0]!).manifest;
    expect(manifest).toMatchObject({
      format: 'dropwire-backup',
      includesSecrets: false,
      dropwireVersion: '0.1.0',
    });
    expect(manifest.lastMigration).toMatch(/^\d{4}_/);
    expect(lines.some((line) => line.startsWith('{"secret"'))).toBe(false);

    const restore = await cli(['restore', archive], { DATABASE_URL: target.url, DATA_DIR: targetDir });
    expect(restore.output).toMatch(/Restored \d+ rows of \d+ tables and 0 uploaded files/);
    expect(restore.code).toBe(0);

    const [before, after] = [await siteDigest(source.pool), await siteDigest(target.pool)];
    const differing = Object.keys(before).filter((key) => before[key] !== after[key]);
    expect(differing.map((key) => `${key}: ${before[key]} / ${after[key]}`)).toEqual([]);
    expect(after).toEqual(before);
    // The digest compares something: the site's content is there.
    expect(Object.keys(after).length).toBeGreaterThan(50);
    expect(after.articles).toMatch(/^[1-9]\d* rows/);
    expect((await target.db.select().from(feedItems)).length).toBeGreaterThan(0);
    expect(
      await target.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers),
    ).toHaveLength(2);
    const audit = await target.db.select({ action: auditEvents.action }).from(auditEvents);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['media.upload']));
    expect(after.media_upload_bytes).toMatch(/^1 rows/);
  });

  it('serves the same pages from the restored database', async () => {
    const env = { RUN_WORKER: 'false', SEED_DEMO: 'false', ...secrets };
    let original: SpawnedProcess | undefined;
    let restored: SpawnedProcess | undefined;
    try {
      original = await startServe({ ...env, DATABASE_URL: source.url, DATA_DIR: sourceDir });
      restored = await startServe({ ...env, DATABASE_URL: target.url, DATA_DIR: targetDir });
      const home = await (await fetch(`${original.url}/`)).text();
      const links = [...new Set([...home.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]!))]
        .filter((link) => !link.startsWith('/assets/') && !link.startsWith('/admin'))
        .slice(0, 25);
      expect(links.length).toBeGreaterThan(10);
      const pages = ['/', ...links, '/rss.xml', '/feed.json', '/sitemap.xml', '/api/v1/articles', uploadPath];
      for (const page of pages) {
        const [a, b] = await Promise.all([
          fetch(`${original.url}${page}`).then(readable),
          fetch(`${restored.url}${page}`).then(readable),
        ]);
        expect({ page, status: b.status, type: b.type, differs: firstDifference(a.body, b.body) }).toEqual({
          page,
          status: a.status,
          type: a.type,
          differs: undefined,
        });
      }
      // The edited article, with its correction and its uploaded cover, is among them.
      expect(home).toContain('(updated)');
    } finally {
      original?.child.kill('SIGTERM');
      restored?.child.kill('SIGTERM');
      await Promise.all([original?.exited, restored?.exited]);
    }
  });

  it('refuses a database that is not empty, and says what to do', async () => {
    const restore = await cli(['restore', archive], { DATABASE_URL: target.url, DATA_DIR: targetDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('The target database is not empty');
    expect(restore.output).toContain('Restore only into an empty database');
  });
});

/**
 * A response as compared across the two servers: status, type and body, with what differs between any two
 * requests taken out (each page's nonce, the house ads drawn for it) and each server's own address.
 */
async function readable(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  const body = type.startsWith('image/')
    ? Buffer.from(await response.arrayBuffer()).toString('base64')
    : (await response.text())
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        // House ads are drawn at random for each page, by their weights.
        .replace(/<aside aria-label="Advertisement"[\s\S]*?<\/aside>/g, '<aside ad/>')
        .replace(/data-props="[^"]*adId[^"]*"/g, 'data-props=""')
        .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'SITE');
  return { status: response.status, type, body };
}

/** Where two bodies part, with a little of each around it; undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `at ${at}: ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 80))} vs ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 80))}`;
}
