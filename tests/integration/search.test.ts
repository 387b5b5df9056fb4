import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { articles } from '../../app/db/schema/content';
import { festivals } from '../../app/db/schema/festivals';
import { reviews } from '../../app/db/schema/gear';
import { interviews } from '../../app/db/schema/interviews';
import { releases } from '../../app/db/schema/releases';
import { buildArticle } from '../../app/db/seed/builders';
import { insertRows } from '../../app/db/seed/seed.server';
import { listPublishedArticles } from '../../app/domain/articles/article-reads.server';
import { splitHighlights } from '../../app/domain/search/search-highlight';
import type { SearchQuery } from '../../app/domain/search/search-query';
import { probeBoundary } from '../../app/domain/search/search-articles.server';
import { searchStatement } from '../../app/domain/search/search-statement.server';
import { searchPublished } from '../../app/domain/search/search.server';
import { testServers, useTestDatabase } from '../support/test-database';

const now = new Date(Date.UTC(2026, 5, 30, 12));
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const query = (q: string, rest: Partial<SearchQuery> = {}): SearchQuery => ({
  q,
  type: 'all',
  category: 'all',
  date: 'any',
  page: 1,
  ...rest,
});
const marked = (text: string) =>
  splitHighlights(text)
    .filter((piece) => piece.marked)
    .map((piece) => piece.text);

