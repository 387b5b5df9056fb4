import type { AppServices } from '~/app-context.server';
import { clearRateLimit, rateLimits, takeRateLimit } from '~/domain/participation/rate-limit.server';
import { authFor } from './auth.server';

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: 'invalid' | 'disabled' | 'rate_limited_account' | 'rate_limited_client' };

/** better-auth's refusals carry a code in their body; anything without one is unexpected and rethrown. */
export const errorCodeOf = (error: unknown): string | undefined =>
  (error as { body?: { code?: unknown } } | undefined)?.body?.code as string | undefined;

/**
 * Checks an e-mail and password, within the limits per client and per account, and starts a session: the
 * returned headers set its cookie (httpOnly, SameSite=Lax, Secure over https). A fresh session token is made
 * on every sign-in, so a cookie planted beforehand is never promoted to a signed-in session.
 */
export async function signIn(
  services: AppServices,
  request: Request,
  input: { email: string; password: string },
  clientIp: string,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  if (!(await takeRateLimit(services.db, rateLimits.signInClient, clientIp)))
    return { ok: false, reason: 'rate_limited_client' };
  // Per account, each attempt is counted before the password is checked (so parallel guesses cannot slip
  // past the limit together) and the count is cleared when one succeeds: only failures lock an account.
  const account = `account:${email}`;
  if (!(await takeRateLimit(services.db, rateLimits.signInAccount, account)))
    return { ok: false, reason: 'rate_limited_account' };
  const auth = await authFor(services);
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearRateLimit(services.db, rateLimits.signInAccount, account);
    return { ok: true, headers };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'BANNED_USER') return { ok: false, reason: 'disabled' };
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'INVALID_PASSWORD')
      return { ok: false, reason: 'invalid' };
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
