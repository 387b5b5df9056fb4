import { eq } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { authUsers } from '~/db/schema/auth';
import {
  clearRateLimit,
  clientSender,
  namedSender,
  rateLimits,
  recentAttempts,
  takeRateLimit,
  type Sender,
} from '~/domain/rate-limits/rate-limit.server';
import { clientKey } from '~/lib/client-address';
import { authFor } from './auth.server';
import { knownDeviceOf, rememberDevice } from './known-device.server';
import { recordSessionClient } from './sessions.server';
import { isUnderAttack, waitBeforeNextTry } from './sign-in-throttle';

export type SignInRefusal =
  | { ok: false; reason: 'invalid' | 'disabled' | 'rate_limited_client' | 'under_attack' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Signed in (`session`), or the password was right and a code from the authenticator app is next. */
export type SignInResult = { ok: true; step: 'session' | 'two_factor'; headers: Headers } | SignInRefusal;

/** better-auth's refusals carry a code in their body; anything without one is unexpected and rethrown. */
export const errorCodeOf = (error: unknown): string | undefined =>
  (error as { body?: { code?: unknown } } | undefined)?.body?.code as string | undefined;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

type Attempt = { device: string | undefined; tries: Sender; account: Sender };

/**
 * Who a sign-in attempt is counted as. A browser that signed in to the account before (`known-device`) is
 * counted on its own; anyone else by account and client address, so a stranger's failures slow the stranger.
 */
function attemptOf(services: AppServices, request: Request, email: string, clientIp: string): Attempt {
  const { config } = services;
  const device = knownDeviceOf(config, request, email);
  return {
    device,
    tries: device
      ? namedSender(config, 'sign-in-device', `${email}\n${device}`)
      : namedSender(config, 'sign-in-client', `${email}\n${clientKey(clientIp)}`),
    account: namedSender(config, 'sign-in-account', email),
  };
}

async function hasSecondFactor(services: AppServices, email: string): Promise<boolean> {
  const [row] = await services.db
    .select({ enabled: authUsers.twoFactorEnabled })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return Boolean(row?.enabled);
}

/** Whether this attempt may be made now; a refusal says why (and how long to wait). */
async function refusalBeforeTrying(
  services: AppServices,
  attempt: Attempt,
  email: string,
  clientIp: string,
  now: Date,
): Promise<SignInRefusal | undefined> {
  const { db, config } = services;
  // Every attempt from one client counts, whatever the account: nobody guesses fast across many accounts.
  if (
    !attempt.device &&
    !(await takeRateLimit(db, rateLimits.signInClient, clientSender(config, clientIp), now))
  )
    return { ok: false, reason: 'rate_limited_client' };
  const failures = await recentAttempts(db, rateLimits.signInFailures, attempt.tries, now);
  const wait = waitBeforeNextTry(failures.count, failures.last, now);
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: Math.ceil(wait / 1000) };
  if (attempt.device) return undefined;
  // Many failures from many addresses: a new device needs the second factor (or a reset link) to get in.
  // Refused before the password is checked, so the answer never tells a guesser they guessed right.
  const attack = await recentAttempts(db, rateLimits.signInAccountFailures, attempt.account, now);
  if (isUnderAttack(attack.count) && !(await hasSecondFactor(services, email)))
    return { ok: false, reason: 'under_attack' };
  return undefined;
}

async function recordFailure(services: AppServices, attempt: Attempt, now: Date): Promise<void> {
  await takeRateLimit(services.db, rateLimits.signInFailures, attempt.tries, now);
  if (!attempt.device)
    await takeRateLimit(services.db, rateLimits.signInAccountFailures, attempt.account, now);
}

/** Completes a sign-in that made a session: notes where from, and remembers this browser for the account. */
export async function sessionStarted(
  services: AppServices,
  request: Request,
  session: { token: string; email: string },
  clientIp: string,
  headers: Headers,
): Promise<Headers> {
  await recordSessionClient(services.db, session.token, {
    ip: clientIp,
    userAgent: request.headers.get('user-agent'),
  });
  headers.append('Set-Cookie', rememberDevice(services.config, request, session.email));
  return headers;
}

/**
 * Checks an e-mail and password within the limits (sign-in-throttle.ts) and starts a session, or, for an
 * account with a second factor, the short wait for its code. The returned headers set the cookie (httpOnly,
 * SameSite=Lax, Secure over https). A fresh session token is made on every sign-in, so a cookie planted
 * beforehand is never promoted to a signed-in session.
 */
export async function signIn(
  services: AppServices,
  request: Request,
  input: { email: string; password: string },
  clientIp: string,
  now = new Date(),
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const attempt = attemptOf(services, request, email, clientIp);
  const refusal = await refusalBeforeTrying(services, attempt, email, clientIp, now);
  if (refusal) return refusal;
  const auth = await authFor(services);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(services.db, rateLimits.signInFailures, attempt.tries);
    if ('twoFactorRedirect' in response && response.twoFactorRedirect)
      return { ok: true, step: 'two_factor', headers };
    const { token } = response as { token: string };
    return {
      ok: true,
      step: 'session',
      headers: await sessionStarted(services, request, { token, email }, clientIp, headers),
    };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'BANNED_USER') return { ok: false, reason: 'disabled' };
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'INVALID_PASSWORD') {
      await recordFailure(services, attempt, now);
      return { ok: false, reason: 'invalid' };
    }
    throw error;
  }
}

/** Ends the session of this request's cookie (its row is deleted, so the token is dead) and clears it. */
export async function signOut(services: AppServices, request: Request): Promise<Headers> {
  const auth = await authFor(services);
  try {
    const { headers } = await auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    // Signing out without a session is already done.
    if (errorCodeOf(error) === 'FAILED_TO_GET_SESSION') return new Headers();
    throw error;
  }
}
