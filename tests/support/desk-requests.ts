import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import { appServices, type AppServices } from '../../app/app-context.server';
import type { Database } from '../../app/db/client.server';
import { signIn } from '../../app/domain/auth/sign-in.server';
import { confirmSetup, startSetup } from '../../app/domain/auth/two-factor.server';
import { secondFactorRequired } from '../../app/domain/auth/two-factor-policy';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { totpCode } from './totp';

function sessionCookieOf(headers: Headers): string {
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('dropwire.session_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** The services a web process hands its routes, over a test database, with extra configuration if asked. */
export function deskServices(db: Database, env: Record<string, string> = {}): AppServices {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-'));
  return {
    db,
    config: loadConfig({ DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000', ...env }),
    logger: createLogger('silent'),
  };
}

/**
 * Signs an existing account in through the sign-in domain function, as the login form does; an account the
 * site asks a second factor of sets one up first, as the desk makes it do at its first sign-in. The cookie a
 * browser would send back.
 */
export async function signInCookie(
  services: AppServices,
  account: { id: string; email: string; role: 'admin' | 'editor'; password: string },
  clientIp = '192.0.2.1',
): Promise<string> {
  const { email, password } = account;
  const result = await signIn(
    services,
    new Request('http://localhost:3000/login'),
    { email, password },
    clientIp,
  );
  if (!result.ok || result.step !== 'session') throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  const cookie = sessionCookieOf(result.headers);
  if (!secondFactorRequired(services.config.REQUIRE_2FA, account.role)) return cookie;
  const asSignedIn = new Request('http://localhost:3000/admin/account', { headers: { cookie } });
  const setup = await startSetup(services, asSignedIn, password);
  if (!setup.ok) throw new Error(`two-factor set-up failed: ${setup.reason}`);
  const confirmed = await confirmSetup(services, asSignedIn, account, totpCode(setup.secret), clientIp);
  if (!confirmed.ok) throw new Error(`two-factor set-up failed: ${confirmed.reason}`);
  return sessionCookieOf(confirmed.headers);
}

/** Makes a desk account and signs it in; the cookie a browser would send back. */
export async function signedIn(
  services: AppServices,
  role: 'admin' | 'editor',
  email = `${role}@desk.test`,
): Promise<{ cookie: string; id: string; email: string }> {
  const password = `${role} password for the desk tests`;
  const created = await createStaffAccount(services, { email, role, password });
  if (!created.ok) throw new Error(created.message);
  const cookie = await signInCookie(services, { id: created.user.id, email, role, password });
  return { cookie, id: created.user.id, email };
}

/** The arguments React Router gives a loader or an action, for a request to `path` with this cookie. */
export function routeArgs(
  services: AppServices,
  path: string,
  options: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const context = new RouterContextProvider();
  context.set(appServices, services);
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {});
  const request = options.form
    ? new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(options.form),
      })
    : new Request(`http://localhost:3000${path}`, { headers });
  // The routes read these three; the rest of React Router's arguments play no part here.
  return { request, context, params: options.params ?? {} } as never;
}

/** What a desk action answered: `data(body, { status })`, read back. */
export function answerOf<T>(result: unknown): { status: number; body: T } {
  const value = result as { data?: T; init?: { status?: number } | null };
  return { status: value.init?.status ?? 200, body: value.data as T };
}
