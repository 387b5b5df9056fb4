import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { releases, releaseTracks } from '../../app/db/schema/releases';
import { buildArticle, buildTag } from '../../app/db/seed/builders';
import { slugify } from '../../app/lib/slug';
import {
  getReleasePage,
  listAlsoLike,
  listReleasePage,
  type ReleaseCard,
} from '../../app/domain/releases/releases.server';
import { releaseQueryDefaults, type ReleaseQuery } from '../../app/domain/releases/release-query';
import { jsonLdOf, linkTags } from '../support/html-head';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { planOf, recordingDatabase } from './query-plans';

type ReleaseRow = typeof releases.$inferInsert & { id: string; slug: string };

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

function buildRelease(overrides: Partial<ReleaseRow> & { title: string }): ReleaseRow {
  return {
    id: randomUUID(),
    slug: slugify(`${overrides.artist ?? 'Test Artist'} ${overrides.title}-${randomUUID().slice(0, 6)}`),
    artist: 'Test Artist',
    label: 'Test Label',
    genre: 'House',
    releaseDate: day(0),
    status: 'published',
    publishedAt: new Date(),
    ...overrides,
  };
}

const query = (change: Partial<ReleaseQuery> = {}): ReleaseQuery => ({ ...releaseQueryDefaults, ...change });
const titles = (items: ReleaseCard[]) => items.map((item) => item.title);

