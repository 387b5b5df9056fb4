import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateRange } from '../../app/domain/festivals/festival-dates';
import { listCalendarFestivals } from '../../app/domain/festivals/festival-calendar.server';
import { getPublishedFestival, listFestivalNews } from '../../app/domain/festivals/festival-detail.server';
import { festivalListDefaults, type FestivalListQuery } from '../../app/domain/festivals/festival-list-query';
import { loadFestivalMapView } from '../../app/domain/festivals/festival-map-view.server';
import {
  festivalFilterValues,
  getFestivalCard,
  listFestivals,
} from '../../app/domain/festivals/festivals.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { jsonLdOf, linkTags, titleOf } from '../support/html-head';
import { testServers, useTestDatabase } from '../support/test-database';
import {
  draft,
  draftStory,
  festivalStory,
  fillers,
  insertFestivalFixtures,
  justEnded,
  longAgo,
  nowhere,
  onNow,
  onNowLineup,
  published,
  readerOrder,
  sonar,
  straddle,
  straddler,
  today,
} from './festival-fixtures';

const query = (change: Partial<FestivalListQuery> = {}) => ({ ...festivalListDefaults, ...change });

// The Festivals list, map, pages and calendars, read from a real database.
describe.each(testServers())('festivals on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    await insertFestivalFixtures(database.db);
  });

  const names = async (change: Partial<FestivalListQuery>) =>
    (await listFestivals(database.db, query(change), today))!.items.map((festival) => festival.name);

  it('lists published festivals on now and coming soonest first, then past ones most recent first', async () => {
    const first = await listFestivals(database.db, query(), today);
    const second = await listFestivals(database.db, query({ page: 2 }), today);
    expect(first!.total).toBe(published.length);
    expect(first!.pageCount).toBe(2);
    expect(first!.items).toHaveLength(12);
    expect([...first!.items, ...second!.items].map((festival) => festival.name)).toEqual(
      readerOrder.map((festival) => festival.name),
    );
    expect(second!.items.map((festival) => festival.past)).toEqual([false, false, true, true]);
    expect(second!.items.at(-1)!.name).toBe(longAgo.name);
    // No page past the end; an empty first page is still a page.
    expect(await listFestivals(database.db, query({ page: 3 }), today)).toBeUndefined();
    expect(await listFestivals(database.db, query({ country: 'Atlantis' }), today)).toEqual({
      items: [],
      total: 0,
      pageCount: 1,
    });
  });

  it('shows a card’s first three acts in billing order and how many more there are', async () => {
    const card = (await listFestivals(database.db, query({ country: 'Belgium' }), today))!.items[0]!;
    expect(card.lineup).toEqual(onNowLineup.slice(0, 3));
    expect(card.lineupCount).toBe(5);
    expect(card.past).toBe(false);
    expect(card.cover).not.toBeNull();
    expect((await getFestivalCard(database.db, justEnded.slug, today))?.past).toBe(true);
    expect(await getFestivalCard(database.db, draft.slug, today)).toBeUndefined();
  });

  it('filters by country, genre and search (name or place, accents and prefixes alike)', async () => {
    expect(await names({ country: 'UK' })).toEqual([justEnded.name]);
    expect(await names({ country: 'Croatia' })).toEqual([straddler.name]);
    expect(await names({ genre: 'Techno' })).toEqual([onNow.name, longAgo.name]);
    expect(await names({ genre: 'Drum & Bass' })).toEqual([straddler.name]);
    expect(await names({ search: 'sonar' })).toEqual([sonar.name]);
    expect(await names({ search: 'barcel' })).toEqual([sonar.name]);
    expect(await names({ search: 'boom' })).toEqual([onNow.name]);
    expect(await names({ search: 'draft' })).toEqual([]);
    expect(await names({ search: 'testville', country: 'Netherlands', genre: 'Trance' })).toEqual(
      [nowhere, ...fillers].map((festival) => festival.name).slice(0, 12),
    );
  });

  it('puts a festival in every month it runs in', async () => {
    expect(await names({ month: straddle.month })).toContain(straddler.name);
    expect(await names({ month: straddle.nextMonth })).toEqual([straddler.name]);
    expect(await names({ month: longAgo.dateStart!.slice(0, 7) })).toEqual([longAgo.name]);
    expect(await names({ month: '1999-01' })).toEqual([]);
  });

  it('offers the countries, genres and months of published festivals only', async () => {
    const values = await festivalFilterValues(database.db);
    expect(values.countries).toEqual(['Belgium', 'Croatia', 'Germany', 'Netherlands', 'Spain', 'UK']);
    expect(values.genres).toEqual(['Drum & Bass', 'House', 'Multi-Genre', 'Techno', 'Trance']);
    expect(values.months).toEqual([...values.months].sort());
    expect(values.months).toContain(straddle.month);
    expect(values.months).toContain(straddle.nextMonth);
    expect(values.months).toContain(longAgo.dateStart!.slice(0, 7));
  });

  it('maps the same festivals as the list, one marker each, and opens only a card it shows', async () => {
    const map = await loadFestivalMapView(database.db, query(), onNow.slug, today);
    expect(map.total).toBe(published.length);
    expect(map.markers.map((marker) => marker.slug)).toEqual(
      readerOrder.filter((festival) => festival !== nowhere).map((festival) => festival.slug),
    );
    expect(map.unmapped).toEqual([{ slug: nowhere.slug, name: nowhere.name }]);
    expect(map.card?.slug).toBe(onNow.slug);
    expect(map.image.src).toMatch(/^\/festivals\/world-map\.svg\?v=[\w-]{16}$/);
    const boom = map.markers.find((marker) => marker.slug === onNow.slug)!;
    const berlin = map.markers.find((marker) => marker.slug === longAgo.slug)!;
    // Boom lies west of Berlin and north of Barcelona.
    expect(boom.pointX).toBeLessThan(berlin.pointX);
    expect(boom.pointY).toBeLessThan(map.markers.find((marker) => marker.slug === sonar.slug)!.pointY);
    const filtered = await loadFestivalMapView(database.db, query({ country: 'Spain' }), onNow.slug, today);
    expect(filtered.markers.map((marker) => marker.slug)).toEqual([sonar.slug]);
    expect(filtered.card).toBeNull();
  });

  it('reads a festival page whole: line-up, stages, schedule, tickets and FAQ in order', async () => {
    const festival = await getPublishedFestival(database.db, onNow.slug);
    expect(festival?.lineup.map((act) => act.artistName)).toEqual(onNowLineup);
    expect(festival?.lineup.map((act) => act.tier)).toEqual([
      'headliner',
      'headliner',
      'support',
      'undercard',
      'undercard',
    ]);
    expect(festival?.stages.map((stage) => stage.name)).toEqual(['Lakeside', 'The Barn']);
    expect(festival?.schedule.map((day) => day.day)).toEqual(['Day 1', 'Day 2']);
    expect(festival?.ticketTypes).toEqual([
      { name: 'Day Ticket', priceCents: 9_950, currency: 'EUR', description: 'One day.' },
      { name: 'Weekend Pass', priceCents: 24_900, currency: 'EUR', description: 'All three days.' },
    ]);
    expect(festival?.faq).toEqual([{ question: 'Is there camping?', answer: 'Yes, by the lake.' }]);
    expect(festival?.latitude).toBe(51.0883);
    expect((await getPublishedFestival(database.db, nowhere.slug))?.latitude).toBeNull();
    expect(await getPublishedFestival(database.db, draft.slug)).toBeUndefined();
    expect(await getPublishedFestival(database.db, 'no-such-festival')).toBeUndefined();
  });

  it('finds the festival’s published news by its festival tag', async () => {
    const news = await listFestivalNews(database.db, onNow.name);
    expect(news.tagSlug).toBe('on-now-festival');
    expect(news.articles.map((article) => article.id)).toEqual([festivalStory.id]);
    expect(news.articles.map((article) => article.id)).not.toContain(draftStory.id);
    expect(await listFestivalNews(database.db, sonar.name)).toEqual({ tagSlug: null, articles: [] });
  });

  it('puts every published festival in the calendar, drafts never', async () => {
    const all = await listCalendarFestivals(database.db);
    expect(all.map((festival) => festival.slug).sort()).toEqual(
      published.map((festival) => festival.slug).sort(),
    );
  });
});

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

