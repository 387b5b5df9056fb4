// Issue 15, acceptance 4 and 5, against createApp in this process: an error never shows its stack (even
// with NODE_ENV=test, where Express's own handler would print it), and the rate-limit key follows
// TRUST_PROXY exactly: a hop count or a list of proxies, with IPv6 clients keyed by their /64.
import type { Server } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { createApp } from '../../server/create-app';
import { testServers, useTestDatabase } from '../support/test-database';

async function listen(
  app: ReturnType<typeof createApp>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testServers())('createApp under attack on $name', (server) => {
  const database = useTestDatabase(server);
  let build: ServerBuild;

  beforeAll(async () => {
    // The production build (npm test builds it first), as `npm start` serves it.
    build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  });
  beforeEach(() => database.pool.query('DELETE FROM rate_limit_events'));

  const serve = (env: Record<string, string>, logger = createLogger('silent')) =>
    listen(
      createApp({
        services: { db: database.db, config: loadConfig({ NODE_ENV: 'test', ...env }), logger },
        database,
        build,
      }),
    );

  it('answers an error inside the app with a plain 500, and logs it with the request id', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    const failing = createApp({
      services: { db: database.db, config: loadConfig({ NODE_ENV: 'test' }), logger },
      database,
      build: () => Promise.reject(new Error('secret detail from deep inside')),
    });
    const app = await listen(failing);
    try {
      const response = await fetch(`${app.url}/news`, { headers: { 'X-Request-Id': 'req-42' } });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).toBe('Internal server error');
      expect(body).not.toContain('secret detail');
      expect(failing.get('env')).toBe('production');
    } finally {
      await app.close();
    }
    const entry = lines.map((line) => JSON.parse(line)).find((log) => log.msg === 'request error');
    expect(entry).toMatchObject({
      requestId: 'req-42',
      path: '/news',
      err: { message: 'secret detail from deep inside' },
    });
  });

  // Each post is a new message: the same one resent within a minute would be answered as sent and not counted.
  let sent = 0;
  const contact = (url: string, forwardedFor?: string) =>
    fetch(`${url}/contact`, {
      method: 'POST',
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
      body: new URLSearchParams({
        name: 'Ana',
        email: 'ana@example.test',
        subject: `Hi ${++sent}`,
        message: 'Hello',
      }),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });

  /** Uses up the contact limit (5 an hour) for the client that `forwardedFor` names. */
  const exhaust = async (url: string, forwardedFor: string) => {
    for (let i = 0; i < 5; i++) expect(await contact(url, forwardedFor)).toBe(200);
    expect(await contact(url, forwardedFor)).toBe(429);
  };

  it('with a hop count, keys on the address the trusted proxy saw; what the client wrote does not help', async () => {
    const app = await serve({ TRUST_PROXY: '1' });
    try {
      await exhaust(app.url, '203.0.113.50');
      // A client cannot escape by writing its own X-Forwarded-For: the proxy appends the real address.
      expect(await contact(app.url, '198.51.100.77, 203.0.113.50')).toBe(429);
      expect(await contact(app.url, '203.0.113.51')).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('with a list, trusts only the proxies on it', async () => {
    const trusted = await serve({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    try {
      await exhaust(trusted.url, '203.0.113.60');
      expect(await contact(trusted.url, '203.0.113.61')).toBe(200);
    } finally {
      await trusted.close();
    }
    await database.pool.query('DELETE FROM rate_limit_events');
    // Loopback is not on this list: X-Forwarded-For is ignored and every post is 127.0.0.1's.
    const untrusted = await serve({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      await exhaust(untrusted.url, '203.0.113.70');
      expect(await contact(untrusted.url, '203.0.113.71')).toBe(429);
    } finally {
      await untrusted.close();
    }
  });

  it('keys IPv6 clients by their /64, so new addresses from one network do not reset the limit', async () => {
    const app = await serve({ TRUST_PROXY: '1' });
    try {
      for (let i = 1; i <= 5; i++)
        expect(await contact(app.url, `2001:db8:77:1::${i.toString(16)}`)).toBe(200);
      expect(await contact(app.url, '2001:db8:77:1:dead:beef:0:1')).toBe(429);
      expect(await contact(app.url, '2001:db8:77:2::1')).toBe(200);
    } finally {
      await app.close();
    }
  });
});
