// Issue 37, points 1, 2 and 10: what an attacker sends to the desk's sign-in, from many loopback addresses.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSender } from '../../app/domain/rate-limits/rate-limit.server';
import { createAccount, DESK_PASSWORD, signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { closeClients, cookieFrom, postFrom } from './loopback-clients';

describe.each(testServers().slice(0, 1))('the desk sign-in under attack on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-sign-in-abuse-'));
  let app: SpawnedProcess;
  let base: string;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false', DATA_DIR: dataDir });
    base = app.url;
    for (const name of ['owner', 'target', 'victim', 'keyed'])
      await createAccount(database, `${name}@example.test`, 'editor');
  });

  afterAll(async () => {
    await closeClients();
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const signInFrom = (n: number, email: string, password: string, cookie?: string, next = '/admin') =>
    postFrom(n, `${base}/login`, { email, password, next }, cookie);

  describe('point 1: no redirect off the site after signing in', () => {
    const spellings = [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/admin/..//evil.example',
    ];

    it.each(spellings)('signs in and stays on the site for next=%s', async (next) => {
      const answer = await signInFrom(2, 'owner@example.test', DESK_PASSWORD, undefined, next);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/admin');
    });

    it.each(spellings)('sends someone signed in already to the desk, not to next=%s', async (next) => {
      const cookie = await signInOverHttp(base, 'owner@example.test');
      const response = await fetch(`${base}/login?next=${encodeURIComponent(next)}`, {
        redirect: 'manual',
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/admin');
      const page = await fetch(`${base}/login?next=${encodeURIComponent(next)}`).then((r) => r.text());
      expect(page).toContain('name="next" value="/admin"');
    });
  });

  describe("point 2: strangers' guesses slow the strangers, never the owner", () => {
    it('lets the owner in from a new address after wrong passwords from ten others', async () => {
      for (let n = 10; n < 20; n++)
        expect((await signInFrom(n, 'target@example.test', 'a wrong password')).status).toBe(401);
      const owner = await signInFrom(30, 'target@example.test', DESK_PASSWORD);
      expect(owner.status).toBe(302);
      expect(cookieFrom(owner.setCookies, 'dropwire.session_token')).toBeDefined();
    });

    it('makes one guessing client wait longer and longer, with Retry-After, while the owner gets in', async () => {
      for (let i = 0; i < 3; i++)
        expect((await signInFrom(40, 'target@example.test', `guess ${i}`)).status).toBe(401);
      const held = await signInFrom(40, 'target@example.test', DESK_PASSWORD);
      expect(held.status).toBe(429);
      expect(Number(held.retryAfter)).toBeGreaterThan(0);
      expect(held.html).toContain('Too many wrong passwords from here');
      expect((await signInFrom(41, 'target@example.test', DESK_PASSWORD)).status).toBe(302);
    });

    it('under attack from many addresses, keeps new devices out and lets the owner in from a known one', async () => {
      const first = await signInFrom(50, 'victim@example.test', DESK_PASSWORD);
      const device = cookieFrom(first.setCookies, 'dropwire.known_device');
      expect(device).toBeDefined();
      for (let n = 60; n < 85; n++) await signInFrom(n, 'victim@example.test', `guess from ${n}`);
      const stranger = await signInFrom(90, 'victim@example.test', DESK_PASSWORD);
      expect(stranger.status).toBe(429);
      expect(stranger.html).toContain('reset the password by e-mail');
      // The owner's browser, now at yet another address.
      expect((await signInFrom(91, 'victim@example.test', DESK_PASSWORD, device)).status).toBe(302);
    });
  });

  describe('point 10: client addresses are stored as keyed hashes', () => {
    it('keeps no hash that hashing every address of the network would find', async () => {
      await signInFrom(120, 'keyed@example.test', 'a wrong password');
      const { rows } = await database.pool.query<{ bucket: string; key_hash: string }>(
        'SELECT bucket, key_hash FROM rate_limit_events',
      );
      const stored = new Set(rows.map((row) => row.key_hash));
      // The key comes from the server's own secret (DATA_DIR/.auth-secret), which the database never holds.
      expect(stored).toContain(clientSender({ DATA_DIR: dataDir }, '127.0.0.120'));
      // An attacker with the table and without the key hashes all 256 addresses every way they can think of.
      const buckets = [...new Set(rows.map((row) => row.bucket))];
      for (let n = 0; n < 256; n++) {
        const address = `127.0.0.${n}`;
        for (const bucket of ['', ...buckets])
          for (const text of [
            address,
            `${bucket}\n${address}`,
            `${bucket}:${address}`,
            `client\n${address}`,
          ]) {
            const digest = createHash('sha256').update(text).digest();
            for (const encoded of [digest.toString('base64url'), digest.toString('hex')])
              for (const length of [22, 32, 43, 64]) expect(stored.has(encoded.slice(0, length))).toBe(false);
          }
      }
    });
  });
});
