import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartEntries, charts } from '../../app/db/schema/charts';
import { getChartsPage, getPublishedChart } from '../../app/domain/charts/charts.server';
import { jsonLdOf, titleOf } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type ChartRow = typeof charts.$inferInsert & { id: string };
type EntryRow = typeof chartEntries.$inferInsert;
type Track = [artist: string, trackTitle: string, embedId?: string | null, sourceUrl?: string | null];

const chart = (period: string, chartType: string, overrides: Partial<ChartRow> = {}): ChartRow => ({
  id: randomUUID(),
  slug: `${chartType}-${period}-${randomUUID().slice(0, 6)}`.toLowerCase().replace(/\W+/g, '-'),
  title: `${chartType} Top 10`,
  period,
  chartType,
  genre: chartType,
  year: Number(period.slice(0, 4)),
  weekIso: period.includes('W') ? Number(period.slice(6)) : null,
  status: 'published',
  publishedAt: new Date(Date.UTC(2026, 0, 9)),
  ...overrides,
});
const entries = (chartId: string, tracks: Track[]): EntryRow[] =>
  tracks.map(([artist, trackTitle, embedId = null, sourceUrl = null], i) => ({
    chartId,
    rank: i + 1,
    artist,
    trackTitle,
    label: 'Drumcode',
    embedId,
    sourceUrl,
  }));

// Techno for the first week of 2026 and the last of 2025 (52 weeks), the same week in another genre and a
// draft of it (neither counts for movement), an empty House chart, two months of Afro House, and 23 Archive
// charts for paging.
const current = chart('2026-W01', 'Techno');
const previous = chart('2025-W52', 'Techno', { publishedAt: new Date(Date.UTC(2026, 0, 2)) });
const otherGenre = chart('2025-W52', 'Techno', { genre: 'Hard Techno', title: 'Hard Techno Top 10' });
const draftPrevious = chart('2025-W52', 'Techno', { status: 'draft', publishedAt: null });
const empty = chart('2026-W01', 'House');
const november = chart('2025-11', 'Afro House', { title: 'Afro House: Best of the Month' });
const december = chart('2025-12', 'Afro House', { title: 'Afro House: Best of the Month' });
const archive = Array.from({ length: 23 }, (_, i) =>
  chart(`2024-W${String(i + 1).padStart(2, '0')}`, 'Archive', { title: `Archive chart ${i + 1}` }),
);
const rows = [current, previous, otherGenre, draftPrevious, empty, november, december, ...archive];
const entryRows = [
  ...entries(current.id, [
    ['Amelie Lens', 'Pressure', 'AbCdEfGhIj0', 'https://beatport.example/track/pressure/1'],
    ['Bicep', 'Lumen', null, 'https://beatport.example/track/lumen/2'],
    ['Peggy Gou', 'Strobe'],
    ['Four Tet', 'Orbit'],
    ['Solomun', 'Velvet'],
    ['Kölsch', 'Low Sun', 'ZyXwVuTsRq9'],
    ['Anyma', 'Echo Chamber'],
  ]),
  ...entries(previous.id, [
    ['Bicep', 'Lumen'],
    ['Amelie Lens', 'Pressure'],
    ['Peggy Gou', 'Strobe'],
    ['Solomun', 'Velvet'],
    ['Four Tet', 'Orbit'],
  ]),
  ...entries(otherGenre.id, [['Peggy Gou', 'Strobe']]),
  ...entries(draftPrevious.id, [['Anyma', 'Echo Chamber']]),
  ...entries(november.id, [['Black Coffee', 'Afterglow']]),
  ...entries(december.id, [
    ['Black Coffee', 'Afterglow'],
    ['Honey Dijon', 'Nightshift'],
  ]),
  ...archive.flatMap((row) => entries(row.id, [['Carl Cox', 'Warehouse']])),
];