// The Releases list and the release page, read from a real database.
describe.each(testServers())('releases on $name', (server) => {
  const database = useTestDatabase(server);

  // 26 filler releases a day apart (day 1 to day 26), techno and house on three labels; two share day 20.
  const filler = Array.from({ length: 26 }, (_, i) =>
    buildRelease({
      title: `Filler ${i + 1}`,
      genre: i % 2 ? 'House' : 'Techno',
      label: ['Defected', 'Toolroom', 'Kompakt'][i % 3],
      releaseDate: day(i === 20 ? 20 : i + 1),
    }),
  );
  const main = buildRelease({
    title: 'Nightshift Sessions',
    artist: 'Mira Solenne',
    label: 'Drumcode',
    genre: 'Electro',
    version: 'Extended Mix',
    releaseDate: day(40),
    description: 'Mira Solenne returns with four tracks of electro.',
    aboutArtist: 'Lisbon-based producer of broken electro.',
    previewUrl: '/audio/releases/techno-loop.wav',
    embedId: 'Xq3LmT9vR2w',
    durationSeconds: null,
    coverImageUrl: '/images/covers/cover-01.svg',
    platforms: {
      spotify: 'https://open.spotify.example/album/1',
      soundcloud: 'javascript:alert(1)',
      youtube: 'https://youtube.example/watch?v=Xq3LmT9vR2w',
    },
  });
  const sameArtist = buildRelease({
    title: 'Böhmer Tribute',
    artist: 'Mira Solenne',
    label: 'Kompakt',
    genre: 'Techno',
    releaseDate: day(5),
    previewUrl: 'javascript:alert(1)',
    embedId: 'not-an-id',
  });
  const sameLabelOld = buildRelease({ title: 'Label Mate Old', label: 'Drumcode', releaseDate: day(2) });
  const sameLabelNew = buildRelease({ title: 'Label Mate New', label: 'Drumcode', releaseDate: day(30) });
  const sameGenre = buildRelease({ title: 'Electro Cousin', genre: 'Electro', releaseDate: day(35) });
  const draft = buildRelease({
    title: 'Secret Draft',
    artist: 'Mira Solenne',
    label: 'Hidden Records',
    genre: 'Ambient',
    status: 'draft',
    publishedAt: null,
    releaseDate: day(50),
  });
  const all = [...filler, main, sameArtist, sameLabelOld, sameLabelNew, sameGenre, draft];
  const published = all.filter((row) => row.status === 'published');

  // News: tagged with the artist (kind artist), with the label (kind label), with another artist, and a
  // draft about the artist.
  const artistTag = buildTag('Mira Solenne', 'artist');
  const labelTag = buildTag('Drumcode', 'label');
  const otherTag = buildTag('Other Artist', 'artist');
  const hour = 3_600_000;
  const aboutArtist = buildArticle({
    title: 'Mira Solenne announces a tour',
    publishedAt: new Date(Date.now() - hour),
  });
  const aboutLabel = buildArticle({
    title: 'Drumcode turns 30',
    publishedAt: new Date(Date.now() - 2 * hour),
  });
  const aboutOther = buildArticle({
    title: 'Other artist news',
    publishedAt: new Date(Date.now() - 3 * hour),
  });
  const draftNews = buildArticle({ title: 'Mira Solenne draft', status: 'draft', publishedAt: null });

  beforeAll(async () => {
    const { db } = database;
    await db.insert(releases).values(all);
    await db.insert(releaseTracks).values([
      { releaseId: main.id, position: 2, title: 'Second', durationSeconds: 405, featured: false },
      { releaseId: main.id, position: 1, title: 'First', durationSeconds: 365, featured: true },
      { releaseId: main.id, position: 3, title: 'Third', durationSeconds: null, featured: false },
      { releaseId: sameArtist.id, position: 1, title: 'Elsewhere', durationSeconds: 300, featured: true },
    ]);
    await db.insert(tags).values([artistTag, labelTag, otherTag]);
    await db.insert(articles).values([aboutArtist, aboutLabel, aboutOther, draftNews]);
    await db.insert(articleTags).values([
      { articleId: aboutArtist.id, tagId: artistTag.id },
      { articleId: aboutLabel.id, tagId: labelTag.id },
      { articleId: aboutOther.id, tagId: otherTag.id },
      { articleId: draftNews.id, tagId: artistTag.id },
    ]);
  });

  it('pages the published releases by 12, newest release date first, none twice and none left out', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listReleasePage(database.db, query({ page }))));
    expect(pages.map((page) => page?.items.length)).toEqual([12, 12, 7]);
    expect(pages.every((page) => page?.total === 31 && page.pageCount === 3)).toBe(true);
    const shown = pages.flatMap((page) => page!.items);
    expect(new Set(shown.map((item) => item.id)).size).toBe(31);
    const expected = [...published].sort(
      // Ids compare as PostgreSQL compares uuids: byte by byte, as their hex text does.
      (a, b) => b.releaseDate.localeCompare(a.releaseDate) || (b.id > a.id ? 1 : -1),
    );
    expect(shown.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    expect(titles(shown)).not.toContain('Secret Draft');
    expect(await listReleasePage(database.db, query({ page: 4 }))).toBeUndefined();
  });

  it('filters by genre and by label without regard to case, and both at once', async () => {
    const techno = await listReleasePage(database.db, query({ genre: 'techno' }));
    expect(techno?.total).toBe(14);
    expect(techno?.items.every((item) => item.genre === 'Techno')).toBe(true);
    const drumcode = await listReleasePage(database.db, query({ label: 'DRUMCODE' }));
    expect(titles(drumcode!.items)).toEqual(['Nightshift Sessions', 'Label Mate New', 'Label Mate Old']);
    const both = await listReleasePage(database.db, query({ genre: 'Electro', label: 'Drumcode' }));
    expect(titles(both!.items)).toEqual(['Nightshift Sessions']);
    const none = await listReleasePage(database.db, query({ genre: 'Polka' }));
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
    // A draft's genre is no genre to readers.
    expect((await listReleasePage(database.db, query({ genre: 'Ambient' })))?.total).toBe(0);
  });

  it('searches titles, artists and labels by word prefixes, accents ignored, drafts never', async () => {
    const search = async (text: string) =>
      titles((await listReleasePage(database.db, query({ search: text })))!.items);
    expect(await search('nightsh')).toEqual(['Nightshift Sessions']);
    expect(await search('mira sol')).toEqual(['Nightshift Sessions', 'Böhmer Tribute']);
    expect(await search('bohmer')).toEqual(['Böhmer Tribute']);
    expect(await search('drumcode mate')).toEqual(['Label Mate New', 'Label Mate Old']);
    expect(await search('secret')).toEqual([]);
    // Nothing a reader types is query syntax.
    expect(await search("'):* | !")).toHaveLength(12);
    const house = (page: number) =>
      listReleasePage(database.db, query({ search: 'filler', genre: 'House', page }));
    expect(await house(1)).toMatchObject({ total: 13, pageCount: 2 });
    expect((await house(2))?.items).toHaveLength(1);
    expect(await house(3)).toBeUndefined();
  });

  it('offers the genres and labels of published releases only', async () => {
    const list = await listReleasePage(database.db, query({ search: 'zzz-nothing' }));
    expect(list?.genres.sort()).toEqual(['Electro', 'House', 'Techno']);
    expect(list?.labels.sort()).toEqual(['Defected', 'Drumcode', 'Kompakt', 'Test Label', 'Toolroom']);
  });

  it('reads the page of the list from the release-date index, in order', async () => {
    await database.pool.query(
      `INSERT INTO releases (slug, title, artist, label, genre, release_date, status)
       SELECT 'bulk-release-' || g, 'Bulk ' || g, 'Bulk Artist ' || (g % 300), 'Bulk Label ' || (g % 40),
         'Techno', DATE '2020-01-01' + (g % 2000), CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'published' END
       FROM generate_series(1, 20000) g`,
    );
    await database.pool.query('VACUUM ANALYZE releases');
    try {
      const recording = recordingDatabase(database.pool);
      expect((await listReleasePage(recording.db, query({ page: 3 })))?.items).toHaveLength(12);
      const page = recording.statements.find((statement) => /\boffset\b/i.test(statement.sql));
      const plan = await planOf(database.pool, page!);
      expect(plan).toMatch(/Index Scan using releases_date_idx on releases/);
      // The id only orders releases of one date: an incremental sort, never a sort of the whole table.
      expect(plan).not.toMatch(/(^|->\s+)Sort\b/m);
    } finally {
      await database.pool.query("DELETE FROM releases WHERE slug LIKE 'bulk-release-%'");
    }
  });

  it('shows a published release with its tracks in order, its player, its platforms and its artist', async () => {
    const page = await getReleasePage(database.db, main.slug);
    expect(page?.release).toMatchObject({
      title: 'Nightshift Sessions',
      artist: 'Mira Solenne',
      label: 'Drumcode',
      genre: 'Electro',
      version: 'Extended Mix',
      releaseDate: day(40),
      description: 'Mira Solenne returns with four tracks of electro.',
      aboutArtist: 'Lisbon-based producer of broken electro.',
      preview: '/audio/releases/techno-loop.wav',
      videoId: 'Xq3LmT9vR2w',
      // Not stored: the tracks' sum.
      durationSeconds: 770,
      platforms: [
        { platform: 'spotify', name: 'Spotify', url: 'https://open.spotify.example/album/1' },
        { platform: 'youtube', name: 'YouTube', url: 'https://youtube.example/watch?v=Xq3LmT9vR2w' },
      ],
    });
    expect(page?.release.cover?.src).toBe('/images/covers/cover-01.svg');
    expect(page?.release.tracks).toEqual([
      { position: 1, title: 'First', durationSeconds: 365, featured: true },
      { position: 2, title: 'Second', durationSeconds: 405, featured: false },
      { position: 3, title: 'Third', durationSeconds: null, featured: false },
    ]);
    // A stored preview or video id that could not be played is not offered.
    const other = await getReleasePage(database.db, sameArtist.slug);
    expect(other?.release).toMatchObject({ preview: null, videoId: null, durationSeconds: 300 });
  });

  it('lists the published news tagged with the artist or the label, newest first', async () => {
    const page = await getReleasePage(database.db, main.slug);
    expect(page?.news.map((article) => article.title)).toEqual([
      'Mira Solenne announces a tour',
      'Drumcode turns 30',
    ]);
    // Another of the artist's releases, on another label: the artist's news only.
    const other = await getReleasePage(database.db, sameArtist.slug);
    expect(other?.news.map((article) => article.title)).toEqual(['Mira Solenne announces a tour']);
  });

  it('suggests the artist’s other releases, then the label’s, then the genre’s, four at most', async () => {
    const page = await getReleasePage(database.db, main.slug);
    expect(titles(page!.alsoLike)).toEqual([
      'Böhmer Tribute',
      'Label Mate New',
      'Label Mate Old',
      'Electro Cousin',
    ]);
    const three = await listAlsoLike(database.db, main, 3);
    expect(titles(three)).toEqual(['Böhmer Tribute', 'Label Mate New', 'Label Mate Old']);
    // Never itself nor a draft (the draft is by the same artist).
    const ofOther = await listAlsoLike(database.db, sameArtist);
    expect(titles(ofOther)[0]).toBe('Nightshift Sessions');
    expect(titles(ofOther)).not.toContain('Secret Draft');
    expect(titles(ofOther)).not.toContain('Böhmer Tribute');
  });

  it('has no page for an unknown slug or a release that is not published', async () => {
    expect(await getReleasePage(database.db, 'no-such-release')).toBeUndefined();
    expect(await getReleasePage(database.db, draft.slug)).toBeUndefined();
  });
});

