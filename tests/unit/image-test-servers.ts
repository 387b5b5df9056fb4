// The two servers the image endpoint's tests run: a loopback origin (127.0.0.1 only, reached with the
// ALLOW_PRIVATE_SOURCES override, as the crawler's tests reach their feed server) and the endpoint on its
// own Express app, as createApp mounts it. Real sharp, real disk, real HTTP on both sides.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { signImage } from '../../app/lib/image-signing.server';
import { IMAGE_PATH, imageUrl, type ImageWidth } from '../../app/lib/image-url';
import { DiskCache } from '../../server/images/disk-cache';
import { imageFetchPolicy } from '../../server/images/fetch-image';
import {
  buildImageHandler,
  MAX_INPUT_PIXELS,
  type ImageHandlerSettings,
} from '../../server/images/image-endpoint';
import type { ImageOutcome } from '../../server/images/image-handler';

export const key = Buffer.from('integration-test key, at least thirty-two characters long');
export const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
export const WEBP = 'image/webp,*/*';
export const LEGACY = 'image/png,image/*;q=0.8,*/*;q=0.5';
export const MAX_SOURCE_BYTES = 3 * 1024 * 1024;

export const signedUrl = (src: string, width: ImageWidth) => imageUrl(signImage(src, key)!, width);

export const metadataOf = async (response: Response) =>
  sharp(Buffer.from(await response.arrayBuffer())).metadata();

/** Resolves on the next turn of the event loop, for polling what a server has recorded. */
export const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * A request the origin holds (`/hold/<name>`) until the test releases it: the test knows when it arrived
 * and when its connection was closed by the fetcher.
 */
type Held = { arrived: Promise<void>; closed: Promise<void>; release: () => void };

/** The origin: a few real images and every way a source can fail, each request counted. */
export async function startOrigin() {
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
  const held = new Map<string, Held & { answer?: (res: ServerResponse) => void }>();

  const holdOf = (name: string) => {
    let entry = held.get(name);
    if (!entry) {
      let arrive: () => void = () => undefined;
      let close: () => void = () => undefined;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      entry = {
        arrived: new Promise<void>((resolve) => (arrive = resolve)),
        closed: new Promise<void>((resolve) => (close = resolve)),
        release,
        answer: (res) => {
          arrive();
          res.on('close', () => close());
          void released.then(() => {
            if (!res.destroyed) image(res, 'image/jpeg', photo);
          });
        },
      };
      held.set(name, entry);
    }
    return entry;
  };

  const image = (res: ServerResponse, type: string, body: Buffer) =>
    res.writeHead(200, { 'content-type': type }).end(body);

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    for (const counted of new Set([url.pathname, `${url.pathname}${url.search}`]))
      hits.set(counted, (hits.get(counted) ?? 0) + 1);
    if (url.pathname.startsWith('/hold/')) return holdOf(url.pathname.slice('/hold/'.length)).answer!(res);
    switch (url.pathname) {
      case '/photo.jpg':
      case '/evict.jpg':
        return image(res, 'image/jpeg', photo);
      case '/logo.png':
        return image(res, 'image/png', logo);
      case '/huge.png':
        return image(res, 'image/png', huge);
      case '/moved.jpg':
        return res.writeHead(302, { location: '/photo.jpg?via=redirect' }).end();
      case '/page.html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>not an image</p>');
      case '/lying.jpg':
        return image(
          res,
          'image/jpeg',
          Buffer.from('<!doctype html><p>an HTML page calling itself JPEG</p>'),
        );
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
    /** Requests for a path (all queries), or for a path with its exact query. */
    hits: (pathOrPathAndQuery: string) => hits.get(pathOrPathAndQuery) ?? 0,
    /** A request for `/hold/<name>`: when it arrives, when it was closed, and its release. */
    held: (name: string): Held => holdOf(name),
    close: () =>
      new Promise<void>((resolve) => {
        for (const entry of held.values()) entry.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Origin = Awaited<ReturnType<typeof startOrigin>>;

/** The image endpoint on its own Express app, with a counter of arriving requests and of outcomes. */
export async function startEndpoint(
  options: {
    cacheDir: string;
    cacheMaxBytes: number;
    logLines?: string[];
    cache?: DiskCache;
  } & Partial<Pick<ImageHandlerSettings, 'work' | 'perClientPerMinute' | 'originals'>>,
) {
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write: (chunk: Buffer, _encoding, done) => done(void options.logLines?.push(chunk.toString())),
    }),
  );
  let arrived = 0;
  const outcomes = new Map<ImageOutcome, number>();
  const cache = options.cache ?? new DiskCache(options.cacheDir, options.cacheMaxBytes);
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
      cache,
      fetchPolicy: imageFetchPolicy(true, { totalTimeoutMs: 1500, maxBytes: MAX_SOURCE_BYTES }),
      maxInputPixels: MAX_INPUT_PIXELS,
      work: options.work ?? { concurrency: 2, maxQueued: 32, maxBytes: 256 * 1024 * 1024, maxWaitMs: 20_000 },
      perClientPerMinute: options.perClientPerMinute ?? 0,
      originals: options.originals,
      logger,
      onOutcome: (outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1),
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  return {
    cache,
    arrived: () => arrived,
    outcomes: (outcome: ImageOutcome) => outcomes.get(outcome) ?? 0,
    get: (pathAndQuery: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers, signal }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Endpoint = Awaited<ReturnType<typeof startEndpoint>>;
