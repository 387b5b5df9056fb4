// Issue 9, point 8: the image endpoint against a loopback origin (127.0.0.1 only, with the
// ALLOW_PRIVATE_SOURCES override, as the crawler's tests reach their feed server). Real sharp, real disk,
// real HTTP on both sides; the origin counts the requests it gets, so a cached variant is seen to be
// served without it.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signImage } from '../../app/lib/image-signing.server';
import { IMAGE_PATH, imageUrl, type ImageWidth } from '../../app/lib/image-url';
import { buildImageHandler, MAX_INPUT_PIXELS } from '../../server/images/image-endpoint';
import { imageFetchPolicy } from '../../server/images/fetch-image';

const key = Buffer.from('integration-test key, at least thirty-two characters long');
const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const LEGACY = 'image/png,image/*;q=0.8,*/*;q=0.5';
const MAX_SOURCE_BYTES = 3 * 1024 * 1024;

/** The origin: a few real images and every way a source can fail, each request counted by path. */
async function startOrigin() {
  const photo = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#3366aa',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const logo = await sharp({
    create: { width: 800, height: 400, channels: 4, background: { r: 255, g: 0, b: 128, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  // 30 million pixels of one colour: a few hundred kilobytes that would decode to about 90 MB.
  const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const hits = new Map<string, number>();
  let releaseGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (releaseGate = resolve));

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const image = (type: string, body: Buffer) => res.writeHead(200, { 'content-type': type }).end(body);
    switch (url.pathname) {
      case '/photo.jpg':
      case '/evict.jpg':
        return image('image/jpeg', photo);
      case '/logo.png':
        return image('image/png', logo);
      case '/huge.png':
        return image('image/png', huge);
      case '/gated.jpg':
        return void gate.then(() => image('image/jpeg', photo));
      case '/moved.jpg':
        return res.writeHead(302, { location: '/photo.jpg?via=redirect' }).end();
      case '/page.html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>not an image</p>');
      case '/lying.jpg':
        return image('image/jpeg', Buffer.from('<!doctype html><p>an HTML page calling itself JPEG</p>'));
      case '/oversized.jpg': {
        // No Content-Length: the cap must be enforced while the body streams.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        let sent = 0;
        const pump = () => {
          while (sent < MAX_SOURCE_BYTES * 2 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      case '/slow.jpg':
        // Headers and a first piece, then nothing: the fetch's time limit must end it.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return void res.write(photo.subarray(0, 1024));
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (pathname: string) => hits.get(pathname) ?? 0,
    releaseGate,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The image endpoint on its own Express app, as createApp mounts it, with a counter of arriving requests. */
async function startEndpoint(options: { cacheDir: string; cacheMaxBytes: number; logLines?: string[] }) {
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write: (chunk: Buffer, _encoding, done) => done(void options.logLines?.push(chunk.toString())),
    }),
  );
  let arrived = 0;
  const app = express();
  app.use((_req, _res, next) => {
    arrived += 1;
    next();
  });
  app.get(
    IMAGE_PATH,
    buildImageHandler({
      key,
      publicDir: path.resolve('public'),
      cacheDir: options.cacheDir,
      cacheMaxBytes: options.cacheMaxBytes,
      fetchPolicy: imageFetchPolicy(true, { totalTimeoutMs: 1500, maxBytes: MAX_SOURCE_BYTES }),
      maxInputPixels: MAX_INPUT_PIXELS,
      logger,
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  return {
    arrived: () => arrived,
    get: (pathAndQuery: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signedUrl = (src: string, width: ImageWidth) => imageUrl(signImage(src, key)!, width);

const metadataOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('the image endpoint', () => {
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
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
    origin?.releaseGate();
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
    const url = signedUrl(`${origin.url}/gated.jpg`, 480);
    const before = endpoint.arrived();
    const responses = Array.from({ length: 5 }, () => endpoint.get(url, { Accept: AVIF }));
    // The origin holds its answer until all five requests have reached the endpoint.
    while (endpoint.arrived() < before + 5) await new Promise((resolve) => setTimeout(resolve, 10));
    origin.releaseGate();
    const bodies = await Promise.all(
      (await Promise.all(responses)).map(async (response) => {
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(origin.hits('/gated.jpg')).toBe(1);
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
  it('evicts the least recently used variants, which are then made again from the origin', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dropwire-images-evict-'));
    const origin = await startOrigin();
    // Room for the 640 px WebP of the test photo (about 74 KB), not for it and the two smaller ones.
    const cacheMaxBytes = 90 * 1024;
    const endpoint = await startEndpoint({ cacheDir: path.join(root, 'cache'), cacheMaxBytes });
    try {
      const src = `${origin.url}/evict.jpg`;
      for (const width of [320, 480, 640] as const) {
        expect((await endpoint.get(signedUrl(src, width), { Accept: WEBP })).status).toBe(200);
      }
      expect(origin.hits('/evict.jpg')).toBe(3);
      const files = readdirSync(path.join(root, 'cache'));
      const total = files.reduce((sum, file) => sum + statSync(path.join(root, 'cache', file)).size, 0);
      expect(total).toBeLessThanOrEqual(cacheMaxBytes);
      expect(files.length).toBeLessThan(3);

      // The newest is still kept; the oldest was evicted and is fetched and made again.
      await endpoint.get(signedUrl(src, 640), { Accept: WEBP });
      expect(origin.hits('/evict.jpg')).toBe(3);
      await endpoint.get(signedUrl(src, 320), { Accept: WEBP });
      expect(origin.hits('/evict.jpg')).toBe(4);
    } finally {
      await endpoint.close();
      await origin.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
