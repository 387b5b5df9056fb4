// Issue 12, acceptance 2 and 3: each edition that went out has a public page at /newsletter/editions/{slug}
// (a stable slug set when the digest builds it, backfilled for older ones), listed on /newsletter and in the
// sitemap; a draft is nobody's page.
import { readFileSync, rmSync, writeFileSync, cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { migrationsFolder, runMigrations } from '../../app/db/migrate.server';
import { articles } from '../../app/db/schema/content';
import { newsletterQueue } from '../../app/db/schema/newsletter';
import { buildArticle } from '../../app/db/seed/builders';
import { seedDemoContent } from '../../app/db/seed/seed.server';
import { makeDemoEditions } from '../../app/domain/newsletter/demo-editions.server';
import { EDITION_SLUG } from '../../app/domain/newsletter/edition-slug';
import { queueWeeklyDigest } from '../../app/domain/newsletter/weekly-digest.server';
import * as editionPage from '../../app/routes/newsletter-edition';
import * as editionsPage from '../../app/routes/newsletter-editions';
import * as newsletterPage from '../../app/routes/newsletter';
import * as sitemapIndex from '../../app/routes/sitemap';
import * as sitemapPart from '../../app/routes/sitemap-part';
import { answerOf, deskServices, routeArgs } from '../support/desk-requests';
import { createTestDatabase, testServers, useTestDatabase } from '../support/test-database';
import { insertFestivalFixtures, justEnded, onNow } from './festival-fixtures';

const BERLIN = 'Europe/Berlin';

/** A loader's 404, thrown as `data(null, { status: 404 })`. */
async function statusOf(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

/** A week's stories: the most read first, published on the Tuesday to Thursday before `friday`. */
function weekStories(friday: string, titles: string[]) {
  return titles.map((title, i) =>
    buildArticle({
      title,
      views: 1_000 - i * 100,
      publishedAt: new Date(new Date(`${friday}T12:00:00Z`).getTime() - (i + 1) * 86_400_000),
    }),
  );
}

const week46 = weekStories('2026-11-13', ['Kölsch & friends close The Kiln', 'A second story of week 46']);
const week47 = weekStories('2026-11-20', ['Luma Reyes plays six hours', 'Pulled story', 'Third of week 47']);
const week48 = weekStories('2026-11-27', ['A draft week top story']);

describe.each(testServers())('newsletter editions on $name', (server) => {
  const database = useTestDatabase(server);
  let services: AppServices;
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    services = deskServices(database.db);
    await database.db.insert(articles).values([...week46, ...week47, ...week48]);
    await insertFestivalFixtures(database.db);
    for (const [week, now] of [
      ['46', '2026-11-13T12:00:00Z'],
      ['47', '2026-11-20T12:00:00Z'],
      ['48', '2026-11-27T12:00:00Z'],
    ] as const) {
      const result = await queueWeeklyDigest(database.db, {
        now: new Date(now),
        timeZone: BERLIN,
        siteName: 'Dropwire',
      });
      if (result.status !== 'queued') throw new Error(`week ${week}: ${result.status}`);
      slugs[week] = result.slug;
    }
    // Week 46 went out, week 47 is going out, week 48 is still a draft.
    await database.db
      .update(newsletterQueue)
      .set({ status: 'sent', sentAt: new Date('2026-11-13T12:05:00Z') })
      .where(eq(newsletterQueue.slug, slugs['46']!));
    await database.db
      .update(newsletterQueue)
      .set({ status: 'sending' })
      .where(eq(newsletterQueue.slug, slugs['47']!));
    // A story taken down after its edition went out.
    await database.db.update(articles).set({ status: 'rejected' }).where(eq(articles.id, week47[1]!.id));
  });

  it('names each edition after its week and top story when the digest builds it', () => {
    expect(slugs).toEqual({
      '46': '2026-w46-kolsch-and-friends-close-the-kiln',
      '47': '2026-w47-luma-reyes-plays-six-hours',
      '48': '2026-w48-a-draft-week-top-story',
    });
  });

  it('shows an edition that went out with the e-mail’s text and stories, linked to our articles', async () => {
    const page = (await editionPage.loader(
      routeArgs(services, `/newsletter/editions/${slugs['47']}`, { params: { slug: slugs['47']! } }),
    )) as Awaited<ReturnType<typeof editionPage.loader>>;
    const [stored] = await database.db
      .select()
      .from(newsletterQueue)
      .where(eq(newsletterQueue.slug, slugs['47']!));
    expect(page.edition.subject).toBe(stored!.subject);
    expect(page.edition.featuredContent).toBe(stored!.content.featuredContent);
    expect(page.edition.stories.map((story) => [story.title, story.path])).toEqual([
      ['Luma Reyes plays six hours', `/news/${week47[0]!.slug}`],
      // Taken down since: told, not linked to a 404.
      ['Pulled story', null],
      ['Third of week 47', `/news/${week47[2]!.slug}`],
    ]);
    expect(page.edition.older).toEqual({ slug: slugs['46'], subject: expect.any(String) });
    // The draft after it is not public, so it is not the next edition either.
    expect(page.edition.newer).toBeNull();
    expect(page.seo.canonical).toBe(`http://localhost:3000/newsletter/editions/${slugs['47']}`);
    expect(page.seo.title).toBe(stored!.subject);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    const [ld] = page.seo.jsonLd as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: stored!.subject,
      datePublished: stored!.scheduledFor.toISOString(),
      mainEntityOfPage: { '@id': page.seo.canonical },
    });
    expect(ld!.hasPart.itemListElement.map((item: { url?: string }) => item.url ?? null)).toEqual([
      `http://localhost:3000/news/${week47[0]!.slug}`,
      null,
      `http://localhost:3000/news/${week47[2]!.slug}`,
    ]);
  });

  it('answers 404 for a draft, an unknown slug and a malformed one', async () => {
    for (const slug of [slugs['48']!, '2026-w01-nothing', '../../etc/passwd', 'x'.repeat(300)])
      expect(
        await statusOf(() =>
          editionPage.loader(routeArgs(services, '/newsletter/editions/x', { params: { slug } })),
        ),
        slug,
      ).toBe(404);
  });

  it('lists the editions that went out on /newsletter, newest first, with the festival guide', async () => {
    const { body } = answerOf<Awaited<ReturnType<typeof newsletterPage.loader>>['data']>(
      await newsletterPage.loader(routeArgs(services, '/newsletter')),
    );
    expect(body.editions.total).toBe(2);
    expect(body.editions.items.map((edition) => edition.slug)).toEqual([slugs['47'], slugs['46']]);
    const [latest] = body.editions.items;
    expect(latest).toMatchObject({
      stories: 3,
      topStories: ['Luma Reyes plays six hours', 'Pulled story', 'Third of week 47'],
    });
    // The guide: festivals on now and next (never one that ended), on now first, at most four shown.
    expect(body.guide.festivals[0]).toMatchObject({ name: onNow.name, path: `/festivals/${onNow.slug}` });
    expect(body.guide.festivals.length).toBe(4);
    expect(body.guide.total).toBe(8);
    expect(body.guide.festivals.map((festival) => festival.name)).not.toContain(justEnded.name);
    // No subscriber yet: the page claims none.
    expect(body.subscribers).toBe(0);
  });

  it('pages the archive and answers 404 past its end', async () => {
    const page = (await editionsPage.loader(routeArgs(services, '/newsletter/editions'))) as Awaited<
      ReturnType<typeof editionsPage.loader>
    >;
    expect(page.items.map((edition) => edition.slug)).toEqual([slugs['47'], slugs['46']]);
    expect(page.paging).toMatchObject({ page: 1, pageCount: 1 });
    expect(
      await statusOf(() => editionsPage.loader(routeArgs(services, '/newsletter/editions?page=2'))),
    ).toBe(404);
  });

  it('puts the editions that went out in the sitemap, and not the draft', async () => {
    const index = await ((await sitemapIndex.loader(routeArgs(services, '/sitemap.xml'))) as Response).text();
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/newsletter.xml</loc>');
    const part = await (
      (await sitemapPart.loader(
        routeArgs(services, '/sitemaps/newsletter.xml', { params: { part: 'newsletter.xml' } }),
      )) as Response
    ).text();
    expect(part).toContain('<loc>http://localhost:3000/newsletter/editions</loc>');
    expect(part).toContain(`<loc>http://localhost:3000/newsletter/editions/${slugs['46']}</loc>`);
    expect(part).toContain(`<loc>http://localhost:3000/newsletter/editions/${slugs['47']}</loc>`);
    expect(part).not.toContain(slugs['48']);
  });
});

