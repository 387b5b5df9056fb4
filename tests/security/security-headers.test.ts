// Issue 11, acceptance 12: the site's security headers on a page, a feed, the API and a desk page, scripts
// that run only with the render's nonce on the desk and only as files of the site on reader pages (decision
// 051), and /metrics closed to other machines.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const METRICS_TOKEN = 'a-metrics-token-for-tests';

/** The policy's directives as a map: `script-src` → its sources. */
const directivesOf = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Every <script> start tag of a page, with its type and nonce. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => ({
    type: /\btype="([^"]+)"/.exec(match[1]!)?.[1],
    nonce: /\bnonce="([^"]+)"/.exec(match[1]!)?.[1],
  }));

describe.each(testServers())('security headers of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let base: string;
  let admin: string;

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-headers-')),
      // The nearest proxy (loopback) may name the client: a forwarded request is then from that client.
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN,
    });
    base = app.url;
    await createAccount(database, 'admin@example.test', 'admin');
    admin = await signInOverHttp(base, 'admin@example.test');
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const common = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // An http site: no HSTS (browsers would ignore it, and it must never pin a site that has no https).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  };

  it('a reader page runs only scripts that are files of the site, and names no nonce', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    common(response);
    const policy = directivesOf(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    const runnable = scriptsOf(await response.text()).filter(
      (script) => script.type !== 'application/ld+json',
    );
    expect(runnable).toEqual([{ type: 'module', nonce: undefined }]);
  });

  it.each([['the desk', '/admin']])(
    '%s runs only scripts carrying its render’s nonce',
    async (_name, pathname) => {
      const response = await fetch(`${base}${pathname}`, { headers: { Cookie: admin } });
      expect(response.status).toBe(200);
      common(response);
      const policy = directivesOf(response.headers.get('content-security-policy'));
      const scriptSources = policy.get('script-src')!;
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      // Exactly one policy: a second, stricter header would be enforced too and stop the page's scripts.
      expect(response.headers.get('content-security-policy')).not.toContain(',');
      const scripts = scriptsOf(await response.text());
      const runnable = scripts.filter((script) => script.type !== 'application/ld+json');
      expect(runnable.length).toBeGreaterThan(0);
      expect(runnable.every((script) => script.nonce === nonce)).toBe(true);
    },
  );

  it('draws a new nonce for every render', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/admin`, { headers: { Cookie: admin } });
      nonces.add(/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(nonces.size).toBe(3);
  });

  it.each([
    ['a feed', '/rss.xml'],
    ['the API', '/api/v1/articles'],
  ])('%s gets the closed policy for anything that is not a page', async (_name, pathname) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status).toBe(200);
    common(response);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
  });

  it('serves /metrics to this machine and to the token, never to a forwarded stranger', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    const stranger = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await fetch(`${base}/metrics`, { headers: stranger });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('dropwire_');
    expect(
      (
        await fetch(`${base}/metrics`, {
          headers: { ...stranger, Authorization: 'Bearer wrong-token-value!' },
        })
      ).status,
    ).toBe(401);
    const scraper = await fetch(`${base}/metrics`, {
      headers: { ...stranger, Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('dropwire_build_info');
  });
});
