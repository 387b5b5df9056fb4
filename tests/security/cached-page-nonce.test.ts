// Issue 37, point 6: a page the page cache keeps is served to every reader alike, so anything secret in it is
// public. Its scripts must run without a nonce: its policy names none, and each script it runs is a file of
// this site. Pages rendered for one reader only (the desk) keep a nonce of their own per render.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

/** The policy's directives as a map: `script-src` → its sources. */
const directivesOf = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Every <script> of a page with its attributes and its inline text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    type: /\btype="([^"]+)"/.exec(match[1]!)?.[1],
    src: /\bsrc="([^"]+)"/.exec(match[1]!)?.[1],
    nonce: /\bnonce="([^"]+)"/.exec(match[1]!)?.[1],
    text: match[2]!,
  }));

describe.each(testServers())('scripts of cached pages on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let base: string;

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-cached-nonce-')),
    });
    base = app.url;
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  /** Asked for until the page cache serves it from memory, as every reader then gets it. */
  async function cachedPage(pathname: string): Promise<Response> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status).toBe(200);
      if (response.headers.get('x-cache') === 'HIT') return response;
      await response.arrayBuffer();
    }
    throw new Error(`${pathname} was never served from the page cache`);
  }

  it.each(['/', '/news', '/festivals'])(
    'gives %s, as kept for every reader, a policy without a nonce and scripts that are files of this site',
    async (pathname) => {
      const response = await cachedPage(pathname);
      const policy = response.headers.get('content-security-policy');
      const scriptSources = directivesOf(policy).get('script-src')!;
      // A nonce every reader of the kept page is given guards nothing: none is named.
      expect(policy).not.toMatch(/'nonce-/);
      expect(scriptSources).toContain("'self'");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      const runnable = scriptsOf(await response.text()).filter(
        (script) => script.type !== 'application/ld+json',
      );
      expect(runnable.length).toBeGreaterThan(0);
      for (const script of runnable) {
        expect(script.nonce).toBeUndefined();
        expect(script.text.trim()).toBe('');
        // A file of this site, which the policy's 'self' allows, and which is there to load.
        expect(script.src).toMatch(/^\/assets\//);
        const file = await fetch(`${base}${script.src}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/javascript/);
      }
    },
  );

  it('gives two readers of one kept page the same markup with no nonce, and the desk a nonce per render', async () => {
    const first = await cachedPage('/');
    const second = await cachedPage('/');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(await second.text()).not.toMatch(/\bnonce="/);
    // The desk is rendered for one reader and never kept: its inline scripts carry a nonce of each render's.
    await createAccount(database, 'admin@example.test', 'admin');
    const admin = await signInOverHttp(base, 'admin@example.test');
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/admin`, { headers: { Cookie: admin } });
      expect(response.headers.get('x-cache')).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!;
      const runnable = scriptsOf(await response.text()).filter(
        (script) => script.type !== 'application/ld+json',
      );
      expect(runnable.every((script) => script.nonce === nonce)).toBe(true);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });
});