/** The migrations folder as it was before the one that adds edition slugs. */
function migrationsBeforeSlugs(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // Found by what it does, so a renumbered migration is still found.
  const at = journal.entries.findIndex((entry) =>
    readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8').includes('ADD COLUMN "slug"'),
  );
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe.each(testServers())('the edition slug migration on $name', (server) => {
  it('gives editions built before slugs one, as the digest names them, unique', async () => {
    const { pool, drop } = await createTestDatabase(server, { migrated: false });
    const folder = migrationsBeforeSlugs();
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
      const content = (title: string | null) =>
        JSON.stringify({
          articles: title ? [{ title, slug: 's', excerpt: 'e' }] : [],
          featuredContent: 'f',
        });
      await pool.query(
        `INSERT INTO newsletter_queue (type, subject, content, status, scheduled_for, created_at) VALUES
          ('weekly_digest', 'Dropwire Weekly: Kölsch & Co', $1, 'sent', '2026-11-20T09:00:00Z', '2026-11-20T08:00:00Z'),
          ('weekly_digest', 'Dropwire Weekly: again', $1, 'draft', '2026-11-21T09:00:00Z', '2026-11-21T08:00:00Z'),
          -- Sunday 23:30 UTC is already Monday in Berlin: week 1 of 2027.
          ('weekly_digest', 'No stories here!', $2, 'draft', '2027-01-03T23:30:00Z', '2027-01-03T23:30:00Z')`,
        [content('Kölsch & Co'), content(null)],
      );
      await runMigrations(pool);
      const { rows } = await pool.query<{ slug: string }>(
        'SELECT slug FROM newsletter_queue ORDER BY created_at',
      );
      expect(rows.map((row) => row.slug)).toEqual([
        '2026-w47-kolsch-co',
        '2026-w47-kolsch-co-2',
        '2027-w01-no-stories-here',
      ]);
      for (const row of rows) expect(row.slug).toMatch(EDITION_SLUG);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await drop();
    }
  });
});

describe.each(testServers().slice(0, 1))('the demo’s editions on $name', (server) => {
  const database = useTestDatabase(server);

  it('are the digests of the last three weeks, built from the demo’s stories and sent', async () => {
    const now = new Date();
    await seedDemoContent(database.db, now);
    expect(await makeDemoEditions(database.db, { now, siteName: 'Dropwire' })).toBe(3);
    const editions = await database.db.select().from(newsletterQueue).orderBy(newsletterQueue.scheduledFor);
    expect(editions.map((edition) => edition.status)).toEqual(['sent', 'sent', 'sent']);
    for (const edition of editions) {
      expect(edition.slug).toMatch(EDITION_SLUG);
      expect(edition.sentAt).toEqual(edition.scheduledFor);
      expect(edition.scheduledFor.getTime()).toBeLessThan(now.getTime());
      const linked = await database.db
        .select({ slug: articles.slug })
        .from(articles)
        .where(
          inArray(
            articles.slug,
            edition.content.articles.map((article) => article.slug),
          ),
        );
      expect(linked).toHaveLength(edition.content.articles.length);
    }
    // Made once: a second run finds each week's edition.
    expect(await makeDemoEditions(database.db, { now, siteName: 'Dropwire' })).toBe(0);
  });
});