// The pages as `npm start` serves them, on the demo content: statuses, the not-found state, the player and
// what search engines read. One database server: the pages keep no data of their own.
describe.each(testServers().slice(0, 1))('release pages of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('lists releases, shows the empty state, and answers 404 past the last page', async () => {
    const list = await get('/releases');
    expect(list.status).toBe(200);
    expect(list.html).toContain('>Releases</h1>');
    expect(linkTags(list.html).find((link) => link.rel === 'canonical')?.href).toBe(`${app.url}/releases`);
    expect(linkTags(list.html).find((link) => link.rel === 'next')?.href).toBe(`${app.url}/releases?page=2`);
    const empty = await get('/releases?genre=Polka&search=zzz');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('No releases found matching your criteria');
    expect(empty.html).toMatch(/<a[^>]*href="\/releases"[^>]*>Clear Filters<\/a>/);
    expect((await get('/releases?page=9')).status).toBe(404);
  });

  it('answers 404 with a way back for an unknown slug and for a release that is not published', async () => {
    const draft = buildRelease({ title: 'Unannounced', status: 'draft', publishedAt: null });
    await database.db.insert(releases).values(draft);
    for (const slug of ['no-such-release', draft.slug]) {
      const page = await get(`/releases/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.html).toContain('Release Not Found');
      expect(page.html).toMatch(/<a[^>]*href="\/releases"[^>]*>Back to Releases<\/a>/);
    }
  });

  it('describes a release as a MusicAlbum with its tracks, under the Home › Releases breadcrumb', async () => {
    const { rows } = await database.pool.query<{ slug: string; title: string; tracks: number }>(
      `SELECT r.slug, r.title, (SELECT count(*)::int FROM release_tracks t WHERE t.release_id = r.id) AS tracks
       FROM releases r WHERE r.status = 'published' AND r.preview_url IS NOT NULL AND r.embed_id IS NOT NULL
       ORDER BY r.release_date DESC LIMIT 1`,
    );
    const release = rows[0]!;
    const page = await get(`/releases/${release.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<section id="listen"/);
    expect(page.html).toMatch(/<audio controls="" preload="none" src="\/audio\/releases\/[a-z-]+\.wav"/);
    expect(page.html).toContain('Your browser does not support the audio element.');
    expect(page.html).not.toContain('youtube-nocookie');
    expect(page.html).toMatch(
      /<a href="https:\/\/open\.spotify\.example\/[^"]+" target="_blank" rel="noopener"/,
    );

    const [breadcrumb, album] = jsonLdOf(page.html);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${app.url}/` },
        { position: 2, name: 'Releases', item: `${app.url}/releases` },
        { position: 3, name: release.title, item: `${app.url}/releases/${release.slug}` },
      ],
    });
    expect(album).toMatchObject({
      '@type': 'MusicAlbum',
      name: release.title,
      byArtist: { '@type': 'MusicGroup' },
      recordLabel: { '@type': 'Organization' },
      numTracks: release.tracks,
      track: { '@type': 'ItemList', numberOfItems: release.tracks },
    });
    expect(album?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(album?.image).toMatch(new RegExp(`^${app.url}/images/covers/cover-\\d+\\.svg$`));
    const tracks = (album?.track as { itemListElement: { item: { '@type': string; duration: string } }[] })
      .itemListElement;
    expect(tracks).toHaveLength(release.tracks);
    for (const { item } of tracks) {
      expect(item['@type']).toBe('MusicRecording');
      expect(item.duration).toMatch(/^PT(\d+M)?(\d+S)?$/);
    }
  });
});
