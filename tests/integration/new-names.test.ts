// Issue 39, point 3 (decision 068): a new name the newsroom is sure of tags its story the day it breaks and
// waits on the desk as new, to keep or drop; the rest wait as suggestions. Optional lookups in MusicBrainz and
// Wikidata (loopback fakes here) confirm waiting names, at most one request a second, cached, ids kept.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../../app/db/schema/auth';
import { articles, articleSources, articleTags, tags } from '../../app/db/schema/content';
import { nameLookups } from '../../app/db/schema/name-lookups';
import { entitySuggestions, lexiconEntries, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import type { Staff } from '../../app/domain/auth/staff.server';
import { listNameSuggestions } from '../../app/domain/editorial/name-suggestions.server';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import { MIN_REQUEST_GAP_MS } from '../../app/domain/newsroom/new-names/lookup-client.server';
import { createNewsroom, type Newsroom } from '../../app/domain/newsroom/newsroom.server';
import { lookUpNewNames } from '../../app/jobs/handlers/name-lookups.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { runSuggestedNameAction } from '../../app/routes/admin/review/suggested-names-action.server';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import {
  type FakeLookupServer,
  startFakeMusicBrainz,
  startFakeWikidata,
} from '../fixtures/fake-name-lookup-servers';
import { testClaim } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

const editor: Staff = {
  id: '00000000-0000-4000-8000-000000000068',
  email: 'editor@new-names.test',
  name: 'Editor',
  role: 'editor',
  sessionId: 'session',
  twoFactorEnabled: false,
};
const okapiMbid = '6a1c0d7e-3b2f-4e8a-9c11-5d0e2f7a8b68';
const tallisMbid = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c68';

