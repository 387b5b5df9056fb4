// Issue 37, points 8 and 9: desk sessions end, staff see where they are signed in, and two-factor sign-in
// is set up and asked for as REQUIRE_2FA says; a real TOTP code is computed in the test, as a phone would.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireStaff } from '../../app/domain/auth/staff.server';
import { createAccount, DESK_PASSWORD, postForm } from '../support/desk-session';
import { deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { runCli, startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { secretOfUri, totpCode } from '../support/totp';
import { closeClients, cookieFrom, postFrom } from './loopback-clients';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.each(testServers().slice(0, 1))('desk sessions and two-factor sign-in on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-two-factor-'));
  let app: SpawnedProcess;
  let base: string;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false', DATA_DIR: dataDir });
    base = app.url;
    await createAccount(database, 'editor@example.test', 'editor');
    await createAccount(database, 'admin@example.test', 'admin');
  });

  afterAll(async () => {
    await closeClients();
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const get = (target: string, cookie?: string) =>
    fetch(`${base}${target}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

  async function passwordStep(n: number, email: string) {
    const answer = await postFrom(n, `${base}/login`, { email, password: DESK_PASSWORD, next: '/admin' });
    expect(answer.status).toBe(302);
    return answer;
  }

  describe('point 8: sessions end, and staff see where they are signed in', () => {
    it('shows each sign-in with its time, address and browser', async () => {
      const response = await fetch(`${base}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'User-Agent': FIREFOX },
        body: new URLSearchParams({ email: 'editor@example.test', password: DESK_PASSWORD, next: '/admin' }),
      });
      const cookie = cookieFrom(response.headers.getSetCookie(), 'dropwire.session_token')!;
      await passwordStep(7, 'editor@example.test');
      const page = await get('/admin/account', cookie).then((r) => r.text());
      expect(page).toContain('Where you are signed in');
      expect(page).toContain('Firefox on Linux');
      expect(page).toContain('127.0.0.1');
      expect(page).toContain('127.0.0.7');
      expect(page).toContain('(this one)');
      // Signing out everywhere else ends the other one.
      const ended = await postForm(base, '/admin/account', { intent: 'end-others' }, cookie);
      expect(await ended.text()).toContain('Signed out 1 other session.');
      const { rows } = await database.pool.query(
        "SELECT 1 FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id WHERE u.email = 'editor@example.test'",
      );
      expect(rows).toHaveLength(1);
    });

    it('ends a session left unused for the idle limit (12 hours) and one older than 7 days however used', async () => {
      const idle = cookieFrom(
        (await passwordStep(8, 'editor@example.test')).setCookies,
        'dropwire.session_token',
      )!;
      const old = cookieFrom(
        (await passwordStep(9, 'editor@example.test')).setCookies,
        'dropwire.session_token',
      )!;
      const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      expect((await get('/admin', idle)).status).toBe(200);
      const expiresBefore = await database.pool.query(
        'SELECT expires_at FROM auth_sessions WHERE token = $1',
        [tokenOf(old)],
      );
      await database.pool.query(
        "UPDATE auth_sessions SET last_used_at = now() - interval '13 hours', created_at = now() - interval '13 hours' WHERE token = $1",
        [tokenOf(idle)],
      );
      await database.pool.query(
        "UPDATE auth_sessions SET last_used_at = now() - interval '1 minute', created_at = now() - interval '7 days 1 hour' WHERE token = $1",
        [tokenOf(old)],
      );
      for (const cookie of [idle, old]) {
        const response = await get('/admin', cookie);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toMatch(/^\/login\?next=/);
      }
      const left = await database.pool.query('SELECT token FROM auth_sessions WHERE token = ANY($1)', [
        [tokenOf(idle), tokenOf(old)],
      ]);
      expect(left.rows).toHaveLength(0);
      // Use never pushes the absolute end back: the library is told not to renew sessions.
      expect(expiresBefore.rows[0].expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    });

    it('reads both limits from the configuration', async () => {
      const services = deskServices(database.db, { SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '1' });
      const { cookie } = await signedIn(services, 'editor', 'limits@example.test');
      const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      const layout = () => requireStaff(routeArgs(services, '/admin', { cookie }));
      await database.pool.query(
        "UPDATE auth_sessions SET last_used_at = now() - interval '1 hour' WHERE token = $1",
        [token],
      );
      await expect(layout()).resolves.toMatchObject({ staff: { email: 'limits@example.test' } });
      await database.pool.query(
        "UPDATE auth_sessions SET last_used_at = now() - interval '3 hours' WHERE token = $1",
        [token],
      );
      await expect(layout()).rejects.toMatchObject({ status: 303 });
    });
  });

  describe('point 9: two-factor sign-in', () => {
    let secret = '';
    let recoveryCodes: string[] = [];

    it('keeps an admin without a second factor on the account page until one is set up', async () => {
      const cookie = cookieFrom(
        (await passwordStep(20, 'admin@example.test')).setCookies,
        'dropwire.session_token',
      )!;
      for (const target of ['/admin', '/admin/sources', '/admin/audit', '/admin/content/releases']) {
        const response = await get(target, cookie);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/admin/account?setup=required');
      }
      const page = await get('/admin/account?setup=required', cookie).then((r) => r.text());
      expect(page).toContain('Set it up to go on to the desk.');
      // A desk action is refused the same way, and changes nothing.
      const action = await postForm(
        base,
        '/admin/sources',
        { intent: 'delete', id: crypto.randomUUID() },
        cookie,
      );
      expect(action.status).toBe(303);

      expect(
        (await postForm(base, '/admin/account', { intent: 'start', password: 'not it' }, cookie)).status,
      ).toBe(400);
      const started = await postForm(
        base,
        '/admin/account',
        { intent: 'start', password: DESK_PASSWORD },
        cookie,
      );
      const html = await started.text();
      const uri = /href="(otpauth:\/\/totp\/[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
      expect(uri).toContain('admin%40example.test');
      secret = secretOfUri(uri);
      recoveryCodes = [...html.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map(
        (match) => match[1]!,
      );
      expect(recoveryCodes).toHaveLength(10);
      expect(html).toContain('aria-label="QR code of the set-up link for your authenticator app"');

      const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
      expect(
        (await postForm(base, '/admin/account', { intent: 'confirm', code: wrong }, cookie)).status,
      ).toBe(400);
      const confirmed = await postForm(
        base,
        '/admin/account',
        { intent: 'confirm', code: totpCode(secret) },
        cookie,
      );
      expect(confirmed.status).toBe(302);
      const renewed = cookieFrom(confirmed.headers.getSetCookie(), 'dropwire.session_token')!;
      expect((await get('/admin', renewed)).status).toBe(200);
      const audit = await database.pool.query(
        "SELECT 1 FROM audit_events WHERE action = 'user.two_factor_enable'",
      );
      expect(audit.rows).toHaveLength(1);
    });

    it('asks for a code after the password, and starts no session before it', async () => {
      const password = await passwordStep(21, 'admin@example.test');
      expect(password.location).toBe('/login/two-factor?next=%2Fadmin');
      expect(cookieFrom(password.setCookies, 'dropwire.session_token')?.split('=')[1] ?? '').toBe('');
      const challenge = cookieFrom(password.setCookies, 'dropwire.two_factor')!;
      expect((await get('/admin', challenge)).status).toBe(303);
      const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
      const refused = await postFrom(
        21,
        `${base}/login/two-factor`,
        { code: wrong, next: '/admin' },
        challenge,
      );
      expect(refused.status).toBe(401);
      const passed = await postFrom(
        21,
        `${base}/login/two-factor`,
        { code: totpCode(secret), next: '/admin' },
        challenge,
      );
      expect(passed.status).toBe(302);
      expect(passed.location).toBe('/admin');
      const session = cookieFrom(passed.setCookies, 'dropwire.session_token')!;
      expect((await get('/admin', session)).status).toBe(200);

      // Seen over a shoulder, the same code does not sign in again; the app's next one does.
      const again = cookieFrom(
        (await passwordStep(21, 'admin@example.test')).setCookies,
        'dropwire.two_factor',
      )!;
      const replayed = await postFrom(
        21,
        `${base}/login/two-factor`,
        { code: totpCode(secret), next: '/admin' },
        again,
      );
      expect(replayed.status).toBe(401);
      expect(replayed.html).toContain('That code was used a moment ago.');
      const next = totpCode(secret, Date.now(), 1);
      expect(
        (await postFrom(21, `${base}/login/two-factor`, { code: next, next: '/admin' }, again)).status,
      ).toBe(302);
    });

    it('takes a recovery code once instead of the app', async () => {
      for (const expected of [302, 401]) {
        const challenge = cookieFrom(
          (await passwordStep(22, 'admin@example.test')).setCookies,
          'dropwire.two_factor',
        )!;
        const answer = await postFrom(
          22,
          `${base}/login/two-factor`,
          { code: recoveryCodes[0]!, next: '/admin' },
          challenge,
        );
        expect(answer.status).toBe(expected);
      }
    });

    it('lets an operator reset a lost second factor from the command line', async () => {
      const reset = runCli(['users', 'reset-2fa', '--email', 'admin@example.test'], {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      });
      expect(await reset.exited).toBe(0);
      expect(reset.stdout()).toContain('Removed the second factor of admin@example.test');
      const password = await passwordStep(23, 'admin@example.test');
      expect(password.location).toBe('/admin');
      const cookie = cookieFrom(password.setCookies, 'dropwire.session_token')!;
      expect((await get('/admin', cookie)).headers.get('location')).toBe('/admin/account?setup=required');
    });

    it('asks it of whom REQUIRE_2FA names: admins by default, everyone, or nobody', async () => {
      const check = async (setting: string, role: 'admin' | 'editor') => {
        const services = deskServices(database.db, { REQUIRE_2FA: setting });
        // Signed in with the password alone (as before any set-up), then the desk is asked for.
        const { cookie } = await signedIn(
          { ...services, config: { ...services.config, REQUIRE_2FA: 'off' } },
          role,
          `${setting}-${role}@example.test`,
        );
        return requireStaff(routeArgs(services, '/admin', { cookie })).then(
          () => 'desk',
          (thrown: Response) => thrown.headers.get('location'),
        );
      };
      expect(await check('admins', 'editor')).toBe('desk');
      expect(await check('admins', 'admin')).toBe('/admin/account?setup=required');
      expect(await check('all', 'editor')).toBe('/admin/account?setup=required');
      expect(await check('off', 'admin')).toBe('desk');
    });
  });
});
