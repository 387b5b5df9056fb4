import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../app/domain/auth/audit.server';
import {
  createAffiliateMapping,
  setAffiliateMappingActive,
} from '../../app/domain/monetization/affiliate-mappings.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const DISCLOSURE = 'aria-label="Affiliate disclosure"';
const linkTo = (id: string) => `<a href="/go/${id}" rel="sponsored nofollow noopener">`;
const countOf = (html: string, part: string) => html.split(part).length - 1;

// Pages as `npm start` serves them (page cache on): active keywords linked in article and review bodies.
describe.each(testServers().slice(0, 1))(
  'affiliate keyword links on public pages of dropwire serve on $name',
  (server) => {
    const database = useTestDatabase(server);
    let app: SpawnedProcess;
    let synth: string;

    const one = async (query: string, values: unknown[] = []) =>
      (await database.pool.query<{ id: string }>(query, values)).rows[0]!.id;
    const page = async (path: string) => {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };

    beforeAll(async () => {
      synth = await one(
        `INSERT INTO affiliate_mappings (keyword, shop_name, affiliate_url) VALUES ('Synth', 'Synth Shop', 'https://synth.example/?ref=dw') RETURNING id`,
      );
      await one(
        `INSERT INTO affiliate_mappings (keyword, shop_name, affiliate_url, is_active) VALUES ('Sampler', 'Old Shop', 'https://old.example/', false) RETURNING id`,
      );
      await one(
        `INSERT INTO articles (slug, title, content, status, published_at) VALUES ('synth-news', 'Synth news',
        '<h2>The Synth</h2><p>A new synth and a sampler. <code>synth</code></p><p>Another Synth, and a Drum Machine.</p>', 'published', now())
       RETURNING id`,
      );
      await one(
        `INSERT INTO articles (slug, title, content, status, published_at) VALUES ('plain-news', 'Plain news',
        '<p>Nothing to sell here, and no drum machine.</p>', 'published', now()) RETURNING id`,
      );
      await one(
        `INSERT INTO reviews (slug, title, rating, verdict, body, status, published_at) VALUES ('synth-review', 'Synth review',
        4.5, 'Good', '<p>This synth sounds huge.</p>', 'published', now()) RETURNING id`,
      );
      // Pages stay cached for a minute: only the change's notice can make them show it sooner.
      app = await startServe({
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        RUN_WORKER: 'false',
        PAGE_CACHE_SECONDS: '60',
      });
    });

    afterAll(() => {
      if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    });

    it('links an active keyword once, in the prose only, and shows the disclosure', async () => {
      const html = await page('/news/synth-news');
      expect(countOf(html, linkTo(synth))).toBe(1);
      expect(html).toContain(
        `<h2>The Synth</h2><p>A new ${linkTo(synth)}synth</a> and a sampler. <code>synth</code></p>`,
      );
      expect(html).not.toContain('old.example');
      expect(html).toContain(DISCLOSURE);
      const plain = await page('/news/plain-news');
      expect(plain).not.toContain('/go/');
      expect(plain).not.toContain(DISCLOSURE);
    });

    it('links review and gear bodies the same way, with the disclosure', async () => {
      for (const path of ['/reviews/synth-review', '/tech-gear/synth-review']) {
        const html = await page(path);
        expect(html, path).toContain(`<p>This ${linkTo(synth)}synth</a> sounds huge.</p>`);
        expect(html, path).toContain(DISCLOSURE);
      }
    });

    it('shows a desk change on pages at once, although they were cached, and the link leads to the shop', async () => {
      expect(await page('/news/plain-news')).not.toContain('/go/');
      const created = await createAffiliateMapping(database.db, CLI_ACTOR, {
        keyword: 'drum machine',
        shopName: 'Drum Shop',
        affiliateUrl: 'https://drums.example/',
      });
      if (!created.ok) throw new Error(created.reason);
      const drums = created.mapping.id;
      await expect
        .poll(() => page('/news/plain-news'), { timeout: 10_000 })
        .toContain(`${linkTo(drums)}drum machine</a>`);
      expect(await page('/news/plain-news')).toContain(DISCLOSURE);
      const followed = await fetch(`${app.url}/go/${drums}`, { redirect: 'manual' });
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('https://drums.example/');

      await setAffiliateMappingActive(database.db, CLI_ACTOR, drums, false);
      await expect.poll(() => page('/news/plain-news'), { timeout: 10_000 }).not.toContain('/go/');
    });
  },
);
