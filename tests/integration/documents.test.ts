import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOverHttp } from '../support/desk-session';
import { rawResponse } from '../support/raw-response';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

// How a page is put together as it leaves the server (entry.server.tsx): reader pages rendered to one string,
// the desk's pages streamed for React Router's hydration, both with the doctype first and the whole
// stylesheet in the head's slot, once.
describe.each(testServers().slice(0, 1))('documents served by dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
    await createAccount(database, 'documents@desk.test', 'editor');
  });
  afterAll(async () => {
    app?.child.kill('SIGTERM');
    await app?.exited;
  });

  // Uncompressed, so the Content-Length is the length of the document read.
  const plain = { 'Accept-Encoding': 'identity' };
  const stylesheetOf = (html: string) => {
    const match = /<style data-stylesheet="inline">([\s\S]*?)<\/style>/.exec(html);
    return match?.[1];
  };

  it.each(['/', '/news', '/login', '/a-page-that-is-not-there'])(
    'sends %s with the doctype first and the stylesheet in the head',
    async (path) => {
      const response = await fetch(`${app.url}${path}`, { headers: plain });
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      const css = stylesheetOf(html);
      // The built Tailwind stylesheet: its layers and the site's own tokens.
      expect(css?.length).toBeGreaterThan(10_000);
      expect(css).toContain('@layer');
      expect(css).toContain('--accent');
      expect(html.indexOf(css!)).toBeLessThan(html.indexOf('</head>'));
      expect(html.split('<style data-stylesheet="inline">')).toHaveLength(2);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    },
  );

  const raw = (path: string, headers: Record<string, string>) => rawResponse(`${app.url}${path}`, headers);

  it.each(['/news?compressed=1', '/login?compressed=1', '/a-page-that-is-not-there?compressed=1'])(
    'gzips %s, rendered afresh, whole and with its length for a browser that accepts gzip',
    async (path) => {
      // What a browser sends; a query string the page ignores makes an address the cache has not kept.
      const { headers, body } = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['vary']).toMatch(/accept-encoding/i);
      expect(headers['transfer-encoding']).toBeUndefined();
      expect(Number(headers['content-length'])).toBe(body.length);
      const html = gunzipSync(body).toString();
      expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      expect(stylesheetOf(html)).toContain('@layer');
      expect(html.endsWith('</html>')).toBe(true);
      // The stylesheet is most of a page's bytes, and compresses several times over.
      expect(body.length).toBeLessThan(Buffer.byteLength(html) / 3);
    },
  );

  it('sends a page as it is to a client that asks for no encoding', async () => {
    const { headers, body } = await raw('/news?plain=1', plain);
    expect(headers['content-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.toString().endsWith('</html>')).toBe(true);
  });

  it('names each render with a validator of its own, which a kept page answers with 304', async () => {
    // Renders of addresses the cache has not kept (a query string the page ignores makes a new one); the second
    // request for one is kept.
    const first = await fetch(`${app.url}/news?render=1`);
    const second = await fetch(`${app.url}/news?render=2`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+-[0-9a-z]+"$/);
    expect(second.headers.get('etag')).not.toBe(etag);
    const kept = (await fetch(`${app.url}/news?render=1`)).headers.get('etag')!;
    expect(kept).not.toBe(etag);
    const again = await fetch(`${app.url}/news?render=1`, { headers: { 'If-None-Match': kept } });
    expect(again.status).toBe(304);
  });

  it('streams a desk page for hydration, with the same stylesheet and React Router in its scripts', async () => {
    const cookie = await signInOverHttp(app.url, 'documents@desk.test');
    const reader = await (await fetch(`${app.url}/`)).text();
    const response = await fetch(`${app.url}/admin`, { headers: { ...plain, Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(stylesheetOf(html)).toBe(stylesheetOf(reader));
    expect(html).toContain('window.__reactRouterContext');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });
});