// The pages and calendars as `npm start` serves them (one database server: the SQL is tested above on each).
describe.each(testServers().slice(0, 1))('festival pages on dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    await insertFestivalFixtures(database.db);
    app = await startServe({ DATABASE_URL: database.url, SEED_DEMO: 'false' });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { 'User-Agent': browser, ...headers } });
  const html = async (path: string, status = 200) => {
    const response = await get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  it('lists festivals with cards that link to their pages, and links the calendar', async () => {
    const page = await html('/festivals');
    expect(page).toContain('<h1 class="mt-4 text-3xl font-extrabold sm:text-4xl">Festivals</h1>');
    expect(page).toContain(`id="festival-${onNow.slug}"`);
    expect(page).toContain(`href="/festivals/${onNow.slug}"`);
    expect(page).toMatch(/href="\/festivals\.ics"[^>]*>.*Subscribe to the calendar/);
    expect(linkTags(page)).toContainEqual(
      expect.objectContaining({ rel: 'alternate', type: 'text/calendar' }),
    );
    expect(page).toContain('+2 more');
    expect(page).toContain('aria-label="Page 2"');
    expect(await html('/festivals?page=3', 404)).toContain('Oops! Page not found');
    // A list of one reads in the singular (issue 40, point 13).
    const one = await html('/festivals?search=boom');
    expect(one).toContain('Showing 1 festival<');
    expect(one).not.toContain('1 of 1');
    const empty = await html('/festivals?country=Atlantis');
    expect(empty).toContain('No festivals found matching your criteria');
    expect(empty).toContain('Clear Filters');
  });

  it('draws the map with a named, linked marker per festival and the open festival’s card', async () => {
    const page = await html(`/festivals?view=map&festival=${onNow.slug}`);
    const src = /<img src="(\/festivals\/world-map\.svg\?v=[^"]+)"/.exec(page)?.[1];
    expect(src).toBeTruthy();
    const markers = [...page.matchAll(/<a [^>]*data-festival="([^"]+)"[^>]*>/g)];
    expect(markers).toHaveLength(published.length - 1);
    expect(page).toContain(
      `aria-label="On Now Festival, Boom, Belgium, ${formatDateRange(onNow.dateStart!, onNow.dateEnd!)}"`,
    );
    expect(page).toContain(
      `aria-label="Long Ago Rave, Testville, Germany, ${formatDateRange(longAgo.dateStart!, longAgo.dateEnd!)} (past)"`,
    );
    expect(page).toContain(`href="/festivals?view=map&amp;festival=${sonar.slug}#festival-panel"`);
    expect(page).toContain('aria-current="true"');
    expect(page).toContain(`id="festival-${onNow.slug}"`);

    const map = await get(src!);
    expect(map.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(map.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await map.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+"/);
    expect(svg).toMatch(/<path class="land" d="M[\d.,LMZ-]+"/);
    expect(svg.length).toBeLessThan(150_000);
    const again = await get('/festivals/world-map.svg', { 'If-None-Match': map.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
  });

  it('gives each tab of a festival its own page, and 404s a festival or tab that does not exist', async () => {
    const tabs: [string, string, string][] = [
      ['', 'Overview', 'Lakeside'],
      ['/lineup', 'Lineup', 'Supporting Acts'],
      ['/schedule', 'Schedule', 'Headliner One, Support Act'],
      ['/tickets', 'Tickets', '€99.50'],
      ['/faq', 'FAQ', 'Is there camping?'],
    ];
    for (const [path, label, content] of tabs) {
      const page = await html(`/festivals/${onNow.slug}${path}`);
      expect(page, path).toMatch(new RegExp(`<a[^>]*aria-current="page"[^>]*>${label}</a>`));
      expect(page, path).toContain(content);
      expect(page, path).toContain('Quick Info');
      expect(page, path).toContain('18+');
      expect(linkTags(page).find((link) => link.rel === 'canonical')?.href).toBe(
        `${app.url}/festivals/${onNow.slug}${path}`,
      );
    }
    const tickets = await html(`/festivals/${sonar.slug}/tickets`);
    expect(tickets).toMatch(/<button type="button" disabled=""[^>]*>.*Select This Ticket<\/button>/);
    for (const path of [
      `/festivals/${onNow.slug}/overview`,
      `/festivals/${onNow.slug}/photos`,
      `/festivals/${draft.slug}`,
      '/festivals/no-such-festival',
      '/festivals/no-such-festival/lineup',
    ]) {
      const page = await html(path, 404);
      expect(page, path).toContain('Festival Not Found');
      expect(page, path).toContain('href="/festivals"');
    }
  });

  it('describes a festival page for search engines: an Event with offers and performers, and its breadcrumb', async () => {
    const page = await html(`/festivals/${onNow.slug}/lineup`);
    expect(titleOf(page)).toBe('On Now Festival Lineup | Dropwire');
    const [breadcrumb, event] = jsonLdOf(page).filter((item) =>
      ['BreadcrumbList', 'Festival'].includes(String(item['@type'])),
    );
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Festivals', item: `${app.url}/festivals` },
        { position: 3, name: onNow.name, item: `${app.url}/festivals/${onNow.slug}` },
        { position: 4, name: 'Lineup', item: `${app.url}/festivals/${onNow.slug}/lineup` },
      ],
    });
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Festival',
      name: onNow.name,
      startDate: onNow.dateStart,
      endDate: onNow.dateEnd,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `${app.url}/festivals/${onNow.slug}`,
      image: [`${app.url}/images/covers/cover-03.svg`],
      location: {
        '@type': 'Place',
        name: 'De Schorre',
        address: { '@type': 'PostalAddress', addressLocality: 'Boom', addressCountry: 'Belgium' },
        geo: { '@type': 'GeoCoordinates', latitude: 51.0883, longitude: 4.3776 },
      },
      offers: [
        {
          '@type': 'Offer',
          name: 'Day Ticket',
          price: '99.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: onNow.ticketUrl,
        },
        { name: 'Weekend Pass', price: '249.00' },
      ],
      organizer: { '@type': 'Organization', name: onNow.name, url: onNow.website },
    });
    expect((event!.performer as { name: string }[]).map((act) => act.name)).toEqual(onNowLineup);
    const cancelled = jsonLdOf(await html(`/festivals/${nowhere.slug}`)).find(
      (item) => item['@type'] === 'Festival',
    );
    expect(cancelled?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled?.location).not.toHaveProperty('geo');
  });

  it('links the festival to its news, past festivals marked, the home tracker to its page', async () => {
    const page = await html(`/festivals/${onNow.slug}`);
    expect(page).toContain(`href="/news/${festivalStory.slug}"`);
    expect(page).not.toContain(draftStory.slug);
    expect(page).toContain('href="/tags/on-now-festival"');
    expect(page).toContain(`href="/festivals/${onNow.slug}/calendar.ics"`);
    expect(page).toMatch(
      /href="https:\/\/www\.openstreetmap\.org\/\?mlat=51\.0883&amp;mlon=4\.3776[^"]*" target="_blank" rel="noopener"/,
    );
    const past = await html(`/festivals/${justEnded.slug}`);
    expect(past).toContain('>Past</span>');
    expect(past).toContain('This festival is over.');
    expect(await html('/')).toContain(`href="/festivals/${onNow.slug}"`);
  });

  /** Every event of an iCalendar text, checked against RFC 5545 through ical.js. */
  const parseCalendar = (text: string) => {
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Dropwire//Festivals//EN');
    return calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  };

  it('serves every published festival as a subscribable calendar, valid and cacheable', async () => {
    const response = await get('/festivals.ics');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const text = await response.text();
    const events = parseCalendar(text);
    expect(events).toHaveLength(published.length);
    const bySlug = new Map(published.map((festival) => [festival.slug, festival]));
    for (const { vevent, event } of events) {
      const url = String(vevent.getFirstPropertyValue('url'));
      const festival = bySlug.get(url.replace(`${app.url}/festivals/`, ''))!;
      expect(festival, url).toBeTruthy();
      expect(event.uid).toBe(`festival-${festival.id}@127.0.0.1`);
      expect(event.summary).toBe(festival.name);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(festival.dateStart);
      const end = new Date(`${festival.dateEnd}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      expect(event.endDate.toString()).toBe(end.toISOString().slice(0, 10));
      expect(event.location).toBe(`${festival.venue}, ${festival.location}, ${festival.country}`);
      expect(event.description).toContain(festival.description);
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(vevent.getFirstPropertyValue('status')).toBe(
        festival.saleStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      );
    }
    // The same festivals, the same bytes: UIDs and stamps stay put, and a calendar app gets 304.
    expect(await (await get('/festivals.ics')).text()).toBe(text);
    expect((await get('/festivals.ics', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('offers one festival as a calendar file, and 404s one that does not exist', async () => {
    const response = await get(`/festivals/${onNow.slug}/calendar.ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${onNow.slug}.ics"`);
    const [only, ...rest] = parseCalendar(await response.text());
    expect(rest).toEqual([]);
    expect(only!.event.summary).toBe(onNow.name);
    expect(only!.event.description).toContain('bring a raincoat, and your friends');
    expect(only!.vevent.getFirstPropertyValue('geo')).toEqual([51.0883, 4.3776]);
    expect((await get(`/festivals/${draft.slug}/calendar.ics`)).status).toBe(404);
    expect((await get('/festivals/no-such-festival/calendar.ics')).status).toBe(404);
  });
});