describe.each(testServers())('charts on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    await database.db.insert(charts).values(rows);
    await database.db.insert(chartEntries).values(entryRows);
  });

  it('lists published charts newest period first, each with its first five entries and its count', async () => {
    const page = await getChartsPage(database.db, { period: 'all', type: 'all', page: 1 });
    expect(page?.total).toBe(29);
    expect(page?.items).toHaveLength(20);
    // Periods as text, newest first (weeks after months of a year: "W" sorts after digits), then by title.
    expect(page?.items.slice(0, 6).map((item) => [item.period, item.title])).toEqual([
      ['2026-W01', 'House Top 10'],
      ['2026-W01', 'Techno Top 10'],
      ['2025-W52', 'Hard Techno Top 10'],
      ['2025-W52', 'Techno Top 10'],
      ['2025-12', 'Afro House: Best of the Month'],
      ['2025-11', 'Afro House: Best of the Month'],
    ]);
    const techno = page?.items.find((item) => item.id === current.id);
    expect(techno?.entryCount).toBe(7);
    expect(techno?.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(techno?.entries[0]).toEqual({
      chartId: current.id,
      rank: 1,
      trackTitle: 'Pressure',
      artist: 'Amelie Lens',
      embedId: 'AbCdEfGhIj0',
      sourceUrl: 'https://beatport.example/track/pressure/1',
      entryCount: 7,
    });
    expect(page?.items.find((item) => item.id === empty.id)).toMatchObject({ entryCount: 0, entries: [] });
    expect(page?.items.map((item) => item.id)).not.toContain(draftPrevious.id);
    const last = await getChartsPage(database.db, { period: 'all', type: 'all', page: 2 });
    expect(last?.items).toHaveLength(9);
    expect(await getChartsPage(database.db, { period: 'all', type: 'all', page: 3 })).toBeUndefined();
  });

  it('filters by period and by type, and offers the periods (newest first, named) and types there are', async () => {
    const week = await getChartsPage(database.db, { period: '2025-W52', type: 'all', page: 1 });
    expect(week?.items.map((item) => item.title).sort()).toEqual(['Hard Techno Top 10', 'Techno Top 10']);
    const both = await getChartsPage(database.db, { period: '2025-12', type: 'Afro House', page: 1 });
    expect(both?.items.map((item) => item.id)).toEqual([december.id]);
    const archivePages = await Promise.all(
      [1, 2].map((page) => getChartsPage(database.db, { period: 'all', type: 'Archive', page })),
    );
    expect(archivePages.map((page) => page?.items.length)).toEqual([20, 3]);
    expect(await getChartsPage(database.db, { period: '2019-W01', type: 'all', page: 1 })).toMatchObject({
      items: [],
      total: 0,
    });

    const { options } = week!;
    expect(options.types.map((type) => type.value)).toEqual(['Afro House', 'Archive', 'House', 'Techno']);
    expect(options.periods.slice(0, 4)).toEqual([
      { value: '2026-W01', label: 'Week 1, 2026' },
      { value: '2025-W52', label: 'Week 52, 2025' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
    ]);
    expect(options.periods).toHaveLength(27);
  });

  it('moves each entry against the same type and genre a period before, across the turn of the year', async () => {
    const found = await getPublishedChart(database.db, current.slug);
    expect(found?.previous).toEqual({ slug: previous.slug, period: '2025-W52' });
    expect(found?.entries.map((entry) => [entry.rank, entry.artist, entry.movement])).toEqual([
      [1, 'Amelie Lens', { kind: 'up', places: 1 }],
      [2, 'Bicep', { kind: 'down', places: 1 }],
      [3, 'Peggy Gou', { kind: 'same' }],
      [4, 'Four Tet', { kind: 'up', places: 1 }],
      [5, 'Solomun', { kind: 'down', places: 1 }],
      [6, 'Kölsch', { kind: 'new' }],
      // Only in the draft of the week before, which does not count: new.
      [7, 'Anyma', { kind: 'new' }],
    ]);
    expect(found?.entries[0]).toMatchObject({ label: 'Drumcode', embedId: 'AbCdEfGhIj0' });
    const monthly = await getPublishedChart(database.db, december.slug);
    expect(monthly?.entries.map((entry) => entry.movement)).toEqual([{ kind: 'same' }, { kind: 'new' }]);
  });

  it('gives no movement when there is no chart a period before, and finds no unknown or draft chart', async () => {
    const first = await getPublishedChart(database.db, previous.slug);
    expect(first?.previous).toBeNull();
    expect(first?.entries.every((entry) => entry.movement === null)).toBe(true);
    expect(await getPublishedChart(database.db, empty.slug)).toMatchObject({ entries: [], previous: null });
    expect(await getPublishedChart(database.db, draftPrevious.slug)).toBeUndefined();
    expect(await getPublishedChart(database.db, 'no-such-chart')).toBeUndefined();
  });
});

