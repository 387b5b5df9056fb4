// Issue 11, point 8: festivals with their line-up, stages, schedule, ticket types, FAQ and status, created,
// edited and deleted from the desk without JavaScript; every tab of the public page shows the change, and
// hostile text in any field stays text there.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import {
  festivalFaq,
  festivalLineup,
  festivals,
  festivalSchedule,
  festivalStages,
  festivalTicketTypes,
} from '../../app/db/schema/festivals';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const festival = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  name: 'Lakeside Pulse',
  slug: '',
  dateStart: '2027-07-16',
  dateEnd: '2027-07-18',
  saleStatus: 'on_sale',
  status: 'published',
  genres: 'Techno\nHouse',
  location: 'Mirow',
  venue: 'Lakeshore Meadow',
  country: 'Germany',
  latitude: '53.2763',
  longitude: '12.8154',
  capacity: '12000',
  ageLimit: '18',
  description: 'Three days by the lake.',
  gettingThere: 'Shuttle buses from Berlin.',
  coverImageUrl: '',
  website: 'https://lakeside.example.test/',
  ticketUrl: 'https://tickets.example.test/lakeside',
  'lineup.0.artistName': 'Aurora Drift',
  'lineup.0.tier': 'headliner',
  'lineup.1.artistName': 'Kiln Collective',
  'lineup.1.tier': 'support',
  'lineup.2.artistName': '',
  'lineup.2.tier': 'support',
  'stages.0.name': 'Main Stage',
  'stages.0.description': 'By the water.',
  'schedule.0.day': 'Friday',
  'schedule.0.date': '2027-07-16',
  'schedule.0.highlights': 'Aurora Drift sunset set\nFireworks',
  'ticketTypes.0.name': 'Weekend Pass',
  'ticketTypes.0.priceCents': '189',
  'ticketTypes.0.currency': 'EUR',
  'ticketTypes.0.description': 'All three days.',
  'faq.0.question': 'Can I camp?',
  'faq.0.answer': 'Yes, camping is included.',
  ...fields,
});

const tabs = ['', '/lineup', '/schedule', '/tickets', '/faq'];

