// The image endpoint under load, against a loopback origin: each source fetched once for all its widths and
// formats, work beyond the configured bounds refused with 503 (never the cached placeholder), a client's
// rate limit, work stopped for clients that left, and a disk index that no request waits for.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from '../../server/images/disk-cache';
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

const GENEROUS = { concurrency: 2, maxQueued: 32, maxBytes: 256 * 1024 * 1024, maxWaitMs: 20_000 };

describe('the image endpoint under load', () => {
  let root: string;
  let origin: Origin;
  const endpoints: Endpoint[] = [];
  type Options = Parameters<typeof startEndpoint>[0];
  const start = async (options: Omit<Options, 'cacheDir' | 'cacheMaxBytes'> & Partial<Options>) => {
    const endpoint = await startEndpoint({
      cacheDir: path.join(root, `cache-${endpoints.length}`),
      cacheMaxBytes: 64 * 1024 * 1024,
      ...options,
    });
    endpoints.push(endpoint);
    return endpoint;
  };

  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dropwire-images-load-'));
    origin = await startOrigin();
  });
  afterEach(async () => {
    await Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close()));
    await origin.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('fetches a source once for all the widths and formats asked for, together or one after another', async () => {
    const endpoint = await start({ work: GENEROUS });
    const src = `${origin.url}/hold/shared.jpg`;
    // Three variants at once while the origin holds its answer: one fetch serves them all.
    const together = [
      endpoint.get(signedUrl(src, 320), { Accept: AVIF }),
      endpoint.get(signedUrl(src, 640), { Accept: WEBP }),
      endpoint.get(signedUrl(src, 960), { Accept: LEGACY }),
    ];
    await origin.held('shared.jpg').arrived;
    origin.held('shared.jpg').release();
    const formats = await Promise.all(
      together.map(async (response) => (await metadataOf(await response)).format),
    );
    expect(formats).toEqual(['heif', 'webp', 'jpeg']);
    // Then other widths and formats, one after another, from the source kept in memory.
    for (const [width, accept] of [
      [160, AVIF],
      [480, WEBP],
      [1280, LEGACY],
    ] as const) {
      expect((await endpoint.get(signedUrl(src, width), { Accept: accept })).status).toBe(200);
    }
    expect(endpoint.outcomes('miss')).toBe(6);
    expect(origin.hits('/hold/shared.jpg')).toBe(1);
  });

  it('answers 503 with Retry-After and no-store past the configured bounds, and serves again after', async () => {
    // One image at a time and no queue: a second new image while the first is made is refused.
    const endpoint = await start({ work: { ...GENEROUS, concurrency: 1, maxQueued: 0, maxWaitMs: 3000 } });
    const first = endpoint.get(signedUrl(`${origin.url}/hold/busy.jpg`, 640), { Accept: AVIF });
    await origin.held('busy.jpg').arrived;

    const refused = await endpoint.get(signedUrl(`${origin.url}/photo.jpg?v=busy`, 640), { Accept: AVIF });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await refused.text()).toMatch(/try again in 3 s/);
    expect(origin.hits('/photo.jpg')).toBe(0);
    expect(endpoint.outcomes('overloaded')).toBe(1);

    origin.held('busy.jpg').release();
    expect((await first).status).toBe(200);
    const later = await endpoint.get(signedUrl(`${origin.url}/photo.jpg?v=busy`, 640), { Accept: AVIF });
    expect(later.status).toBe(200);
    expect(later.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('limits the images a client may have made, but never what is already on disk', async () => {
    const endpoint = await start({ work: GENEROUS, perClientPerMinute: 2 });
    const src = `${origin.url}/photo.jpg?v=limited`;
    for (const width of [320, 480] as const)
      expect((await endpoint.get(signedUrl(src, width), { Accept: WEBP })).status).toBe(200);
    const limited = await endpoint.get(signedUrl(src, 640), { Accept: WEBP });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // Made already: served from disk whatever the client's bucket holds.
    expect((await endpoint.get(signedUrl(src, 320), { Accept: WEBP })).status).toBe(200);
    expect(endpoint.outcomes('limited')).toBe(1);
    expect(endpoint.outcomes('hit')).toBe(1);
  });

  it('stops fetching a source when its only client hangs up', async () => {
    const endpoint = await start({ work: GENEROUS });
    const client = new AbortController();
    const request = endpoint
      .get(signedUrl(`${origin.url}/hold/left.jpg`, 640), { Accept: AVIF }, client.signal)
      .catch((error: unknown) => error);
    await origin.held('left.jpg').arrived;
    client.abort();
    expect(await request).toMatchObject({ name: 'AbortError' });
    // The endpoint closes its request to the origin: the held answer is never waited for.
    await origin.held('left.jpg').closed;
    while (endpoint.outcomes('aborted') === 0) await nextTurn();
    expect(endpoint.outcomes('failed')).toBe(0);

    // Nothing about the source was remembered as a failure: asked again, it is fetched and served.
    const again = endpoint.get(signedUrl(`${origin.url}/hold/left.jpg`, 640), { Accept: AVIF });
    while (origin.hits('/hold/left.jpg') < 2) await nextTurn();
    origin.held('left.jpg').release();
    expect((await again).status).toBe(200);
  });

  it('never starts queued work whose client has gone', async () => {
    const endpoint = await start({ work: { ...GENEROUS, concurrency: 1 } });
    const running = endpoint.get(signedUrl(`${origin.url}/hold/first.jpg`, 640), { Accept: AVIF });
    await origin.held('first.jpg').arrived;
    const client = new AbortController();
    const queued = endpoint
      .get(signedUrl(`${origin.url}/hold/abandoned.jpg`, 640), { Accept: AVIF }, client.signal)
      .catch((error: unknown) => error);
    while (endpoint.arrived() < 2) await nextTurn();
    client.abort();
    await queued;
    while (endpoint.outcomes('aborted') === 0) await nextTurn();

    origin.held('first.jpg').release();
    expect((await running).status).toBe(200);
    // One image at a time, in order: had the abandoned one stayed queued, it would have gone first.
    expect(
      (await endpoint.get(signedUrl(`${origin.url}/photo.jpg?v=next`, 320), { Accept: AVIF })).status,
    ).toBe(200);
    expect(origin.hits('/hold/abandoned.jpg')).toBe(0);
  });

  it('serves from the disk cache of an earlier run before that cache’s index is built', async () => {
    const cacheDir = path.join(root, 'shared-cache');
    const url = signedUrl(`${origin.url}/photo.jpg?v=restart`, 480);
    const earlier = await start({ cacheDir, work: GENEROUS });
    const made = Buffer.from(await (await earlier.get(url, { Accept: WEBP })).arrayBuffer());
    expect(origin.hits('/photo.jpg?v=restart')).toBe(1);

    // A restarted server whose index cannot measure a single file until the test lets it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let measured = 0;
    const cache = new DiskCache(cacheDir, 64 * 1024 * 1024, {
      stat: async (file) => {
        await held;
        measured += 1;
        return statSync(file);
      },
    });
    const restarted = await start({ cacheDir, cache, work: GENEROUS });
    const served = await restarted.get(url, { Accept: WEBP });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(made);
    expect(restarted.outcomes('hit')).toBe(1);
    expect(measured).toBe(0);
    expect(origin.hits('/photo.jpg?v=restart')).toBe(1);

    release();
    await cache.whenIndexed();
    expect(measured).toBeGreaterThan(0);
    expect(cache.size).toEqual({ files: 1, bytes: made.length });
  });
});