describe.each(testServers())('new names on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let newsroom: Newsroom;
  let musicBrainz: FakeLookupServer;
  let wikidata: FakeLookupServer;
  const claim = testClaim('new-names');

  const suggestion = async (key: string) =>
    (await database.db.select().from(entitySuggestions).where(eq(entitySuggestions.key, key)))[0];
  const tagsOf = async (title: string) =>
    (
      await database.db
        .select({ name: tags.name, kind: tags.kind })
        .from(articleTags)
        .innerJoin(tags, eq(tags.id, articleTags.tagId))
        .innerJoin(articles, eq(articles.id, articleTags.articleId))
        .where(eq(articles.title, title))
    ).map((tag) => `${tag.kind}:${tag.name}`);
  const articleNaming = async (words: string) =>
    (
      await database.db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(sql`${articles.title} ILIKE ${`%${words}%`}`)
    )[0]!;
  const crawl = async (...feedNames: string[]) => {
    const rows = await database.db
      .insert(sources)
      .values(feedNames.map((feed) => buildSource({ name: feed, url: `${feeds.url}/feeds/${feed}` })))
      .returning();
    await newsroom.refreshNames();
    return runCrawl(newsroom.deps, { ...claim, sourceIds: rows.map((row) => row.id) });
  };
  const desk = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return runSuggestedNameAction(database.db, editor, form);
  };
  const lookupConfig = (services: string) =>
    loadConfig({
      ALLOW_PRIVATE_SOURCES: 'true',
      SITE_URL: 'https://news.example.test',
      NAME_LOOKUPS: services,
      MUSICBRAINZ_BASE_URL: musicBrainz.url,
      WIKIDATA_BASE_URL: wikidata.url,
    });

  beforeAll(async () => {
    feeds = await startFeedServer({ hosts: 1 });
    await database.db
      .insert(authUsers)
      .values({ id: editor.id, name: editor.name, email: editor.email, role: 'editor' });
    musicBrainz = await startFakeMusicBrainz({
      artists: [{ id: tallisMbid, name: 'Tallis Grey', type: 'Person' }],
      labels: [{ id: okapiMbid, name: 'Okapi Tapes' }],
    });
    wikidata = await startFakeWikidata([
      { id: 'Q106801', label: 'Kessler Hall', description: 'nightclub in Leipzig, Germany' },
      { id: 'Q9', label: 'Kessler Hallstatt', description: 'village in Austria' },
    ]);
    newsroom = await createNewsroom(
      database.db,
      loadConfig({ ALLOW_PRIVATE_SOURCES: 'true', CRAWL_PARSE_THREADS: '0' }),
      createLogger('silent'),
      { fetchTimeoutMs: 5000 },
    );
  });
  afterAll(async () => {
    await newsroom?.close();
    await feeds?.close();
    await musicBrainz?.close();
    await wikidata?.close();
  });

  it('tags a story at once when a second outlet names its new name, and lists it on the desk as new', async () => {
    // One outlet first: the names wait, as suggestions readers do not see.
    expect((await crawl('new-names-c.xml')).counts).toMatchObject({ newItems: 2, newStories: 2 });
    expect(await suggestion('orla venn')).toMatchObject({ status: 'pending', kind: 'artist' });
    expect(await tagsOf((await articleNaming('Orla Venn')).title)).not.toContain('artist:Orla Venn');
    // A second outlet's report joins the story in a later crawl, naming it too.
    expect((await crawl('new-names-d.xml')).counts).toMatchObject({ newItems: 2 });
    const story = await articleNaming('Orla Venn');
    const credited = await database.db
      .select({ name: articleSources.name })
      .from(articleSources)
      .where(eq(articleSources.articleId, story.id));
    expect(credited.map((source) => source.name).sort()).toEqual(['new-names-c.xml', 'new-names-d.xml']);
    expect(await tagsOf(story.title)).toEqual(
      expect.arrayContaining(['artist:Orla Venn', 'festival:Lumen Weekender']),
    );
    expect(await suggestion('orla venn')).toMatchObject({ status: 'tagged', kind: 'artist' });
    expect((await suggestion('orla venn'))!.evidence).toMatch(/named by 2 outlets/);
    const page = await listNameSuggestions(database.db, { status: 'tagged', page: 1 });
    expect(page.entries.find((entry) => entry.name === 'Orla Venn')?.articles).toEqual([
      { id: story.id, title: story.title },
    ]);
    // Named by one outlet, with nothing beside them that says their trade: they wait, untagged.
    expect(await suggestion('kessler hall')).toMatchObject({ status: 'pending', kind: 'venue' });
    expect(await tagsOf((await articleNaming('Leipzig warehouse')).title)).not.toContain(
      'venue:Kessler Hall',
    );
  });

  it('keeps a new name from the desk: it joins the lexicon and its tag stays', async () => {
    const orla = (await suggestion('orla venn'))!;
    // Kept as it is: another spelling or kind would leave its tag under the old one.
    expect((await desk({ intent: 'keep', id: orla.id, name: 'Orla V.', kind: 'artist' })).data).toMatchObject(
      {
        ok: false,
      },
    );
    expect(
      (await desk({ intent: 'rename', id: orla.id, name: 'Orla V.', kind: 'artist' })).data,
    ).toMatchObject({ ok: false });
    const answer = await desk({ intent: 'keep', id: orla.id, name: 'Orla Venn', kind: 'artist' });
    expect(answer.data).toMatchObject({ ok: true, toast: { title: 'Name kept' } });
    expect(await suggestion('orla venn')).toMatchObject({ status: 'accepted', decidedBy: editor.email });
    expect(
      await database.db.select().from(lexiconEntries).where(eq(lexiconEntries.name, 'Orla Venn')),
    ).toHaveLength(1);
    expect(await tagsOf((await articleNaming('Orla Venn')).title)).toContain('artist:Orla Venn');
    const again = await desk({ intent: 'drop', id: orla.id });
    expect(again.data).toMatchObject({ ok: false });
  });

  it('drops a new name from the desk: its tag leaves every article and it is never tagged again', async () => {
    const lumen = (await suggestion('lumen weekender'))!;
    expect(lumen.status).toBe('tagged');
    expect((await desk({ intent: 'drop', id: lumen.id })).data).toMatchObject({
      ok: true,
      toast: { title: 'Name dropped' },
    });
    expect(await tagsOf((await articleNaming('Orla Venn')).title)).not.toContain('festival:Lumen Weekender');
    expect(await database.db.select().from(tags).where(eq(tags.slug, 'lumen-weekender'))).toEqual([]);
    expect(await suggestion('lumen weekender')).toMatchObject({ status: 'rejected' });

    await crawl('new-names-e.xml');
    expect(await tagsOf('Lumen Weekender adds a second stage')).not.toContain('festival:Lumen Weekender');
    expect(await suggestion('lumen weekender')).toMatchObject({ status: 'rejected' });
  });

  it('asks nothing when lookups are off', async () => {
    const counts = await lookUpNewNames(database.db, lookupConfig(''));
    expect(counts).toEqual({ asked: 0, found: 0, tagged: 0, failed: 0 });
    expect(musicBrainz.requests).toEqual([]);
    expect(wikidata.requests).toEqual([]);
  });

  it('looks waiting names up, a second apart, identified, caches each answer and tags those found', async () => {
    const waiting = await database.db
      .select({ key: entitySuggestions.key, kind: entitySuggestions.kind })
      .from(entitySuggestions)
      .where(eq(entitySuggestions.status, 'pending'));
    expect(waiting).toEqual(
      expect.arrayContaining([
        { key: 'okapi tapes', kind: 'label' },
        { key: 'tallis grey', kind: 'artist' },
        { key: 'kessler hall', kind: 'venue' },
      ]),
    );
    const counts = await lookUpNewNames(database.db, lookupConfig('musicbrainz,wikidata'));
    expect(counts).toMatchObject({ found: 3, tagged: 3, failed: 0 });

    const asked = [...musicBrainz.requests, ...wikidata.requests];
    expect(asked.length).toBe(counts.asked);
    for (const request of asked)
      expect(request.userAgent).toMatch(
        /^Dropwire\/\d+\.\d+\.\d+ \(\+https:\/\/news\.example\.test; name lookups\)$/,
      );
    expect(musicBrainz.requests.map((request) => request.params.query).sort()).toEqual(
      expect.arrayContaining(['artist:"Tallis Grey"', 'label:"Okapi Tapes"']),
    );
    // At most one request a second to each service (arrival times on the fake; a little slack for the loop).
    for (const { requests } of [musicBrainz, wikidata])
      for (let at = 1; at < requests.length; at++)
        expect(requests[at]!.at - requests[at - 1]!.at).toBeGreaterThanOrEqual(MIN_REQUEST_GAP_MS - 15);

    // The ids found stay with the names; the desk shows them.
    expect(
      await database.db
        .select({ id: nameLookups.externalId })
        .from(nameLookups)
        .where(and(eq(nameLookups.service, 'musicbrainz'), eq(nameLookups.key, 'okapi tapes'))),
    ).toEqual([{ id: okapiMbid }]);
    const venue = (await listNameSuggestions(database.db, { status: 'tagged', page: 1 })).entries.find(
      (entry) => entry.name === 'Kessler Hall',
    );
    expect(venue?.found).toEqual([{ service: 'wikidata', externalId: 'Q106801', label: 'Kessler Hall' }]);
    expect((await suggestion('kessler hall'))!.evidence).toMatch(/found in Wikidata/);
    expect(await tagsOf((await articleNaming('Leipzig warehouse')).title)).toContain('venue:Kessler Hall');
    expect(await tagsOf((await articleNaming('compilation')).title)).toEqual(
      expect.arrayContaining(['label:Okapi Tapes', 'artist:Tallis Grey']),
    );

    // A second run finds every answer cached: nothing is asked again.
    const before = asked.length;
    expect(await lookUpNewNames(database.db, lookupConfig('musicbrainz,wikidata'))).toMatchObject({
      asked: 0,
    });
    expect(musicBrainz.requests.length + wikidata.requests.length).toBe(before);
  });

  it('caches no failed answer: a name a service failed on is asked again later', async () => {
    await database.db.insert(entitySuggestions).values({
      key: 'marrow unit',
      name: 'Marrow Unit',
      seenAs: 'Marrow Unit',
      kind: 'artist',
      mentions: 1,
    });
    musicBrainz.failWith(503);
    expect(await lookUpNewNames(database.db, lookupConfig('musicbrainz'))).toMatchObject({
      asked: 1,
      failed: 1,
    });
    expect(await database.db.select().from(nameLookups).where(eq(nameLookups.key, 'marrow unit'))).toEqual(
      [],
    );
    musicBrainz.failWith(200);
    expect(await lookUpNewNames(database.db, lookupConfig('musicbrainz'))).toMatchObject({
      asked: 1,
      found: 0,
    });
    expect(
      await database.db
        .select({ outcome: nameLookups.outcome })
        .from(nameLookups)
        .where(eq(nameLookups.key, 'marrow unit')),
    ).toEqual([{ outcome: 'none' }]);
  });
});
