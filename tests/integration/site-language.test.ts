import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { runCrawl } from '../../app/domain/newsroom/crawl.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { createLlmDrafter } from '../../app/domain/newsroom/publish/llm-drafter.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { startFakeLlmServer, type FakeLlmServer } from '../fixtures/fake-llm-server';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { testClaim, testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase, type TestDatabase } from '../support/test-database';

// Three loopback outlets, one story each (invented acts): German, Icelandic and English (decision 069).
const outlets = {
  de: { name: 'Klangwerk', file: 'language-de.xml', act: 'Lenja Marquardt' },
  is: { name: 'Hljóðbylgjan', file: 'language-is.xml', act: 'Hrafnhildur Stormsdóttir' },
  en: { name: 'Night Current', file: 'language-en.xml', act: 'Corvin Ashby' },
} as const;
type Outlet = keyof typeof outlets;

describe.each(testServers())("the site's language on $name", (server) => {
  let feeds: FeedServer;
  let llm: FakeLlmServer;
  const claim = testClaim('site-language');

  beforeAll(async () => {
    feeds = await startFeedServer();
    llm = await startFakeLlmServer();
  });
  afterAll(async () => {
    await feeds?.close();
    await llm?.close();
  });

  /** Crawls the given outlets once (all auto-publishing unless said) and reads each one's article. */
  async function crawl(
    database: TestDatabase,
    deps: NewsroomDeps,
    which: Outlet[],
    autoPublish = true,
  ): Promise<Record<string, typeof articles.$inferSelect>> {
    const rows = await database.db
      .insert(sources)
      .values(
        which.map((outlet) =>
          buildSource({
            name: outlets[outlet].name,
            url: `${feeds.url}/feeds/${outlets[outlet].file}`,
            autoPublish,
          }),
        ),
      )
      .returning();
    await runCrawl(deps, { ...claim, sourceIds: rows.map((row) => row.id) });
    const stored = await database.db.select().from(articles);
    return Object.fromEntries(
      which.map((outlet) => {
        const found = stored.filter((article) => articleOf(article, outlet));
        expect(found, `one article of ${outlet}`).toHaveLength(1);
        return [outlet, found[0]!];
      }),
    );
  }
  // Each story's headline names its act, in the source's words or the model's.
  const articleOf = (article: typeof articles.$inferSelect, outlet: Outlet) =>
    article.title.includes(outlets[outlet].act);

  describe('an English site without a model', () => {
    const database = useTestDatabase(server);
    let deps: NewsroomDeps;
    beforeAll(async () => {
      deps = await testNewsroomDeps(database.db);
    });
    afterAll(async () => deps?.agent.close());

    it('drafts German and Icelandic stories in their language, marked, and publishes the English one', async () => {
      const found = await crawl(database, deps, ['de', 'is', 'en']);
      expect(found.de).toMatchObject({ status: 'draft', publishedAt: null, lang: 'de', isAiAssisted: false });
      expect(found.is).toMatchObject({ status: 'draft', publishedAt: null, lang: 'is' });
      expect(found.en).toMatchObject({ status: 'published', lang: null });
      // Told in its language: the German body is marked as German, for the page inside an English site.
      expect(found.de!.content).toContain('lang="de"');
      expect(found.en!.content).not.toContain('lang=');
      // Addresses stay in Latin letters whatever the headline's alphabet (decision 056).
      expect(found.is!.slug).toMatch(/^[a-z0-9-]+$/);
      expect(found.is!.slug).toContain('kvedur');
    });
  });

  describe('an English site with a model', () => {
    const database = useTestDatabase(server);
    let deps: NewsroomDeps;
    beforeAll(async () => {
      deps = {
        ...(await testNewsroomDeps(database.db)),
        drafter: createLlmDrafter(
          loadConfig({ LLM_BASE_URL: llm.url, LLM_MODEL: 'translator', LLM_API_KEY: 'k' }),
          createLogger('silent'),
        ),
      };
    });
    afterAll(async () => deps?.agent.close());

    it('writes a German story in English, quotes its source in German and publishes by the source’s rule', async () => {
      llm.reply({
        content: JSON.stringify({
          headline: 'Lenja Marquardt announces her debut album Nachtfalter on Ferro Audio',
          summary:
            'Leipzig producer Lenja Marquardt releases her debut album Nachtfalter on Ferro Audio in March, Klangwerk reports. The album has ten tracks.',
        }),
      });
      const before = llm.requests.length;
      const found = await crawl(database, deps, ['de']);
      expect(found.de).toMatchObject({
        status: 'published',
        lang: null,
        isAiAssisted: true,
        aiModel: 'translator',
        aiSupport: null,
        title: 'Lenja Marquardt announces her debut album Nachtfalter on Ferro Audio',
      });
      expect(found.de!.publishedAt).not.toBeNull();
      // The quote stays in German, credited to its outlet and marked as German.
      expect(found.de!.content).toMatch(/<blockquote lang="de"><p>[^<]*(Marquardt|Album|Raum)/);
      expect(found.de!.content).toContain('Klangwerk');
      const prompt = llm.requests[before]!.body.messages[0]!.content;
      expect(prompt).toContain('written in German');
      expect(prompt).toContain('in English');
    });

    it('keeps a translated story a draft when its source does not auto-publish', async () => {
      llm.reply({
        content: JSON.stringify({
          headline: 'Hrafnhildur Stormsdóttir leaves the stage after twenty years',
          summary:
            'Hrafnhildur Stormsdóttir stops performing after a twenty-year career; her last concert in Reykjavík on 12 December is sold out.',
        }),
      });
      const found = await crawl(database, deps, ['is'], false);
      expect(found.is).toMatchObject({ status: 'draft', lang: null, isAiAssisted: true });
    });
  });

  describe('a German site (SITE_LANGUAGE=de)', () => {
    const database = useTestDatabase(server);
    let deps: NewsroomDeps;
    beforeAll(async () => {
      // As configured: the code is read case-blind.
      deps = {
        ...(await testNewsroomDeps(database.db)),
        siteLanguage: loadConfig({ SITE_LANGUAGE: 'DE' }).SITE_LANGUAGE,
      };
    });
    afterAll(async () => deps?.agent.close());

    it('publishes German stories and drafts English ones, marked English', async () => {
      const found = await crawl(database, deps, ['de', 'en']);
      expect(found.de).toMatchObject({ status: 'published', lang: null });
      expect(found.en).toMatchObject({ status: 'draft', publishedAt: null, lang: 'en' });
    });
  });
});