describe.each(testServers())('search on $name', (server) => {
  const database = useTestDatabase(server);
  const search = (q: string, rest: Partial<SearchQuery> = {}) =>
    searchPublished(database.db, query(q, rest), now);
  const titles = async (q: string, rest: Partial<SearchQuery> = {}) =>
    (await search(q, rest)).results.map((result) => result.title.replace(/[\uE000\uE001]/g, ''));

  // Filler: 3,000 older articles that all speak of music, so "music" is a common word here and the planner
  // chooses between the indexes as it does on a real newsroom's table.
  const filler = Array.from({ length: 3000 }, (_, i) =>
    buildArticle({
      title: `Weekly music roundup ${i}`,
      content: `<p>Music from the week, part ${i}: records, clubs and radio.</p>`,
      publishedAt: new Date(daysAgo(60).getTime() - i * 3_600_000),
    }),
  );
  const article = (title: string, content: string, days: number, rest = {}) =>
    buildArticle({ title, content: `<p>${content}</p>`, publishedAt: daysAgo(days), ...rest });
  const modularTitle = article('Modular synth revival', 'Patch cables everywhere.', 30);
  const modularBody = article('Studio diary', 'We tried one modular rack this week.', 1);
  const mixes = article('She mixes records live', 'Two decks and a sampler.', 5);
  const royksopp = article('Røyksopp return with a new album', 'The Norwegian duo is back.', 3);
  const cafe = article('Café del Mar sunset sessions', 'Balearic evenings.', 4, { category: 'analysis' });
  const phrase = article('Warehouse rave in Leeds', 'A warehouse rave like the nineties.', 6);
  const scattered = article('Rave report', 'The warehouse was cold; the rave went on.', 7);
  const acidBerlin = article('Acid in Berlin', 'Squelching basslines in Berlin.', 8);
  const acidLondon = article('Acid in London', 'Squelching basslines in London.', 9);
  const dub = article('Dub techno primer', 'Echo chambers and chords.', 10);
  const tech = article('Drum machine shootout', 'Analog drum machine tested.', 2, { category: 'tech' });
  const oldTech = article('Vintage drum machine', 'Old drum machine from 1983.', 400, { category: 'tech' });
  const draft = article('Unpublished drum machine scoop', 'Secret drum machine.', 1, {
    status: 'draft',
    publishedAt: null,
  });
  const headed = buildArticle({
    title: 'Field recordings',
    summary: 'A harbour diary.',
    content:
      '<h2>What we <em>know</em></h2><p>Hydrophone takes from the harbour.</p><ul><li>One reel</li></ul>',
    publishedAt: daysAgo(11),
  });
  const paged = Array.from({ length: 25 }, (_, i) =>
    article(`Hardgroove chronicle ${i}`, 'Hardgroove loops.', 20 + i),
  );

  beforeAll(async () => {
    await insertRows(database.db, articles, [
      ...filler,
      modularTitle,
      modularBody,
      mixes,
      royksopp,
      cafe,
      phrase,
      scattered,
      acidBerlin,
      acidLondon,
      dub,
      tech,
      oldTech,
      draft,
      headed,
      ...paged,
    ]);
    await database.db.insert(releases).values([
      {
        slug: 'drum-machine-ep',
        title: 'Drum Machine EP',
        artist: 'Kölsch',
        label: 'Kompakt',
        releaseDate: '2026-06-01',
        genre: 'Techno',
        description: 'Four tracks of drum machine techno.',
        status: 'published',
        publishedAt: daysAgo(3),
      },
      {
        slug: 'draft-drum-machine',
        title: 'Draft Drum Machine LP',
        artist: 'Nobody',
        label: 'None',
        releaseDate: '2026-07-01',
        genre: 'Techno',
        status: 'draft',
      },
    ]);
    await database.db.insert(festivals).values({
      slug: 'drum-machine-fest-2026',
      name: 'Drum Machine Fest',
      location: 'Mannheim',
      country: 'Germany',
      dateStart: '2026-08-01',
      dateEnd: '2026-08-03',
      genres: ['Techno'],
      description: 'Three days of drum machine music.',
      status: 'published',
      publishedAt: daysAgo(2),
    });
    await database.db.insert(reviews).values({
      slug: 'tr-8s-review',
      title: 'Roland TR-8S drum machine review',
      rating: 4.5,
      verdict: 'The drum machine to beat.',
      body: '<p>Punchy kicks.</p>',
      status: 'published',
      publishedAt: daysAgo(2),
    });
    await database.db.insert(interviews).values({
      slug: 'sonar-interview',
      title: 'Backstage at Sónar',
      guests: ['Ben Böhmer'],
      keyQuotes: ['Every drum machine has a soul.'],
      body: '<p>We talked in Barcelona.</p>',
      status: 'published',
      publishedAt: daysAgo(2),
    });
    await database.pool.query('ANALYZE');
  });

  it('ranks a title hit above a body hit, even a newer one', async () => {
    expect(await titles('modular')).toEqual(['Modular synth revival', 'Studio diary']);
  });

  it('stems English words: mixing finds mixes', async () => {
    expect(await titles('mixing')).toEqual(['She mixes records live']);
  });

  it('ignores accents both ways, and marks the accented word', async () => {
    expect(await titles('Royksopp')).toEqual(['Røyksopp return with a new album']);
    expect(await titles('RØYKSOPP')).toEqual(['Røyksopp return with a new album']);
    expect(await titles('cafe')).toEqual(['Café del Mar sunset sessions']);
    const [result] = (await search('royksopp')).results;
    expect(marked(result!.title)).toEqual(['Røyksopp']);
    expect(await titles('sonar bohmer')).toEqual(['Backstage at Sónar']);
  });

  it('understands web search syntax: "phrases", -exclusions and or', async () => {
    expect(await titles('"warehouse rave"')).toEqual(['Warehouse rave in Leeds']);
    expect(await titles('warehouse rave')).toHaveLength(2);
    expect(await titles('acid -berlin')).toEqual(['Acid in London']);
    expect((await titles('dub or london')).sort()).toEqual(['Acid in London', 'Dub techno primer']);
  });

  it('finds every kind of published content, and filters by kind, category and date', async () => {
    const all = await search('drum machine');
    expect(all.results.map((result) => result.type).sort()).toEqual([
      'article',
      'article',
      'festival',
      'interview',
      'release',
      'review',
    ]);
    expect(all.total).toBe(6);
    const release = all.results.find((result) => result.type === 'release')!;
    expect(release.href).toBe('/releases/drum-machine-ep');
    expect(release.details).toBe('Kölsch · Kompakt · Techno');
    expect(all.results.find((result) => result.type === 'festival')?.details).toBe(
      'Mannheim, Germany · Aug 1, 2026 – Aug 3, 2026',
    );
    expect(await titles('drum machine', { type: 'release' })).toEqual(['Drum Machine EP']);
    expect(await titles('drum machine', { category: 'tech' })).toEqual([
      'Drum machine shootout',
      'Vintage drum machine',
    ]);
    expect(await titles('drum machine', { category: 'tech', date: 'month' })).toEqual([
      'Drum machine shootout',
    ]);
    expect(await titles('drum machine', { type: 'article', date: 'year' })).toEqual([
      'Drum machine shootout',
    ]);
    expect((await search('acid', { category: 'analysis' })).total).toBe(0);
  });

  it('never finds a draft', async () => {
    const found = await titles('scoop');
    expect(found).toEqual([]);
    expect((await search('drum machine')).results.map((result) => result.title).join(' ')).not.toMatch(
      /Unpublished|Draft/,
    );
  });

  it('pages through results and clamps a page past the end to the last', async () => {
    const first = await search('hardgroove');
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.results).toHaveLength(10);
    const third = await search('hardgroove', { page: 3 });
    expect(third.results).toHaveLength(5);
    const beyond = await search('hardgroove', { page: 9 });
    expect(beyond.query.page).toBe(3);
    expect(beyond.results.map((result) => result.id)).toEqual(third.results.map((result) => result.id));
    const seen = new Set(
      [first, await search('hardgroove', { page: 2 }), third].flatMap((page) =>
        page.results.map((result) => result.id),
      ),
    );
    expect(seen.size).toBe(25);
  });

  it('marks hits in the snippet, and keeps the marks out of the text itself', async () => {
    const [result] = (await search('squelching', { type: 'article' })).results;
    const pieces = splitHighlights(result!.snippet);
    expect(pieces.filter((piece) => piece.marked).map((piece) => piece.text)).toContain('Squelching');
    expect(pieces.every((piece) => piece.marked === (piece.text === 'Squelching'))).toBe(true);
    expect(pieces.map((piece) => piece.text).join('')).not.toMatch(/[\uE000\uE001]/);
    // A title-only hit shows the start of the text instead of a few words.
    const [titleOnly] = (await search('shootout')).results;
    expect(titleOnly!.snippet).toBe('Analog drum machine tested. Analog drum machine tested.');
  });

  it('ends a heading or a list item with a stop in the snippet, so it does not run into the text after it', async () => {
    const [result] = (await search('hydrophone')).results;
    const text = splitHighlights(result!.snippet)
      .map((piece) => piece.text)
      .join('')
      .replace(/\s+/g, ' ');
    expect(text).toContain('What we know. Hydrophone takes from the harbour. One reel');
  });

  it('suggests corrections for a misspelling that finds nothing, and only ones that find something', async () => {
    const outcome = await search('modulr');
    expect(outcome.total).toBe(0);
    expect(outcome.suggestions).toEqual(['modular']);
    expect((await search('hardgrove chronicel')).suggestions).toEqual(['hardgroove chronicle']);
    expect((await search('zzyzx')).suggestions).toEqual([]);
    // Two letters swapped: trigrams alone miss these (three of seven in common), the swap check finds them.
    expect((await search('mahcine')).suggestions).toEqual(['machine']);
    expect((await search('drum mahcine')).suggestions).toEqual(['drum machine']);
  });

  it('says when the text has nothing to search for', async () => {
    const outcome = await search('the and of');
    expect(outcome).toMatchObject({ total: 0, noWords: true, suggestions: [] });
    expect((await search('')).noWords).toBe(true);
  });

  it('keeps the News search working on the same vector, accents included', async () => {
    const news = await listPublishedArticles(database.db, {
      search: 'royksopp',
      category: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(news.items.map((item) => item.title)).toEqual(['Røyksopp return with a new album']);
  });

  it('reads a rare word from the GIN index and a common one newest first, never the whole table', async () => {
    const plan = async (q: string) => {
      const dialect = new PgDialect();
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        // As the site runs it, without JIT; and as on a larger table, where reading every row is no option.
        await client.query('SET LOCAL jit = off; SET LOCAL enable_seqscan = off');
        const boundary = dialect.sqlToQuery(sql`SELECT ${probeBoundary(query(q))} AS at`);
        const { rows: found } = await client.query<{ at: Date | null }>(boundary.sql, boundary.params);
        const statement = dialect.sqlToQuery(searchStatement(query(q), now, found[0]!.at));
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${statement.sql}`,
          statement.params,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    };
    const rare = await plan('squelching');
    expect(rare).toMatch(/Bitmap Index Scan on articles_search_idx/);
    const common = await plan('music');
    expect(common).toMatch(/Index Scan using articles_published_idx on articles/);
    expect(common).not.toMatch(/Seq Scan on articles/);
  });

  it('keeps a partial GIN index on the search vector of every kind of content', async () => {
    const { rows } = await database.pool.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%search_idx' ORDER BY indexname",
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'articles_search_idx',
      'festivals_search_idx',
      'interviews_search_idx',
      'releases_search_idx',
      'reviews_search_idx',
    ]);
    for (const row of rows) {
      expect(row.indexdef).toMatch(/USING gin \(search_vector\) WHERE \(status = 'published'::text\)/);
    }
  });
});
