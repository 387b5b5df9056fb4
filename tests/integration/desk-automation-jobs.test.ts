// Issue 11, acceptance 3 and 9: the Friday jobs. Weekly charts computed from the week's stories and releases,
// the newsletter digest queued once per ISO week, and both run by a real worker from the desk's trigger.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { chartEntries, charts } from '../../app/db/schema/charts';
import { articles, articleSources, articleTags, tags } from '../../app/db/schema/content';
import { newsletterQueue } from '../../app/db/schema/newsletter';
import { automationLogs } from '../../app/db/schema/newsroom';
import { releases, releaseTracks } from '../../app/db/schema/releases';
import { buildArticle, buildTag } from '../../app/db/seed/builders';
import { getChartsPage, getPublishedChart } from '../../app/domain/charts/charts.server';
import { buildWeeklyCharts } from '../../app/domain/charts/weekly-chart-run.server';
import { queueWeeklyDigest } from '../../app/domain/newsletter/weekly-digest.server';
import { startJobQueue, type JobQueue } from '../../app/jobs/queue.server';
import { readSchedules } from '../../app/jobs/schedules.server';
import { manualTriggers, triggerRun } from '../../app/jobs/triggers.server';
import { startWorker, type RunningWorker } from '../../app/jobs/worker.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { testServers, useTestDatabase, type TestDatabase } from '../support/test-database';

const BERLIN = 'Europe/Berlin';
const SITE = { siteName: 'Dropwire', siteUrl: 'http://localhost:3000' };
const DAY = 86_400_000;

type Story = {
  title: string;
  summary?: string;
  publishedAt: Date;
  status?: 'published' | 'draft';
  views?: number;
  sources?: number;
  tags?: [string, 'artist' | 'label' | 'genre'][];
};

/** Stories with their tags (made once by name) and the sources that told them. */
async function insertStories(database: TestDatabase, stories: Story[]) {
  for (const story of stories) {
    const article = buildArticle({
      title: story.title,
      summary: story.summary ?? story.title,
      status: story.status ?? 'published',
      publishedAt: story.status === 'draft' ? null : story.publishedAt,
      views: story.views ?? 0,
    });
    await database.db.insert(articles).values(article);
    for (let i = 0; i < (story.sources ?? 1); i++)
      await database.db.insert(articleSources).values({
        articleId: article.id,
        name: `Source ${i}`,
        url: `https://source-${i}.example/${article.slug}`,
        position: i,
      });
    for (const [name, kind] of story.tags ?? []) {
      const tag = buildTag(name, kind);
      await database.db.insert(tags).values(tag).onConflictDoNothing({ target: tags.slug });
      const [stored] = await database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, tag.slug));
      await database.db.insert(articleTags).values({ articleId: article.id, tagId: stored!.id });
    }
  }
}

async function insertRelease(
  database: TestDatabase,
  release: {
    title: string;
    artist: string;
    label: string;
    genre: string;
    releaseDate: string;
    status?: 'draft';
  },
  options: { featured?: string; beatport?: string } = {},
) {
  const slug = `${release.artist}-${release.title}`.toLowerCase().replace(/\W+/g, '-');
  const [row] = await database.db
    .insert(releases)
    .values({
      ...release,
      slug,
      status: release.status ?? 'published',
      publishedAt: new Date('2026-11-01T00:00:00Z'),
      platforms: options.beatport ? { beatport: options.beatport } : {},
    })
    .returning({ id: releases.id });
  if (options.featured)
    await database.db.insert(releaseTracks).values([
      { releaseId: row!.id, position: 1, title: `${options.featured} (Intro)` },
      { releaseId: row!.id, position: 2, title: options.featured, featured: true },
    ]);
  return slug;
}

