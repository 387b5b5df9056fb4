import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressRule } from '~/lib/outbound/guarded-fetch.server';
import { createImageFetcher, imageFetchPolicy } from './fetch-image';
import { ImageSourceError } from './image-errors';

const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => error,
  );

// Only the decision is tested here: a refused address fails before any connection is attempted, so no
// private range is ever reached (the integration test fetches from loopback with the override on).
describe('the image fetch policy', () => {
  it('refuses loopback, private, link-local and metadata addresses unless ALLOW_PRIVATE_SOURCES is set', () => {
    const strict = imageFetchPolicy(false);
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '192.168.1.1', '169.254.169.254', '::ffff:7f00:1'])
      expect(strict.isBlocked(address), address).toBe(true);
    expect(strict.isBlocked('93.184.215.14')).toBe(false);
    expect(imageFetchPolicy(true).isBlocked('127.0.0.1')).toBe(false);
  });

  it('keeps the crawler’s limits: a 10 MB cap, a total time and five redirects', () => {
    const policy = imageFetchPolicy(false);
    expect(policy.maxBytes).toBe(10 * 1024 * 1024);
    expect(policy.maxRedirects).toBe(5);
    expect(policy.totalTimeoutMs).toBeGreaterThan(0);
  });

  it.each([
    'http://127.0.0.1:9/cover.jpg',
    'http://[::ffff:127.0.0.1]:9/cover.jpg',
    'http://localhost:9/x.png',
  ])('refuses %s with the override off, naming only the host', async (url) => {
    const fetcher = createImageFetcher(imageFetchPolicy(false));
    try {
      const error = await failure(fetcher.fetch(url));
      expect(error).toBeInstanceOf(ImageSourceError);
      expect((error as ImageSourceError).code).toBe('blocked_address');
      expect((error as ImageSourceError).message).not.toContain('cover.jpg');
    } finally {
      await fetcher.close();
    }
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x.png'])('refuses the scheme of %s', async (url) => {
    const fetcher = createImageFetcher(imageFetchPolicy(true));
    try {
      expect(((await failure(fetcher.fetch(url))) as ImageSourceError).code).toBe('unreachable');
    } finally {
      await fetcher.close();
    }
  });

  it('checks a redirect’s target again, and refuses a private one before connecting to it', async () => {
    const origin = createServer((_req, res) =>
      res.writeHead(302, { location: 'http://10.0.0.1/x.png' }).end(),
    );
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as { port: number };
    // Loopback is let through for the test's own origin; every other private address stays refused.
    const fetcher = createImageFetcher({
      ...imageFetchPolicy(false),
      isBlocked: (address) => address !== '127.0.0.1' && addressRule(false)(address),
    });
    try {
      const error = (await failure(fetcher.fetch(`http://127.0.0.1:${port}/moved.png`))) as ImageSourceError;
      expect(error.code).toBe('blocked_address');
    } finally {
      await fetcher.close();
      await new Promise((resolve) => origin.close(resolve));
    }
  });

  it('stops fetching when the reader has gone, with the reader’s reason rather than a source failure', async () => {
    let arrived: () => void = () => undefined;
    let hungUp: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    // Never answers: only the fetcher giving up ends the request.
    const origin = createServer((req) => {
      req.socket.on('close', hungUp);
      arrived();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as { port: number };
    const fetcher = createImageFetcher(imageFetchPolicy(true));
    try {
      const reader = new AbortController();
      const attempt = failure(fetcher.fetch(`http://127.0.0.1:${port}/held.png`, reader.signal));
      await requested;
      reader.abort(new Error('gone'));
      expect(await attempt).toEqual(new Error('gone'));
      await closed;
    } finally {
      await fetcher.close();
      await new Promise((resolve) => origin.close(resolve));
    }
  });
});
