// Issue 13, point 3: names the lexicon does not know are proposed from what the newsroom crawls, kept as
// suggested tags readers never see, and decided on by an editor: accepted names join the lexicon and are
// matched from the worker's next crawl; rejected ones are never suggested again.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import {
  articleEntitySuggestions,
  entitySuggestions,
  lexiconEntries,
  sources,
} from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { decideNameSuggestion } from '../../app/domain/editorial/decide-name-suggestion.server';
import { listNameSuggestions } from '../../app/domain/editorial/name-suggestions.server';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import { createNewsroom, type Newsroom } from '../../app/domain/newsroom/newsroom.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { testClaim } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

const editor = { id: null, email: 'editor@names.test' };

describe.each(testServers())('suggested names on $name', (server) => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let newsroom: Newsroom;
  const claim = testClaim('names');

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
  const crawl = async (feed: string) => {
    const [source] = await database.db
      .insert(sources)
      .values(buildSource({ name: feed, url: `${feeds.url}/feeds/${feed}` }))
      .returning();
    await newsroom.refreshNames();
    return runCrawl(newsroom.deps, { ...claim, sourceIds: [source!.id] });
  };

  beforeAll(async () => {
    feeds = await startFeedServer({ hosts: 1 });
    // Assembled as the worker assembles it: the lexicon and rejected names read from the database.
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
  });

  it('proposes unknown names from titles and leads as suggested tags, typed by the words around them', async () => {
    const run = await crawl('new-names-a.xml');
    expect(run.counts).toMatchObject({ newItems: 2, newStories: 2 });
    // In the headline and in the lead beside "DJ and producer": sure enough to tag at once (decision 068).
    expect(await suggestion('mirela sandvik')).toMatchObject({
      kind: 'artist',
      status: 'tagged',
      mentions: 1,
    });
    expect(await suggestion('greyline control')).toMatchObject({ kind: 'label', name: 'Greyline Control' });
    expect(await suggestion('tele2 arena')).toMatchObject({ kind: 'venue' });
    expect(await suggestion('velvet house syndicate')).toMatchObject({ kind: 'artist' });
    // Readers see the lexicon's names, genres and the new names tagged at once; the waiting ones are not
    // tags, and Velvet House Syndicate is no house.
    const albumTitle = 'Mirela Sandvik announces new album on Greyline Control';
    expect((await tagsOf(albumTitle)).sort()).toEqual(['artist:Mirela Sandvik', 'venue:Tresor']);
    expect(await tagsOf('Velvet House Syndicate add a third night at Tele2 Arena')).toEqual([]);
    const page = await listNameSuggestions(database.db, { status: 'tagged', page: 1 });
    expect(page.entries.find((entry) => entry.name === 'Mirela Sandvik')?.articles).toEqual([
      { id: expect.any(String), title: albumTitle },
    ]);
  });

  it('accepts, renames and rejects, each audited; a decided name cannot be decided again', async () => {
    const allien = (await suggestion('mirela sandvik'))!;
    expect(
      await decideNameSuggestion(database.db, editor, allien.id, {
        decision: 'accept',
        name: 'Mirela Sandvik',
        kind: 'artist',
      }),
    ).toMatchObject({ ok: true });
    expect(await tagsOf('Mirela Sandvik announces new album on Greyline Control')).toEqual(
      expect.arrayContaining(['artist:Mirela Sandvik', 'venue:Tresor']),
    );
    expect(
      await database.db
        .select()
        .from(articleEntitySuggestions)
        .where(eq(articleEntitySuggestions.suggestionId, allien.id)),
    ).toEqual([]);

    const label = (await suggestion('greyline control'))!;
    await decideNameSuggestion(database.db, editor, label.id, {
      decision: 'rename',
      name: 'Greyline Ctrl',
      kind: 'label',
    });
    expect(await suggestion('greyline control')).toMatchObject({
      name: 'Greyline Ctrl',
      status: 'pending',
      seenAs: 'Greyline Control',
    });
    await decideNameSuggestion(database.db, editor, label.id, {
      decision: 'accept',
      name: 'Greyline Ctrl',
      kind: 'label',
    });
    // The spelling the sources use still finds the renamed name.
    expect(
      (await database.db.select().from(lexiconEntries).where(eq(lexiconEntries.name, 'Greyline Ctrl')))[0],
    ).toMatchObject({ kind: 'label', aliases: ['Greyline Control'] });

    const arena = (await suggestion('tele2 arena'))!;
    await decideNameSuggestion(database.db, editor, arena.id, { decision: 'reject' });
    expect(await suggestion('tele2 arena')).toMatchObject({ status: 'rejected', decidedBy: editor.email });
    expect(
      await decideNameSuggestion(database.db, editor, arena.id, {
        decision: 'accept',
        name: 'Tele2 Arena',
        kind: 'venue',
      }),
    ).toMatchObject({ ok: false, reason: 'conflict' });

    const audits = await database.db
      .select({ action: auditEvents.action, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(sql`${auditEvents.action} LIKE 'name_suggestion.%'`);
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'name_suggestion.accept',
      'name_suggestion.accept',
      'name_suggestion.reject',
      'name_suggestion.rename',
    ]);
  });

  it('matches accepted names from the next crawl on, and never suggests a rejected one again', async () => {
    await crawl('new-names-b.xml');
    expect(await tagsOf('Mirela Sandvik plays nine hours at Tresor')).toEqual(
      expect.arrayContaining(['artist:Mirela Sandvik', 'venue:Tresor']),
    );
    expect(newsroom.deps.rejectedNames?.has('tele2 arena')).toBe(true);
    expect(await suggestion('tele2 arena')).toMatchObject({ status: 'rejected', mentions: 1 });
    const [links] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articleEntitySuggestions)
      .innerJoin(entitySuggestions, eq(entitySuggestions.id, articleEntitySuggestions.suggestionId))
      .where(and(eq(entitySuggestions.key, 'tele2 arena')));
    expect(links!.n).toBe(0);
  });
});
