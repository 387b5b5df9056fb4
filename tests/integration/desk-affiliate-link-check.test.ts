import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../app/lib/logger.server';
import {
  checkAffiliateLinks,
  createLinkProbe,
  linkCheckPolicy,
} from '../../app/domain/monetization/affiliate-link-check.server';
import {
  runAffiliateLinkCheck,
  startAffiliateLinkChecks,
} from '../../app/jobs/handlers/check-affiliate-links.server';
import { testServers, useTestDatabase } from '../support/test-database';

/** Shops on loopback (127.0.0.1 only): a page, a dead page, a failing server, redirects to each. */
async function startShops() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const answers: Record<string, [number, Record<string, string>?]> = {
      '/ok': [200],
      '/gone': [404],
      '/broken': [500],
      '/moved': [301, { location: '/ok' }],
      '/moved-to-gone': [302, { location: '/gone' }],
    };
    const [status, headers] = answers[(req.url ?? '').split('?')[0]!] ?? [404];
    res.writeHead(status, { 'content-type': 'text/html', ...headers });
    res.end('<html><body>shop</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testServers().slice(0, 1))('the affiliate link checker on $name', (server) => {
  const database = useTestDatabase(server);
  let shops: Awaited<ReturnType<typeof startShops>>;
  // A port nothing listens on: the connection is refused.
  let closedPort: number;

  beforeAll(async () => {
    shops = await startShops();
    const spare = http.createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    closedPort = (spare.address() as AddressInfo).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
  });
  afterAll(async () => {
    await shops?.close();
  });

  const mapping = async (keyword: string, url: string, active = true) => {
    const { rows } = await database.pool.query<{ id: string }>(
      'INSERT INTO affiliate_mappings (keyword, shop_name, affiliate_url, is_active) VALUES ($1, $2, $3, $4) RETURNING id',
      [keyword, 'Shop', url, active],
    );
    return rows[0]!.id;
  };
  const verdicts = async () =>
    (
      await database.pool.query<{
        keyword: string;
        is_broken: boolean;
        check_status: number | null;
        check_error: string | null;
        checked: boolean;
      }>(
        `SELECT keyword, is_broken, check_status, check_error, checked_at IS NOT NULL AS checked
         FROM affiliate_mappings ORDER BY keyword`,
      )
    ).rows;

  it('marks targets that answer 4xx or 5xx, or nothing, as broken, after following redirects', async () => {
    await mapping('a-ok', `${shops.url}/ok`);
    await mapping('b-gone', `${shops.url}/gone`);
    await mapping('c-broken', `${shops.url}/broken`);
    await mapping('d-moved', `${shops.url}/moved`);
    await mapping('e-moved-to-gone', `${shops.url}/moved-to-gone`);
    await mapping('f-refused', `http://127.0.0.1:${closedPort}/`);
    await mapping('g-inactive', `${shops.url}/gone?inactive`, false);
    // The tests' shops are on loopback: the guard's allowance for private addresses, as the fetcher's tests.
    const probe = createLinkProbe(linkCheckPolicy(true, { totalTimeoutMs: 5000, connectTimeoutMs: 2000 }));
    try {
      expect(await checkAffiliateLinks(database.db, probe.probe)).toEqual({ checked: 6, broken: 4 });
    } finally {
      await probe.close();
    }
    const rows = await verdicts();
    expect(
      rows.map(({ keyword, is_broken, check_status, checked }) => [
        keyword,
        is_broken,
        check_status,
        checked,
      ]),
    ).toEqual([
      ['a-ok', false, 200, true],
      ['b-gone', true, 404, true],
      ['c-broken', true, 500, true],
      ['d-moved', false, 200, true],
      ['e-moved-to-gone', true, 404, true],
      ['f-refused', true, null, true],
      ['g-inactive', false, null, false],
    ]);
    expect(rows.find((row) => row.keyword === 'b-gone')!.check_error).toBe('The shop answered 404');
    expect(rows.find((row) => row.keyword === 'f-refused')!.check_error).toMatch(/ECONNREFUSED/);
    expect(shops.hits).not.toContain('/gone?inactive');
  });

  it('asks nothing of private addresses under the production rule, and marks them broken', async () => {
    await database.pool.query('DELETE FROM affiliate_mappings');
    await mapping('loopback', `${shops.url}/ok?private`);
    const probe = createLinkProbe(linkCheckPolicy(false));
    try {
      expect(await checkAffiliateLinks(database.db, probe.probe)).toEqual({ checked: 1, broken: 1 });
    } finally {
      await probe.close();
    }
    expect(shops.hits).not.toContain('/ok?private');
    const [row] = await verdicts();
    expect(row).toMatchObject({ is_broken: true, check_status: null });
    expect(row!.check_error).toMatch(/private or reserved address/);
  });

  it('clears the mark when the target answers again, and logs each run for the automation dashboard', async () => {
    await database.pool.query(`UPDATE affiliate_mappings SET affiliate_url = $1`, [`${shops.url}/ok`]);
    const counts = await runAffiliateLinkCheck({
      db: database.db,
      allowPrivate: true,
      logger: createLogger('silent'),
      policy: { totalTimeoutMs: 5000 },
    });
    expect(counts).toEqual({ checked: 1, broken: 0 });
    expect(await verdicts()).toMatchObject([{ is_broken: false, check_status: 200, check_error: null }]);
    const { rows } = await database.pool.query(
      `SELECT type, target_table, status, counts FROM automation_logs WHERE type = 'affiliate_link_check'`,
    );
    expect(rows).toEqual([
      {
        type: 'affiliate_link_check',
        target_table: 'affiliate_mappings',
        status: 'success',
        counts: { fetched: 1, failed: 0 },
      },
    ]);
  });

  it('runs daily through pg-boss: one schedule, and a sent job checks the links', async () => {
    await database.pool.query(`UPDATE affiliate_mappings SET affiliate_url = $1, checked_at = NULL`, [
      `${shops.url}/gone`,
    ]);
    const boss = new PgBoss({
      connectionString: database.url,
      schema: 'pgboss',
      max: 2,
    } as ConstructorParameters<typeof PgBoss>[0]);
    boss.on('error', () => undefined);
    await boss.start();
    try {
      await startAffiliateLinkChecks(boss, {
        db: database.db,
        allowPrivate: true,
        logger: createLogger('silent'),
        policy: { totalTimeoutMs: 5000 },
      });
      const schedules = await boss.getSchedules();
      expect(
        schedules.map((schedule) => [
          schedule.name,
          schedule.cron,
          schedule.options?.tz ?? schedule.timezone,
        ]),
      ).toEqual([['check-affiliate-links', '23 5 * * *', 'Europe/Berlin']]);
      await boss.send('check-affiliate-links', {});
      await expect
        .poll(async () => (await verdicts())[0], { timeout: 20_000, interval: 200 })
        .toMatchObject({ is_broken: true, check_status: 404 });
    } finally {
      await boss.stop({ graceful: false, wait: true } as Parameters<PgBoss['stop']>[0]);
    }
  });
});
