import express from 'express';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveUpdates } from './live-updates';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** LiveUpdates behind a real Express app on loopback, with a snapshot that counts its reads. */
async function serveLive(options: { maxConnections?: number; maxPerClient?: number } = {}) {
  let reads = 0;
  const live = new LiveUpdates({
    maxConnections: options.maxConnections ?? 10,
    maxPerClient: options.maxPerClient,
    snapshot: async () => ({ read: ++reads }),
    logger: pino({ level: 'silent' }),
    debounceMs: 10,
  });
  const app = express();
  app.get('/live', live.handle);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push({ close: () => (live.close(), server.close()) });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`;
  return { live, url, reads: () => reads };
}

async function open(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    status: response.status,
    close: () => controller.abort(),
    async next(): Promise<unknown> {
      for (;;) {
        const match = /event: articles\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const { value, done } = await reader!.read();
        if (done) throw new Error('ended');
        buffer += value;
      }
    },
  };
}

describe('LiveUpdates', () => {
  it('reads the state once for all streams opening before the next change, and again after it', async () => {
    const { live, url, reads } = await serveLive();
    const [a, b] = [await open(url), await open(url)];
    expect(await a.next()).toEqual({ read: 1 });
    expect(await b.next()).toEqual({ read: 1 });
    live.changed();
    expect(await a.next()).toEqual({ read: 2 });
    expect(await b.next()).toEqual({ read: 2 });
    expect(reads()).toBe(2);
    a.close();
    b.close();
  });

  it('does not hand a stream opened after a change the state from before it, even with no one listening', async () => {
    const { live, url } = await serveLive();
    const first = await open(url);
    expect(await first.next()).toEqual({ read: 1 });
    first.close();
    await expect.poll(() => live.connections).toBe(0);
    live.changed();
    const later = await open(url);
    expect(await later.next()).toEqual({ read: 2 });
    later.close();
  });

  it('keeps one client from taking every place, and lets HEAD look without holding one', async () => {
    const { live, url } = await serveLive({ maxPerClient: 1 });
    const held = await open(url);
    await held.next();
    expect((await fetch(url)).status).toBe(503);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(live.connections).toBe(1);
    held.close();
  });

  it('ends every stream when closed, and refuses new ones', async () => {
    const { live, url } = await serveLive();
    const stream = await open(url);
    await stream.next();
    live.close();
    await expect(stream.next()).rejects.toThrow('ended');
    expect(live.connections).toBe(0);
  });
});