// The pages as `npm start` serves them, on one database server (they keep no data of their own).
describe.each(testServers().slice(0, 1))('chart pages served on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    await database.db.insert(charts).values(rows);
    await database.db.insert(chartEntries).values(entryRows);
    app = await startServe({ DATABASE_URL: database.url, SEED_DEMO: 'false', PAGE_CACHE_SECONDS: '0' });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = async (path: string, status = 200) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  it('shows cards with five entries, play and source links, View Full Chart, and empty charts', async () => {
    const html = await get('/charts?period=2026-W01');
    expect(html).toContain('View Full Chart (7 tracks)');
    expect(html).toContain(`href="/charts/${current.slug}"`);
    expect(html).not.toContain('Low Sun');
    expect(html).toContain('No tracks in this chart yet');
    expect(html).toMatch(
      /<a href="https:\/\/www.youtube.com\/watch\?v=AbCdEfGhIj0" target="_blank" rel="noopener"[^>]*>.*?Play Pressure by Amelie Lens/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/beatport.example\/track\/pressure\/1" target="_blank" rel="noopener"[^>]*>/,
    );
    expect(html).not.toContain('<iframe');
    // The filters name the periods as readers say them.
    expect(html).toMatch(/<option value="2025-12">December 2025<\/option>/);
    expect(html).toMatch(/<option value="2026-W01" selected="">Week 1, 2026<\/option>/);
  });

  it('says No charts found with a way to clear the filters, and pages past the end are 404', async () => {
    const html = await get('/charts?type=Polka');
    expect(html).toContain('No charts found');
    expect(html).toMatch(/<a[^>]*href="\/charts"[^>]*>Clear Filters<\/a>/);
    expect(await get('/charts?type=Archive&page=2')).toContain('href="/charts?type=Archive"');
    await get('/charts?page=3', 404);
  });

  it('shows a whole chart with movement in words, as a MusicPlaylist in JSON-LD', async () => {
    const html = await get(`/charts/${current.slug}`);
    expect(titleOf(html)).toBe('Techno Top 10, Week 1, 2026 | Dropwire');
    expect(html).toContain('Low Sun');
    for (const words of ['Up 1 place', 'Down 1 place', 'No change', 'New<span class="sr-only"> entry'])
      expect(html).toContain(words);
    expect(html).toContain(`href="/charts/${previous.slug}"`);
    const ld = jsonLdOf(html) as Ld[];
    const playlist = ld.find((item) => item['@type'] === 'MusicPlaylist');
    expect(playlist).toMatchObject({ name: 'Techno Top 10, Week 1, 2026', numTracks: 7 });
    expect(playlist?.track.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'MusicRecording',
        name: 'Pressure',
        byArtist: { '@type': 'MusicGroup', name: 'Amelie Lens' },
        url: 'https://beatport.example/track/pressure/1',
      },
    });
    const breadcrumb = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect((breadcrumb?.itemListElement as Ld[]).map((item) => item.name)).toEqual([
      'Home',
      'Charts',
      'Techno Top 10, Week 1, 2026',
    ]);
    expect(await get(`/charts/${previous.slug}`)).toContain(
      'No Techno chart for Week 51, 2025 to compare with.',
    );
  });

  it('answers 404 with a way back to Charts for an unknown or unpublished chart', async () => {
    for (const slug of ['no-such-chart', draftPrevious.slug]) {
      const html = await get(`/charts/${slug}`, 404);
      expect(html).toContain('Chart Not Found');
      expect(html).toMatch(/<a[^>]*href="\/charts"[^>]*>Back to Charts<\/a>/);
    }
  });
});