describe.each(testServers())('festivals on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const children = async (festivalId: string) => ({
    lineup: await database.db
      .select({
        artistName: festivalLineup.artistName,
        tier: festivalLineup.tier,
        position: festivalLineup.position,
      })
      .from(festivalLineup)
      .where(eq(festivalLineup.festivalId, festivalId))
      .orderBy(festivalLineup.position),
    stages: await database.db
      .select({ name: festivalStages.name })
      .from(festivalStages)
      .where(eq(festivalStages.festivalId, festivalId)),
    schedule: await database.db
      .select({
        day: festivalSchedule.day,
        date: festivalSchedule.date,
        highlights: festivalSchedule.highlights,
      })
      .from(festivalSchedule)
      .where(eq(festivalSchedule.festivalId, festivalId)),
    tickets: await database.db
      .select({
        name: festivalTicketTypes.name,
        priceCents: festivalTicketTypes.priceCents,
        currency: festivalTicketTypes.currency,
      })
      .from(festivalTicketTypes)
      .where(eq(festivalTicketTypes.festivalId, festivalId)),
    faq: await database.db
      .select({ question: festivalFaq.question })
      .from(festivalFaq)
      .where(eq(festivalFaq.festivalId, festivalId)),
  });

  it('lets an editor create a festival with every tab filled in; each tab shows it', async () => {
    const response = await desk.post('/admin/content/festivals/new', festival());
    expect(response.status).toBe(303);
    id = /\/admin\/content\/festivals\/([0-9a-f-]{36})\?created$/.exec(
      response.headers.get('location')!,
    )![1]!;

    const [row] = await database.db.select().from(festivals).where(eq(festivals.id, id));
    expect(row).toMatchObject({
      slug: 'lakeside-pulse',
      genres: ['Techno', 'House'],
      latitude: '53.2763',
      longitude: '12.8154',
      capacity: 12000,
      saleStatus: 'on_sale',
      status: 'published',
    });
    expect(await children(id)).toEqual({
      lineup: [
        { artistName: 'Aurora Drift', tier: 'headliner', position: 0 },
        { artistName: 'Kiln Collective', tier: 'support', position: 1 },
      ],
      stages: [{ name: 'Main Stage' }],
      schedule: [{ day: 'Friday', date: '2027-07-16', highlights: ['Aurora Drift sunset set', 'Fireworks'] }],
      tickets: [{ name: 'Weekend Pass', priceCents: 18900, currency: 'EUR' }],
      faq: [{ question: 'Can I camp?' }],
    });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'festival.create'));
    expect(audit).toMatchObject({ entityId: id, actorEmail: 'editor@content-desk.test' });

    const pages = Object.fromEntries(
      await Promise.all(
        tabs.map(async (tab) => [tab, (await desk.read(`/festivals/lakeside-pulse${tab}`)).html]),
      ),
    );
    expect(pages['']).toContain('Three days by the lake.');
    expect(pages['']).toContain('Main Stage');
    expect(pages['/lineup']).toContain('Kiln Collective');
    expect(pages['/schedule']).toContain('Fireworks');
    expect(pages['/tickets']).toContain('€189');
    expect(pages['/faq']).toContain('Can I camp?');
  });

  it('saves the sale status, name and line-up; the cached pages then show them', async () => {
    expect((await desk.read('/festivals/lakeside-pulse')).html).not.toContain('Sold Out');
    const response = await desk.post(`/admin/content/festivals/${id}`, {
      ...festival({ slug: 'lakeside-pulse', saleStatus: 'sold_out', name: 'Lakeside Pulse 2027' }),
      'lineup.0.remove': 'on',
      'faq.1.question': 'Are dogs allowed?',
      'faq.1.answer': 'Only assistance dogs.',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Festival updated');
    expect((await children(id)).lineup).toEqual([
      { artistName: 'Kiln Collective', tier: 'support', position: 0 },
    ]);
    await expect
      .poll(async () => (await desk.read('/festivals/lakeside-pulse')).html, { timeout: 15_000 })
      .toContain('Lakeside Pulse 2027');
    expect((await desk.read('/festivals/lakeside-pulse')).html).toContain('Sold Out');
    // Still named in a schedule highlight, no longer an act of the line-up.
    expect((await desk.read('/festivals/lakeside-pulse/lineup')).html).not.toMatch(/>Aurora Drift</);
    expect((await desk.read('/festivals/lakeside-pulse/lineup')).html).toMatch(/>Kiln Collective</);
    expect((await desk.read('/festivals/lakeside-pulse/faq')).html).toContain('Only assistance dogs.');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'festival.update'));
    expect(audit!.before).toMatchObject({
      saleStatus: 'on_sale',
      lineup: [{ artistName: 'Aurora Drift' }, { artistName: 'Kiln Collective' }],
    });
    expect(audit!.after).toMatchObject({
      saleStatus: 'sold_out',
      lineup: [{ artistName: 'Kiln Collective' }],
    });
  });

  it('shows hostile text in every field of every tab as text', async () => {
    const fields = ['name', 'location', 'venue', 'country', 'description', 'gettingThere'] as const;
    const response = await desk.post(
      '/admin/content/festivals/new',
      festival({
        ...Object.fromEntries(fields.map((field) => [field, hostile(field)])),
        slug: 'hostile-festival',
        genres: hostile('G'),
        'lineup.0.artistName': hostile('act'),
        'stages.0.name': hostile('stage'),
        'stages.0.description': hostile('stageAbout'),
        'schedule.0.day': hostile('D'),
        'schedule.0.highlights': hostile('highlight'),
        'ticketTypes.0.name': hostile('ticket'),
        'ticketTypes.0.description': hostile('includes'),
        'faq.0.question': hostile('question'),
        'faq.0.answer': hostile('answer'),
      }),
    );
    expect(response.status).toBe(303);
    const shown: Record<string, string[]> = {
      '': [...fields, 'G', 'stage', 'stageAbout'],
      '/lineup': ['act'],
      '/schedule': ['D', 'highlight'],
      '/tickets': ['ticket', 'includes'],
      '/faq': ['question', 'answer'],
    };
    for (const tab of tabs) {
      const page = await desk.read(`/festivals/hostile-festival${tab}`);
      expect(page.status).toBe(200);
      for (const field of shown[tab]!)
        expect(page.html, `${field} on ${tab || 'overview'}`).toContain(shownAsText(field));
      expect(pageProblems(page.html), tab).toEqual([]);
    }
    const list = await desk.read('/festivals');
    expect(pageProblems(list.html)).toEqual([]);
    const edit = await (await desk.get(response.headers.get('location')!, 'editor')).text();
    expect(pageProblems(edit)).toEqual([]);
  });

  it('refuses dates out of order, a day outside the festival, half a position, bad prices and script addresses', async () => {
    const before = (await database.db.select({ id: festivals.id }).from(festivals)).length;
    const response = await desk.post(
      '/admin/content/festivals/new',
      festival({
        dateEnd: '2027-07-15',
        'schedule.0.date': '2027-08-01',
        longitude: '',
        'ticketTypes.0.priceCents': 'free',
        ticketUrl: 'javascript:alert(1)',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      'Price must be an amount such as 249 or 249.99',
      'Ticket shop must be an http(s) address',
    ])
      expect(html).toContain(message);
    // Checks across fields run once every field reads.
    const crossed = await desk.post(
      '/admin/content/festivals/new',
      festival({ dateEnd: '2027-07-15', 'schedule.0.date': '2027-08-01', longitude: '' }),
    );
    expect(crossed.status).toBe(400);
    const crossedHtml = await crossed.text();
    for (const message of [
      'The last day cannot be before the first day',
      'Schedule days must fall between the first and the last day: Friday (2027-08-01)',
      'Give both latitude and longitude, or neither',
    ])
      expect(crossedHtml).toContain(message);
    expect((await database.db.select({ id: festivals.id }).from(festivals)).length).toBe(before);
  });

  it('refuses an editor’s delete; an admin’s takes every tab’s rows with it', async () => {
    expect((await desk.post(`/admin/content/festivals/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect(await database.db.select().from(festivals).where(eq(festivals.id, id))).toHaveLength(1);
    const deleted = await desk.post(`/admin/content/festivals/${id}/delete`, {}, 'admin');
    expect(deleted.status).toBe(303);
    expect(await database.db.select().from(festivals).where(eq(festivals.id, id))).toEqual([]);
    expect(await children(id)).toEqual({ lineup: [], stages: [], schedule: [], tickets: [], faq: [] });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'festival.delete'));
    expect(audit).toMatchObject({ actorEmail: 'admin@content-desk.test', entityId: id });
    await expect
      .poll(async () => (await desk.read('/festivals/lakeside-pulse')).status, { timeout: 15_000 })
      .toBe(404);
  });
});
