import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../app/db/schema/content';
import { interviews } from '../../app/db/schema/interviews';
import { buildProfile } from '../../app/db/seed/builders';
import { getPublishedInterview, listInterviews } from '../../app/domain/interviews/interviews.server';
import { jsonLdOf, linkTags, titleOf } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Ld = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type InterviewRow = typeof interviews.$inferInsert;

const base = Date.UTC(2026, 5, 1);
const hour = 3_600_000;

function buildInterview(overrides: Partial<InterviewRow> & { title: string }): InterviewRow {
  return {
    slug: `${overrides.title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
    guests: ['Guest Artist'],
    keyQuotes: ['A quote worth keeping.'],
    body: '<p>We talked about the record.</p>',
    status: 'published',
    publishedAt: new Date(base),
    ...overrides,
  };
}

const interviewer = buildProfile({
  name: 'Sam Whitfield',
  handle: 'sam-w',
  bio: 'Interviews and long reads.',
});
// 24 published interviews an hour apart (the last two at the same instant), newest last in the array; every
// third with Amelie Lens among its guests. Plus a draft that names her too.
const paged = Array.from({ length: 24 }, (_, i) =>
  buildInterview({
    title: `Studio talk ${i}`,
    guests: i % 3 === 0 ? ['Charlotte de Witte', 'Amelie Lens'] : [`Guest ${i}`],
    publishedAt: new Date(base + Math.min(i, 22) * hour),
    authorId: interviewer.id,
  }),
);
const draft = buildInterview({
  title: 'Unfinished talk',
  guests: ['Amelie Lens'],
  status: 'draft',
  publishedAt: null,
});
const full = buildInterview({
  title: 'Four Tet on sampling his own past',
  guests: ['Four Tet', 'Kieran Hebden', 'Floating Points'],
  keyQuotes: ['Every sample is a memory.', 'I never throw a hard drive away.'],
  videoId: 'dQw4w9WgXcQ',
  audioUrl: '/audio/interviews/studio-session.wav',
  coverImageUrl: '/images/covers/cover-03.svg',
  body: '<p>Four Tet met us at his studio in London.</p><p>We talked for three hours.</p>',
  transcript:
    'Dropwire: Where do you start?\nFour Tet: With an old <hard drive> & a coffee.\n\nDropwire: And then?',
  publishedAt: new Date(base - 48 * hour),
  authorId: interviewer.id,
});
const bare = buildInterview({
  title: 'A short chat',
  guests: [],
  keyQuotes: [],
  coverImageUrl: '/images/covers/cover-05.svg',
  publishedAt: new Date(base - 72 * hour),
});

const newestFirst = [...paged].reverse().map((row) => row.slug);

describe.each(testServers())('interviews on $name', (server) => {
  const database = useTestDatabase(server);

  beforeAll(async () => {
    await database.db.insert(profiles).values(interviewer);
    await database.db.insert(interviews).values([...paged, draft, full, bare]);
  });

  it('pages published interviews by 20, newest first, with none twice and none left out', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map((page) => listInterviews(database.db, { q: '', page })),
    );
    expect(first?.items).toHaveLength(20);
    expect(second?.items).toHaveLength(6);
    expect([first?.total, second?.total]).toEqual([26, 26]);
    const slugs = [...first!.items, ...second!.items].map((item) => item.slug);
    expect(new Set(slugs).size).toBe(26);
    expect(slugs.slice(2, 24)).toEqual(newestFirst.slice(2));
    expect(slugs.slice(24)).toEqual([full.slug, bare.slug]);
    expect(slugs).not.toContain(draft.slug);
    expect(await listInterviews(database.db, { q: '', page: 3 })).toBeUndefined();
  });

  it('gives each card its guests, first quote, whether it has a video, date, author and cover', async () => {
    const list = await listInterviews(database.db, { q: 'sampling', page: 1 });
    expect(list?.items).toEqual([
      {
        id: expect.any(String),
        slug: full.slug,
        title: full.title,
        guests: ['Four Tet', 'Kieran Hebden', 'Floating Points'],
        firstQuote: 'Every sample is a memory.',
        hasVideo: true,
        publishedAt: full.publishedAt,
        coverImageUrl: '/images/covers/cover-03.svg',
        cover: { src: '/images/covers/cover-03.svg', sig: expect.any(String) },
        authorName: 'Sam Whitfield',
      },
    ]);
    const other = await listInterviews(database.db, { q: 'short chat', page: 1 });
    expect(other?.items[0]).toMatchObject({
      guests: [],
      firstQuote: null,
      hasVideo: false,
      authorName: null,
    });
    expect(other?.items[0]?.cover?.src).toBe('/images/covers/cover-05.svg');
  });

  it('searches by guest or title, every word a prefix, accents ignored, drafts never', async () => {
    const byGuest = await listInterviews(database.db, { q: 'amel len', page: 1 });
    expect(byGuest?.total).toBe(8);
    expect(byGuest?.items.every((item) => item.guests.includes('Amelie Lens'))).toBe(true);
    expect((await listInterviews(database.db, { q: 'floating', page: 1 }))?.items.map((i) => i.slug)).toEqual(
      [full.slug],
    );
    expect((await listInterviews(database.db, { q: 'Studio talk 1', page: 1 }))?.total).toBeGreaterThan(0);
    expect(await listInterviews(database.db, { q: 'unfinished', page: 1 })).toEqual({ items: [], total: 0 });
    expect(await listInterviews(database.db, { q: 'amelie', page: 2 })).toBeUndefined();
  });

  it('reads one published interview whole: quotes, video, audio, body, transcript, interviewer', async () => {
    const interview = await getPublishedInterview(database.db, full.slug);
    expect(interview).toMatchObject({
      title: full.title,
      guests: full.guests,
      keyQuotes: full.keyQuotes,
      videoId: 'dQw4w9WgXcQ',
      audioUrl: '/audio/interviews/studio-session.wav',
      body: full.body,
      excerpt: 'Four Tet met us at his studio in London. We talked for three hours.',
      cover: { src: '/images/covers/cover-03.svg', sig: expect.any(String) },
      author: { name: 'Sam Whitfield', handle: 'sam-w', bio: 'Interviews and long reads.', avatar: null },
    });
    // Plain text is escaped and keeps its paragraphs and lines.
    expect(interview?.transcript).toBe(
      '<p>Dropwire: Where do you start?<br>Four Tet: With an old &lt;hard drive&gt; &amp; a coffee.</p><p>Dropwire: And then?</p>',
    );
    expect(await getPublishedInterview(database.db, bare.slug)).toMatchObject({
      transcript: null,
      author: null,
    });
    expect(await getPublishedInterview(database.db, draft.slug)).toBeUndefined();
    expect(await getPublishedInterview(database.db, 'no-such-interview')).toBeUndefined();
  });
});

// The pages as `npm start` serves them, on one database server (they keep no data of their own).
describe.each(testServers().slice(0, 1))('interview pages served on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    await database.db.insert(profiles).values(interviewer);
    await database.db.insert(interviews).values([...paged, draft, full, bare]);
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

  it('lists cards with guests (two, then +N more), the first quote and Watch or Read Interview', async () => {
    const html = await get('/interviews?q=sampling');
    expect(html).toContain('Four Tet, Kieran Hebden +1 more');
    expect(html).toContain('“Every sample is a memory.”');
    expect(html).toMatch(/href="\/interviews\/[^"]+"[^>]*>.*Watch Interview/);
    expect(html).not.toContain('Read Interview');
    expect(await get('/interviews?q=short+chat')).toContain('Read Interview');
  });

  it('says No interviews found with Clear Search, and pages with links that keep the search', async () => {
    const none = await get('/interviews?q=polka');
    expect(none).toContain('No interviews found');
    expect(none).toMatch(/<a[^>]*href="\/interviews"[^>]*>Clear Search<\/a>/);
    const first = await get('/interviews');
    expect(first).toContain('Showing 20 of 26 interviews');
    expect(first).toContain('href="/interviews?page=2"');
    expect(linkTags(first).find((link) => link.rel === 'next')?.href).toBe(`${app.url}/interviews?page=2`);
    expect(await get('/interviews?q=studio&page=2')).toContain('href="/interviews?q=studio"');
    await get('/interviews?page=3', 404);
  });

  it('shows an interview whole, with an Article about its guests and a breadcrumb in JSON-LD', async () => {
    const html = await get(`/interviews/${full.slug}`);
    expect(titleOf(html)).toBe(`${full.title} | Dropwire`);
    // The video is a facade: a link to the video and no player until it is pressed.
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Key Highlights');
    expect(html).toMatch(
      /<audio controls="" preload="none" src="\/audio\/interviews\/studio-session.wav"[^>]*>Your browser does not support the audio element.<\/audio>/,
    );
    expect(html).toMatch(/<details[^>]*><summary[^>]*><h2[^>]*>Full Transcript<\/h2>/);
    expect(html).toContain('About the Interviewer');
    expect(html).toContain('href="/author/sam-w"');

    const canonical = `${app.url}/interviews/${full.slug}`;
    const ld = jsonLdOf(html) as Ld[];
    expect(ld.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: full.title,
      about: full.guests!.map((name) => ({ '@type': 'Person', name })),
      author: [{ '@type': 'Person', name: 'Sam Whitfield', url: `${app.url}/author/sam-w` }],
      datePublished: full.publishedAt!.toISOString(),
      image: [`${app.url}/images/covers/cover-03.svg`],
      audio: { '@type': 'AudioObject', contentUrl: `${app.url}/audio/interviews/studio-session.wav` },
      mainEntityOfPage: { '@id': canonical },
    });
    const breadcrumb = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect((breadcrumb?.itemListElement as Ld[]).map((item) => [item.name, item.item])).toEqual([
      ['Home', `${app.url}/`],
      ['Interviews', `${app.url}/interviews`],
      [full.title, canonical],
    ]);
  });

  it('shows the cover and leaves out the player, audio and transcript when the interview has none', async () => {
    const html = await get(`/interviews/${bare.slug}`);
    expect(html).toMatch(/<img[^>]*src="\/img\?src=%2Fimages%2Fcovers%2Fcover-05\.svg&amp;w=\d+/);
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('Full Transcript');
    expect(html).not.toContain('youtube.com');
  });

  it('answers 404 with Interview Not Found for an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-interview', draft.slug]) {
      const html = await get(`/interviews/${slug}`, 404);
      expect(html).toContain('Interview Not Found');
      expect(html).toMatch(/<a[^>]*href="\/interviews"[^>]*>Back to Interviews<\/a>/);
    }
  });
});
