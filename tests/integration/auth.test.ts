import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { auditEvents, authSessions } from '../../app/db/schema/auth';
import { rateLimitEvents } from '../../app/db/schema/participation';
import { requestPasswordReset, resetPassword } from '../../app/domain/auth/password-reset.server';
import { signIn, signOut } from '../../app/domain/auth/sign-in.server';
import { FREE_FAILURES, UNDER_ATTACK_FAILURES } from '../../app/domain/auth/sign-in-throttle';
import { currentStaff } from '../../app/domain/auth/staff.server';
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffDisabled,
  setStaffRole,
} from '../../app/domain/auth/users.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { decodedBody } from '../fixtures/smtp-sink';
import { testServers, useTestDatabase } from '../support/test-database';

const PASSWORD = 'correct horse battery staple';

/** The session cookie a response sets, as a browser would send it back. */
function cookieFrom(headers: Headers): string {
  const cookies = headers.getSetCookie().map((line) => line.split(';')[0]!);
  const session = cookies.find((pair) => pair.startsWith('dropwire.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return session;
}

const requestWith = (cookie?: string) =>
  new Request('http://localhost:3000/admin', { headers: cookie ? { cookie } : {} });

describe.each(testServers())('desk accounts and sessions on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-auth-'));
  const services = {} as AppServices;
  const ip = (n: number) => `198.51.100.${n}`;

  it('creates accounts with hashed passwords, lists them, and refuses duplicates and short passwords', async () => {
    Object.assign(services, {
      db: database.db,
      config: loadConfig({ DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000' }),
      logger: createLogger('silent'),
    });
    const created = await createStaffAccount(services, {
      email: 'Ed@Example.test',
      role: 'editor',
      password: PASSWORD,
    });
    expect(created).toMatchObject({
      ok: true,
      user: { email: 'ed@example.test', role: 'editor', disabled: false },
    });
    expect(
      await createStaffAccount(services, { email: 'ed@example.test', role: 'admin', password: PASSWORD }),
    ).toEqual({
      ok: false,
      message: 'An account for ed@example.test exists already.',
    });
    expect(
      await createStaffAccount(services, { email: 'short@example.test', role: 'admin', password: 'short' }),
    ).toEqual({
      ok: false,
      message: 'The password needs at least 12 characters.',
    });
    await createStaffAccount(services, { email: 'ada@example.test', role: 'admin', password: PASSWORD });
    expect((await listStaffAccounts(database.db)).map((user) => [user.email, user.role])).toEqual([
      ['ada@example.test', 'admin'],
      ['ed@example.test', 'editor'],
    ]);
    const { rows } = await database.pool.query(`SELECT password FROM auth_accounts`);
    for (const row of rows) {
      expect(row.password).not.toContain(PASSWORD);
      expect(String(row.password).length).toBeGreaterThan(40);
    }
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'user.create'));
    expect(audit).toHaveLength(2);
  });

  it('signs in with a fresh session (never a planted one), and signing out kills the token', async () => {
    expect(
      await signIn(
        services,
        requestWith(),
        { email: 'ed@example.test', password: 'wrong password!!' },
        ip(1),
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const planted = 'dropwire.session_token=planted-by-an-attacker';
    const result = await signIn(
      services,
      requestWith(planted),
      { email: 'ED@example.test', password: PASSWORD },
      ip(1),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // http site; https sites get Secure (below)
    const cookie = cookieFrom(result.headers);
    expect(cookie).not.toBe(planted);
    expect(await currentStaff(services, requestWith(planted))).toBeUndefined();
    expect(await currentStaff(services, requestWith(cookie))).toMatchObject({
      email: 'ed@example.test',
      role: 'editor',
    });

    await signOut(services, requestWith(cookie));
    expect(await currentStaff(services, requestWith(cookie))).toBeUndefined();
  });

  it("slows a stranger's guesses with growing waits, while the owner signs in from elsewhere", async () => {
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const guess = (n: number, when: Date) =>
      signIn(
        services,
        requestWith(),
        { email: 'ada@example.test', password: 'not the password' },
        ip(n),
        when,
      );
    // The first failures from one client are answered at once; then each try must wait longer.
    for (let i = 0; i < FREE_FAILURES; i++)
      expect(await guess(10, at(0))).toEqual({ ok: false, reason: 'invalid' });
    expect(await guess(10, at(0))).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 2 });
    expect(await guess(10, at(3))).toEqual({ ok: false, reason: 'invalid' });
    expect(await guess(10, at(3))).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 4 });
    // The owner, from another address, is not held up by any of it.
    expect(
      await signIn(services, requestWith(), { email: 'ada@example.test', password: PASSWORD }, ip(11)),
    ).toMatchObject({ ok: true, step: 'session' });
    // Per client: 20 attempts a quarter hour, over any accounts.
    for (let i = 0; i < 20; i++)
      await signIn(services, requestWith(), { email: `nobody${i}@example.test`, password: 'x' }, ip(40));
    expect(
      await signIn(services, requestWith(), { email: 'someone@example.test', password: 'x' }, ip(40)),
    ).toEqual({ ok: false, reason: 'rate_limited_client' });
    await database.db.delete(rateLimitEvents);
  });

  it('under attack from many addresses, lets in only devices the account knows (or a reset link)', async () => {
    const known = await signIn(
      services,
      requestWith(),
      { email: 'ed@example.test', password: PASSWORD },
      ip(60),
    );
    if (!known.ok) throw new Error('sign-in failed');
    const deviceCookie = known.headers
      .getSetCookie()
      .find((line) => line.startsWith('dropwire.known_device='))!
      .split(';')[0]!;
    expect(known.headers.getSetCookie().join('\n')).toMatch(
      /dropwire\.known_device=.*Path=\/login.*HttpOnly/,
    );
    for (let i = 0; i < UNDER_ATTACK_FAILURES; i++)
      expect(
        await signIn(
          services,
          requestWith(),
          { email: 'ed@example.test', password: `guess ${i}` },
          ip(100 + i),
        ),
      ).toEqual({ ok: false, reason: 'invalid' });
    // A new address, even with the right password, is refused (before the password is looked at).
    expect(
      await signIn(services, requestWith(), { email: 'ed@example.test', password: PASSWORD }, ip(200)),
    ).toEqual({ ok: false, reason: 'under_attack' });
    // The owner's own browser still gets in, from any address.
    expect(
      await signIn(
        services,
        requestWith(deviceCookie),
        { email: 'ed@example.test', password: PASSWORD },
        ip(201),
      ),
    ).toMatchObject({ ok: true, step: 'session' });
    // A cookie made for another account, or forged, is no known device.
    const forged = deviceCookie.replace(/=.{5}/, '=AAAAA');
    expect(
      await signIn(services, requestWith(forged), { email: 'ed@example.test', password: PASSWORD }, ip(202)),
    ).toEqual({ ok: false, reason: 'under_attack' });
    await database.db.delete(rateLimitEvents);
  });

  it('sets roles, and a disabled account loses its sessions and cannot sign in', async () => {
    const first = await signIn(
      services,
      requestWith(),
      { email: 'ed@example.test', password: PASSWORD },
      ip(50),
    );
    if (!first.ok) throw new Error('sign-in failed');
    const cookie = cookieFrom(first.headers);
    expect(await setStaffRole(services, 'ed@example.test', 'admin')).toMatchObject({
      ok: true,
      user: { role: 'admin' },
    });
    expect(await currentStaff(services, requestWith(cookie))).toMatchObject({ role: 'admin' });
    expect(await setStaffRole(services, 'ghost@example.test', 'admin')).toEqual({
      ok: false,
      message: 'No account for ghost@example.test.',
    });
    await setStaffDisabled(services, 'ed@example.test', true);
    expect(await currentStaff(services, requestWith(cookie))).toBeUndefined();
    const user = (await listStaffAccounts(database.db)).find(
      (account) => account.email === 'ed@example.test',
    )!;
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([]);
    expect(
      await signIn(services, requestWith(), { email: 'ed@example.test', password: PASSWORD }, ip(51)),
    ).toEqual({
      ok: false,
      reason: 'disabled',
    });
    await setStaffDisabled(services, 'ed@example.test', false);
    expect(
      (await signIn(services, requestWith(), { email: 'ed@example.test', password: PASSWORD }, ip(52))).ok,
    ).toBe(true);
  });

  it('mails a one-time reset link to the outbox, and the link sets a new password and ends old sessions', async () => {
    const before = await signIn(
      services,
      requestWith(),
      { email: 'ed@example.test', password: PASSWORD },
      ip(60),
    );
    if (!before.ok) throw new Error('sign-in failed');
    await requestPasswordReset(services, requestWith(), 'nobody@example.test', ip(60));
    await requestPasswordReset(services, requestWith(), 'Ed@Example.test', ip(60));
    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1); // nothing is sent for an address without an account
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ed@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your Dropwire desk password$/m);
    const link = /http:\/\/localhost:3000\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(decodedBody(eml));
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(await resetPassword(services, token, 'short')).toEqual({ ok: false, reason: 'weak_password' });
    expect(await resetPassword(services, token, 'a brand new long password')).toEqual({
      ok: true,
      email: 'ed@example.test',
    });
    expect(await resetPassword(services, token, 'another brand new password')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect(await currentStaff(services, requestWith(cookieFrom(before.headers)))).toBeUndefined();
    expect(
      (
        await signIn(
          services,
          requestWith(),
          { email: 'ed@example.test', password: 'a brand new long password' },
          ip(61),
        )
      ).ok,
    ).toBe(true);
  });
});

describe('cookies on an https site', () => {
  it.each(testServers())('are Secure on $name', async (server) => {
    const { createTestDatabase } = await import('../support/test-database');
    const database = await createTestDatabase(server);
    try {
      const services = {
        db: database.db,
        config: loadConfig({
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-auth-')),
          SITE_URL: 'https://news.example.test',
        }),
        logger: createLogger('silent'),
      } as AppServices;
      await createStaffAccount(services, { email: 'ada@example.test', role: 'admin', password: PASSWORD });
      const result = await signIn(
        services,
        new Request('https://news.example.test/login'),
        { email: 'ada@example.test', password: PASSWORD },
        '198.51.100.9',
      );
      if (!result.ok) throw new Error('sign-in failed');
      expect(result.headers.getSetCookie().join('\n')).toMatch(/__Secure-dropwire\.session_token=.*Secure/);
    } finally {
      await database.drop();
    }
  });
});
