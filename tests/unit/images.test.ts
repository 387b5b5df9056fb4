// Issue 9, point 8: the image endpoint against a loopback origin: sizes, formats, headers, the disk cache,
// single flight, and every way a source can fail. The origin counts the requests it gets, so a cached
// variant is seen to be served without it. Limits under load are in images-load.test.ts.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signImage } from '../../app/lib/image-signing.server';
import { IMAGE_PATH } from '../../app/lib/image-url';
import {
  AVIF,
  LEGACY,
  metadataOf,
  nextTurn,
  signedUrl,
  startEndpoint,
  startOrigin,
  WEBP,
  type Endpoint,
  type Origin,
} from './image-test-servers';

describe('the image endpoint', () => {
  let origin: Origin;
  let endpoint: Endpoint;
  let root: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dropwire-images-'));
    origin = await startOrigin();
    endpoint = await startEndpoint({
      cacheDir: path.join(root, 'cache'),
      cacheMaxBytes: 64 * 1024 * 1024,
      logLines,
    });
  });
  afterAll(async () => {
    await endpoint?.close();
    await origin?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('resizes a remote JPEG to the width asked for, in AVIF, WebP or JPEG by the Accept header', async () => {
    const src = `${origin.url}/photo.jpg`;
    for (const [accept, type, format] of [
      [AVIF, 'image/avif', 'heif'],
      [WEBP, 'image/webp', 'webp'],
      [LEGACY, 'image/jpeg', 'jpeg'],
    ] as const) {
      const response = await endpoint.get(signedUrl(src, 320), { Accept: accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await metadataOf(response);
      expect(metadata.format).toBe(format);
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 320, height: 213 });
    }
  });

  it('keeps transparency: a PNG with alpha stays PNG for a browser without WebP or AVIF', async () => {
    const response = await endpoint.get(signedUrl(`${origin.url}/logo.png`, 480), { Accept: LEGACY });
    expect(response.headers.get('content-type')).toBe('image/png');
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: 'png', width: 480, height: 240, hasAlpha: true });
  });

  it('draws one of the site’s own SVG covers at the width asked for', async () => {
    const response = await endpoint.get(signedUrl('/images/covers/cover-01.svg', 960), { Accept: WEBP });
    expect(response.status).toBe(200);
    expect(await metadataOf(response)).toMatchObject({ format: 'webp', width: 960, height: 540 });
  });

  it('serves a variant again from the disk cache without asking the origin, and answers 304 to its ETag', async () => {
    const url = signedUrl(`${origin.url}/photo.jpg?v=cache`, 640);
    const first = await endpoint.get(url, { Accept: WEBP });
    const body = Buffer.from(await first.arrayBuffer());
    expect(origin.hits('/photo.jpg')).toBeGreaterThan(0);
    const hitsAfterFirst = origin.hits('/photo.jpg');
    const again = await endpoint.get(url, { Accept: WEBP });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(origin.hits('/photo.jpg')).toBe(hitsAfterFirst);

    const revalidated = await endpoint.get(url, {
      Accept: WEBP,
      'If-None-Match': first.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('makes a variant once however many readers ask for it at the same time', async () => {
    const url = signedUrl(`${origin.url}/hold/gated.jpg`, 480);
    const before = endpoint.arrived();
    const responses = Array.from({ length: 5 }, () => endpoint.get(url, { Accept: AVIF }));
    // The origin holds its answer until all five requests have reached the endpoint.
    while (endpoint.arrived() < before + 5) await nextTurn();
    await origin.held('gated.jpg').arrived;
    origin.held('gated.jpg').release();
    const bodies = await Promise.all(
      (await Promise.all(responses)).map(async (response) => {
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(origin.hits('/hold/gated.jpg')).toBe(1);
  });

  it('follows a redirect on the same guarded path', async () => {
    const response = await endpoint.get(signedUrl(`${origin.url}/moved.jpg`, 160), { Accept: WEBP });
    expect(await metadataOf(response)).toMatchObject({ format: 'webp', width: 160 });
  });

  it.each([
    ['a 404', '/missing.jpg', 'http_status'],
    ['a page that is not an image', '/page.html', 'not_an_image'],
    ['a body that only claims to be an image', '/lying.jpg', 'unsupported_format'],
    ['an image of 30 million pixels', '/huge.png', 'too_many_pixels'],
    ['a body larger than the cap, sent without a length', '/oversized.jpg', 'too_large'],
    ['a body that stops arriving', '/slow.jpg', 'timeout'],
  ])(
    'answers %s with the placeholder, briefly cached, and remembers the failure',
    async (_case, pathname, code) => {
      const url = signedUrl(`${origin.url}${pathname}`, 640);
      const response = await endpoint.get(url, { Accept: AVIF });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toMatch(/^<svg /);
      const logged = logLines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.code === code && entry.level === 40);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ source: 'remote', host: new URL(origin.url).host });
      // The log names the host, never the (hostile) URL.
      expect(JSON.stringify(logged[0])).not.toContain(pathname);

      // Asked again, at another width, the source is not fetched again while the failure is remembered.
      const hits = origin.hits(pathname);
      const again = await endpoint.get(signedUrl(`${origin.url}${pathname}`, 320), { Accept: AVIF });
      expect(again.headers.get('content-type')).toBe('image/svg+xml');
      expect(origin.hits(pathname)).toBe(hits);
    },
  );

  it('refuses unsigned, wrongly signed and malformed requests without fetching anything', async () => {
    const src = `${origin.url}/photo.jpg?v=refused`;
    const good = new URL(signedUrl(src, 640), 'http://x');
    const withParam = (name: string, value: string | null) => {
      const url = new URL(good);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      return `${url.pathname}${url.search}`;
    };
    const fetchedBefore = origin.hits('/photo.jpg') + origin.hits('/logo.png');
    const forged = signImage(src, Buffer.from('not the server key, but thirty-two characters long'))!.sig;
    const cases: [string, number, RegExp][] = [
      [withParam('s', null), 400, /s: expected the signature/],
      [withParam('s', forged), 403, /signature does not match/],
      [withParam('src', `${origin.url}/logo.png`), 403, /signature does not match/],
      [withParam('w', '333'), 400, /w: expected one of 160, 320, 480, 640, 960, 1280, 1920/],
      [withParam('v', '2'), 403, /signature does not match/],
      [withParam('v', 'x'), 400, /v: expected the pipeline version/],
      [`${IMAGE_PATH}?src=a&src=b&w=640&v=1&s=${good.searchParams.get('s')}`, 400, /src: expected/],
    ];
    for (const [url, status, message] of cases) {
      const response = await endpoint.get(url);
      expect(response.status, url).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(message);
    }
    expect(origin.hits('/photo.jpg') + origin.hits('/logo.png')).toBe(fetchedBefore);
  });
});

describe('the image cache size limit', () => {
  it('evicts the least recently used variants, which are then made again', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dropwire-images-evict-'));
    const origin = await startOrigin();
    // Room for the 640 px WebP of the test photo (about 74 KB), not for it and the two smaller ones.
    const cacheMaxBytes = 90 * 1024;
    const endpoint = await startEndpoint({ cacheDir: path.join(root, 'cache'), cacheMaxBytes });
    try {
      await endpoint.cache.whenIndexed();
      const src = `${origin.url}/evict.jpg`;
      for (const width of [320, 480, 640] as const) {
        expect((await endpoint.get(signedUrl(src, width), { Accept: WEBP })).status).toBe(200);
      }
      expect(endpoint.outcomes('miss')).toBe(3);
      // One fetch served all three widths: the source is kept in memory for a while.
      expect(origin.hits('/evict.jpg')).toBe(1);
      const files = readdirSync(path.join(root, 'cache'));
      const total = files.reduce((sum, file) => sum + statSync(path.join(root, 'cache', file)).size, 0);
      expect(total).toBeLessThanOrEqual(cacheMaxBytes);
      expect(files.length).toBeLessThan(3);

      // The newest is still kept; the oldest was evicted and is made again.
      await endpoint.get(signedUrl(src, 640), { Accept: WEBP });
      expect(endpoint.outcomes('hit')).toBe(1);
      await endpoint.get(signedUrl(src, 320), { Accept: WEBP });
      expect(endpoint.outcomes('miss')).toBe(4);
    } finally {
      await endpoint.close();
      await origin.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