describe.each(testServers())('weekly charts computed on $name', (server) => {
  const database = useTestDatabase(server);
  // Friday 27 November 2026, 09:00 in Berlin: the schedule's moment in ISO week 2026-W48.
  const now = new Date('2026-11-27T08:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  let laneSlug = '';

  beforeAll(async () => {
    await insertRelease(
      database,
      {
        title: 'Eternity',
        artist: 'Anyma',
        label: 'Afterlife',
        genre: 'Melodic House & Techno',
        releaseDate: '2026-11-21',
      },
      { featured: 'Eternity', beatport: 'https://www.beatport.com/release/eternity/1' },
    );
    laneSlug = await insertRelease(database, {
      title: 'Reviver EP',
      artist: 'Lane 8',
      label: 'This Never Happened',
      genre: 'Progressive House',
      releaseDate: '2026-10-30',
    });
    await insertRelease(database, {
      title: 'Sun Is Shining',
      artist: 'Armin van Buuren',
      label: 'Armind',
      genre: 'Trance',
      releaseDate: '2026-11-13',
    });
    // Too old to chart, and a draft: neither counts.
    await insertRelease(database, {
      title: 'Old Record',
      artist: 'Armin van Buuren',
      label: 'Armind',
      genre: 'Trance',
      releaseDate: '2025-01-01',
    });
    await insertRelease(database, {
      title: 'Secret',
      artist: 'Anyma',
      label: 'Afterlife',
      genre: 'Techno',
      releaseDate: '2026-11-22',
      status: 'draft',
    });
    // Out this week, named by nobody: a point of its own.
    await insertRelease(database, {
      title: 'Techno Tool',
      artist: 'Amelie Lens',
      label: 'Lenske',
      genre: 'Techno',
      releaseDate: '2026-11-25',
    });
    await insertStories(database, [
      // Names the release and its artist, told by 3 sources, read 99 times: weight 3 × (1 + 2) = 9, 3 points.
      {
        title: "Anyma's Eternity tops the week",
        publishedAt: daysAgo(2),
        views: 99,
        sources: 3,
        tags: [
          ['Anyma', 'artist'],
          ['Techno', 'genre'],
        ],
      },
      // The artist alone: a point for his current release (Sun Is Shining, not the old record).
      {
        title: 'Armin van Buuren announces a tour',
        publishedAt: daysAgo(3),
        tags: [['Armin van Buuren', 'artist']],
      },
      // Weight 2 × (1 + 1) = 4, the title named: 12 points.
      {
        title: 'Lane 8 returns with Reviver',
        publishedAt: daysAgo(4),
        views: 9,
        sources: 2,
        tags: [
          ['Lane 8', 'artist'],
          ['Progressive', 'genre'],
        ],
      },
      // Outside the seven days, and a draft: neither counts.
      {
        title: 'Armin van Buuren, a look back',
        publishedAt: daysAgo(10),
        views: 5000,
        tags: [['Armin van Buuren', 'artist']],
      },
      { title: 'Anyma draft', publishedAt: daysAgo(1), status: 'draft', tags: [['Anyma', 'artist']] },
      // After this run's moment: only next week's chart sees it.
      {
        title: 'Amelie Lens in the studio',
        publishedAt: new Date('2026-12-02T10:00:00Z'),
        tags: [['Amelie Lens', 'artist']],
      },
    ]);
    // Last week's Trance chart, for movement; and this week's Progressive Trance chart an editor made already.
    const [lastWeek] = await database.db
      .insert(charts)
      .values({
        slug: 'trance-top-10-2026-w47',
        title: 'Trance Top 10',
        period: '2026-W47',
        chartType: 'Trance',
        genre: 'Trance',
        year: 2026,
        weekIso: 47,
        status: 'published',
        publishedAt: daysAgo(7),
      })
      .returning({ id: charts.id });
    await database.db.insert(chartEntries).values([
      { chartId: lastWeek!.id, rank: 1, artist: 'Someone Else', trackTitle: 'Gone Now' },
      { chartId: lastWeek!.id, rank: 2, artist: 'Armin van Buuren', trackTitle: 'Sun Is Shining' },
    ]);
    await database.db.insert(charts).values({
      slug: 'hand-made-progressive',
      title: 'Hand-made',
      period: '2026-W48',
      chartType: 'Progressive Trance',
      genre: 'Progressive Trance',
      year: 2026,
      weekIso: 48,
      status: 'draft',
    });
  });

  const snapshot = async () => ({
    charts: await database.db.select().from(charts).orderBy(asc(charts.slug)),
    entries: await database.db
      .select()
      .from(chartEntries)
      .orderBy(asc(chartEntries.chartId), asc(chartEntries.rank)),
  });

  it('builds the week’s charts from mentions and releases, weighted by sources and views, and publishes them', async () => {
    const result = await buildWeeklyCharts(database.db, { now, timeZone: BERLIN, ...SITE });
    expect(result).toEqual({
      period: '2026-W48',
      created: [
        { slug: 'melodic-techno-top-2-2026-w48', chartType: 'Melodic Techno', entries: 2, newEntries: null },
        { slug: 'trance-top-1-2026-w48', chartType: 'Trance', entries: 1, newEntries: 0 },
        { slug: 'overall-top-4-2026-w48', chartType: 'Overall', entries: 4, newEntries: null },
      ],
      skipped: [{ chartType: 'Progressive Trance', reason: 'exists' }],
    });
    const overall = await getPublishedChart(database.db, 'overall-top-4-2026-w48');
    expect(overall?.chart).toMatchObject({
      // Named for what it holds: four entries make a Top 4, never a "Top 10" of four.
      title: 'Overall Top 4',
      period: '2026-W48',
      chartType: 'Overall',
      genre: null,
      seoTitle: 'Overall Top 4 · Week 48, 2026',
      seoDescription:
        "The releases in every genre Dropwire's sources covered most in week 48, 2026, led by Anyma with “Eternity”.",
      publishedAt: now,
    });
    expect(
      overall?.entries.map((entry) => [
        entry.rank,
        entry.artist,
        entry.trackTitle,
        entry.label,
        entry.sourceUrl,
      ]),
    ).toEqual([
      [1, 'Anyma', 'Eternity', 'Afterlife', 'https://www.beatport.com/release/eternity/1'],
      [2, 'Lane 8', 'Reviver EP', 'This Never Happened', `http://localhost:3000/releases/${laneSlug}`],
      // One point each: the newer release first.
      [3, 'Amelie Lens', 'Techno Tool', 'Lenske', expect.stringContaining('/releases/')],
      [4, 'Armin van Buuren', 'Sun Is Shining', 'Armind', expect.stringContaining('/releases/')],
    ]);
    const [stored] = await database.db.select().from(charts).where(eq(charts.slug, 'overall-top-4-2026-w48'));
    expect(stored).toMatchObject({
      status: 'published',
      year: 2026,
      weekIso: 48,
      tags: ['Weekly chart', 'All genres', 'Anyma', 'Lane 8', 'Amelie Lens'],
    });
    // Melodic Techno takes the Techno-tagged story and the Techno release.
    const melodic = await getPublishedChart(database.db, 'melodic-techno-top-2-2026-w48');
    expect(melodic?.entries.map((entry) => entry.artist)).toEqual(['Anyma', 'Amelie Lens']);
    // Movement against last week's Trance chart, as the public chart page shows it.
    const trance = await getPublishedChart(database.db, 'trance-top-1-2026-w48');
    expect(trance?.entries.map((entry) => [entry.artist, entry.movement])).toEqual([
      ['Armin van Buuren', { kind: 'up', places: 1 }],
    ]);
    expect(trance?.previous).toEqual({ slug: 'trance-top-10-2026-w47', period: '2026-W47' });
    // The editor's chart of the week is left as it was, and /charts lists the new ones.
    const [handMade] = await database.db
      .select()
      .from(charts)
      .where(eq(charts.slug, 'hand-made-progressive'));
    expect(handMade?.status).toBe('draft');
    const page = await getChartsPage(database.db, { period: '2026-W48', type: 'all', page: 1 });
    expect(page?.items.map((chart) => chart.title)).toEqual([
      'Melodic Techno Top 2',
      'Overall Top 4',
      'Trance Top 1',
    ]);
  });

  it('changes nothing when run again in the same ISO week', async () => {
    const before = await snapshot();
    const later = new Date(now.getTime() + 2 * DAY); // Sunday, still week 48 in Berlin
    expect(await buildWeeklyCharts(database.db, { now: later, timeZone: BERLIN, ...SITE })).toEqual({
      period: '2026-W48',
      created: [],
      skipped: [
        { chartType: 'Progressive Trance', reason: 'exists' },
        { chartType: 'Melodic Techno', reason: 'exists' },
        { chartType: 'Trance', reason: 'exists' },
        { chartType: 'Overall', reason: 'exists' },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('stores a week’s chart once when two workers run at the same moment', async () => {
    const nextWeek = new Date('2026-12-04T08:00:00Z');
    const results = await Promise.all([
      buildWeeklyCharts(database.db, { now: nextWeek, timeZone: BERLIN, ...SITE }),
      buildWeeklyCharts(database.db, { now: nextWeek, timeZone: BERLIN, ...SITE }),
    ]);
    const created = results.flatMap((result) => result.created).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(created.map((chart) => chart.chartType)).toEqual(['Melodic Techno', 'Overall']);
    // Each named for the entries it holds.
    for (const chart of created)
      expect(chart.slug).toBe(
        `${chart.chartType.toLowerCase().replace(' ', '-')}-top-${chart.entries}-2026-w49`,
      );
    const stored = await database.db.select().from(charts).where(eq(charts.period, '2026-W49'));
    expect(stored).toHaveLength(2);
    // Nothing in that week names a Trance or Progressive release: no chart rather than an empty one.
    expect(results[0]!.skipped.concat(results[1]!.skipped)).toContainEqual({
      chartType: 'Trance',
      reason: 'no-signals',
    });
  });
});

describe.each(testServers())('the newsletter digest on $name', (server) => {
  const database = useTestDatabase(server);
  // Tuesday of ISO week 2026-W48.
  const now = new Date('2026-11-24T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  beforeAll(async () => {
    await insertStories(database, [
      ...Array.from({ length: 7 }, (_, i) => ({
        title: `Story ${i}`,
        publishedAt: hoursAgo(10 + i),
        views: 10 + i,
      })),
      { title: 'Tied, told by one source', publishedAt: hoursAgo(30), views: 100, sources: 1 },
      { title: 'Tied, told by three sources', publishedAt: hoursAgo(40), views: 100, sources: 3 },
      { title: 'Most read', summary: 'Everyone read it.', publishedAt: hoursAgo(50), views: 500, sources: 2 },
      { title: 'Read a lot, but last month', publishedAt: hoursAgo(24 * 30), views: 9_999 },
      { title: 'A draft', publishedAt: hoursAgo(5), status: 'draft', views: 9_999 },
    ]);
  });

  it('queues one weekly_digest with the 7 most-read stories of the last 7 days, to go out on Friday at 10:00', async () => {
    const result = await queueWeeklyDigest(database.db, { now, timeZone: BERLIN, siteName: 'Dropwire' });
    expect(result).toMatchObject({ status: 'queued', stories: 7, subject: 'Dropwire Weekly: Most read' });
    const rows = await database.db.select().from(newsletterQueue);
    expect(rows).toHaveLength(1);
    const [edition] = rows;
    expect(edition).toMatchObject({
      type: 'weekly_digest',
      status: 'draft',
      subject: 'Dropwire Weekly: Most read',
    });
    expect(edition!.scheduledFor.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(edition!.content.articles.map((article) => article.title)).toEqual([
      'Most read',
      'Tied, told by three sources',
      'Tied, told by one source',
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
    ]);
    expect(edition!.content.articles[0]).toEqual({
      title: 'Most read',
      slug: 'most-read',
      excerpt: 'Everyone read it.',
    });
    expect(edition!.content.featuredContent).toBe(
      'The most-read story of week 48, 2026: “Most read”, told by 2 sources. Everyone read it.',
    );
  });

  it('makes no second edition in the same ISO week, even when two runs meet', async () => {
    const sunday = new Date('2026-11-29T20:00:00Z'); // 21:00 in Berlin, still week 48
    const results = await Promise.all([
      queueWeeklyDigest(database.db, { now: sunday, timeZone: BERLIN, siteName: 'Dropwire' }),
      queueWeeklyDigest(database.db, { now: sunday, timeZone: BERLIN, siteName: 'Dropwire' }),
    ]);
    expect(results).toEqual([
      { status: 'exists', week: '2026-W48' },
      { status: 'exists', week: '2026-W48' },
    ]);
    expect(await database.db.select().from(newsletterQueue)).toHaveLength(1);
    // Berlin's Monday has begun at 23:30 UTC on Sunday: that is week 49, which gets its own edition.
    const monday = await queueWeeklyDigest(database.db, {
      now: new Date('2026-11-29T23:30:00Z'),
      timeZone: BERLIN,
      siteName: 'Dropwire',
    });
    expect(monday).toMatchObject({ status: 'queued' });
    expect(await database.db.select().from(newsletterQueue)).toHaveLength(2);
  });

  it('queues nothing for a week without published stories', async () => {
    expect(
      await queueWeeklyDigest(database.db, {
        now: new Date('2027-03-01T12:00:00Z'),
        timeZone: BERLIN,
        siteName: 'Dropwire',
      }),
    ).toEqual({ status: 'empty', week: '2027-W09' });
    expect(await database.db.select().from(newsletterQueue)).toHaveLength(2);
  });
});

describe.each(testServers())('the Friday jobs in a worker on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-worker-jobs-'));
  const logger = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' });
  let worker: RunningWorker;
  let jobs: JobQueue;

  beforeAll(async () => {
    worker = await startWorker({ db: database.db, url: database.url, config, logger });
    jobs = await startJobQueue(database.url, logger);
  });

  afterAll(async () => {
    await jobs?.stop();
    await worker?.stop();
  });

  it('schedules the jobs once, in Berlin time, and the desk reads their next runs as pg-boss computes them', async () => {
    const now = new Date();
    const schedules = await readSchedules(jobs.boss, now);
    expect(
      schedules.map((schedule) => [schedule.name, schedule.cron, schedule.timeZone, schedule.every]).sort(),
    ).toEqual([
      ['backup', '30 3 * * *', BERLIN, 'Daily at 03:30'],
      ['check-affiliate-links', '23 5 * * *', BERLIN, 'Daily at 05:23'],
      ['crawl-tick', '* * * * *', BERLIN, 'Every minute'],
      ['fediverse-deliveries', '* * * * *', BERLIN, 'Every minute'],
      ['follow-alerts', '*/5 * * * *', BERLIN, 'Every 5 minutes'],
      ['newsletter-digest', '0 10 * * 5', BERLIN, 'Fridays at 10:00'],
      ['newsletter-send', '* * * * *', BERLIN, 'Every minute'],
      ['prune', '17 * * * *', BERLIN, 'Every hour at minute 17'],
      ['publish-scheduled', '* * * * *', BERLIN, 'Every minute'],
      ['social-posts', '* * * * *', BERLIN, 'Every minute'],
      ['weekly-charts', '0 9 * * 5', BERLIN, 'Fridays at 09:00'],
    ]);
    for (const schedule of schedules)
      expect(schedule.nextRun, schedule.name).toEqual(
        jobs.boss.previewSchedule(schedule.cron, { tz: schedule.timeZone, from: now, count: 1 })[0],
      );
    // Across the change to summer time too.
    const march = new Date('2027-03-20T12:00:00Z');
    for (const schedule of schedules)
      expect(
        (await readSchedules(jobs.boss, march)).find((entry) => entry.name === schedule.name)?.nextRun,
      ).toEqual(jobs.boss.previewSchedule(schedule.cron, { tz: BERLIN, from: march, count: 1 })[0]);
  });

  it('runs what the triggers send and logs each run', async () => {
    const services = { db: database.db, config, logger, jobs } as AppServices;
    // A tick of the crawl's own (sent at the worker's start, or the minute's) may be waiting: the trigger is
    // refused until it is done, as it should be, so it is pressed again.
    const press = async (trigger: (typeof manualTriggers)[number]) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const result = await triggerRun(services, trigger, { id: null, email: 'ed@example.test' });
        if (result.ok) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    };
    for (const trigger of manualTriggers) expect(await press(trigger), trigger.id).toBe(true);
    const deadline = Date.now() + 30_000;
    let logged: { type: string; targetTable: string | null; status: string }[] = [];
    while (Date.now() < deadline) {
      logged = await database.db
        .select({
          type: automationLogs.type,
          targetTable: automationLogs.targetTable,
          status: automationLogs.status,
        })
        .from(automationLogs);
      if (new Set(logged.map((log) => log.type)).size === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(logged.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'newsletter_digest', targetTable: 'newsletter_queue', status: 'success' },
      { type: 'rss_processing', targetTable: 'feed_items', status: 'success' },
      { type: 'weekly_charts', targetTable: 'charts', status: 'success' },
    ]);
  });
});
