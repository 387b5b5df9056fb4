// Issue 11, point 8: charts with their entries, created, edited and deleted from the desk without
// JavaScript; ranks follow the order of the rows, year and week come from the period.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { chartEntries, charts } from '../../app/db/schema/charts';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const chart = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Melodic Techno Top 10',
  slug: '',
  period: '2031-W05',
  chartType: 'Melodic Techno',
  genre: 'Melodic Techno',
  status: 'published',
  tags: 'melodic techno\nweekly',
  seoTitle: '',
  seoDescription: '',
  'entries.0.artist': 'Mira Vale',
  'entries.0.trackTitle': 'Tunnel Lights',
  'entries.0.label': 'Deepwater',
  'entries.0.embedId': '',
  'entries.0.sourceUrl': 'https://music.example.test/tunnel-lights',
  'entries.1.artist': '',
  'entries.1.trackTitle': '',
  'entries.2.artist': 'Kiln Collective',
  'entries.2.trackTitle': 'Ember',
  'entries.2.label': '',
  'entries.2.embedId': 'dQw4w9WgXcQ',
  'entries.2.sourceUrl': '',
  ...fields,
});

describe.each(testServers())('charts on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const entriesOf = (chartId: string) =>
    database.db
      .select({ rank: chartEntries.rank, artist: chartEntries.artist, trackTitle: chartEntries.trackTitle })
      .from(chartEntries)
      .where(eq(chartEntries.chartId, chartId))
      .orderBy(chartEntries.rank);

  it('creates a chart ranked in the order of its rows, year and week from its period', async () => {
    const response = await desk.post('/admin/content/charts/new', chart());
    expect(response.status).toBe(303);
    id = /charts\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    const [row] = await database.db.select().from(charts).where(eq(charts.id, id));
    expect(row).toMatchObject({
      slug: 'melodic-techno-top-10',
      year: 2031,
      weekIso: 5,
      tags: ['melodic techno', 'weekly'],
      seoTitle: null,
      status: 'published',
    });
    expect(await entriesOf(id)).toEqual([
      { rank: 1, artist: 'Mira Vale', trackTitle: 'Tunnel Lights' },
      { rank: 2, artist: 'Kiln Collective', trackTitle: 'Ember' },
    ]);
    const page = await desk.read('/charts/melodic-techno-top-10');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Tunnel Lights');
    expect(page.html).toContain('Week 5, 2031');
  });

  it('reorders entries and moves to a month; the cached page then shows it', async () => {
    expect((await desk.read('/charts/melodic-techno-top-10')).html).not.toContain('February 2031');
    const response = await desk.post(
      `/admin/content/charts/${id}`,
      chart({
        slug: 'melodic-techno-top-10',
        period: '2031-02',
        'entries.0.artist': 'Kiln Collective',
        'entries.0.trackTitle': 'Ember',
        'entries.2.artist': 'Mira Vale',
        'entries.2.trackTitle': 'Tunnel Lights',
        'entries.2.embedId': '',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Chart updated');
    const [row] = await database.db.select().from(charts).where(eq(charts.id, id));
    expect(row).toMatchObject({ period: '2031-02', year: 2031, weekIso: null });
    expect((await entriesOf(id)).map((entry) => entry.trackTitle)).toEqual(['Ember', 'Tunnel Lights']);
    await expect
      .poll(async () => (await desk.read('/charts/melodic-techno-top-10')).html, { timeout: 15_000 })
      .toContain('February 2031');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'chart.update'));
    expect(audit).toMatchObject({ before: { period: '2031-W05' }, after: { period: '2031-02' } });
  });

  it('shows hostile text in every field of a chart and its entries as text', async () => {
    const response = await desk.post(
      '/admin/content/charts/new',
      chart({
        slug: 'hostile-chart',
        title: hostile('title'),
        chartType: hostile('type'),
        genre: hostile('genre'),
        tags: hostile('tag'),
        seoTitle: hostile('seoTitle'),
        seoDescription: hostile('seoDescription'),
        'entries.0.artist': hostile('artist'),
        'entries.0.trackTitle': hostile('track'),
        'entries.0.label': hostile('label'),
      }),
    );
    expect(response.status).toBe(303);
    const page = await desk.read('/charts/hostile-chart');
    expect(page.status).toBe(200);
    for (const field of ['title', 'artist', 'track', 'label', 'seoTitle', 'seoDescription'])
      expect(page.html, field).toContain(shownAsText(field));
    expect(pageProblems(page.html)).toEqual([]);
    expect(pageProblems((await desk.read('/charts')).html)).toEqual([]);
  });

  it('refuses a period the pages cannot read, a bad video id and a script link', async () => {
    const response = await desk.post(
      '/admin/content/charts/new',
      chart({
        slug: 'refused',
        period: '2031-W60',
        'entries.2.embedId': 'nope',
        'entries.0.sourceUrl': 'javascript:alert(1)',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Link must be an http(s) address');
    const crossed = await desk.post(
      '/admin/content/charts/new',
      chart({ slug: 'refused', period: '2031-W60', 'entries.2.embedId': 'nope' }),
    );
    const html = await crossed.text();
    expect(html).toContain('The period must be an ISO week such as 2026-W47 or a month such as 2026-11');
    expect(html).toContain('A YouTube video id has 11 letters, digits, - or _ (rank 2)');
    expect(await database.db.select().from(charts).where(eq(charts.slug, 'refused'))).toEqual([]);
  });

  it('refuses an editor’s delete; an admin’s takes the entries with it', async () => {
    expect((await desk.post(`/admin/content/charts/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect(await entriesOf(id)).toHaveLength(2);
    expect((await desk.post(`/admin/content/charts/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await entriesOf(id)).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'chart.delete'));
    expect(audit).toMatchObject({ entityId: id, actorEmail: 'admin@content-desk.test' });
  });
});
