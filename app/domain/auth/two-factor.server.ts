import { eq } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { authSessions, authTwoFactors, authUsers, authVerifications } from '~/db/schema/auth';
import {
  namedSender,
  rateLimits,
  recentAttempts,
  takeRateLimit,
} from '~/domain/rate-limits/rate-limit.server';
import { authFor } from './auth.server';
import { CLI_ACTOR, recordAudit, type AuditActor } from './audit.server';
import { errorCodeOf, normaliseEmail, sessionStarted } from './sign-in.server';

// Two-factor sign-in through better-auth's own plugin (TOTP, as authenticator apps make, with ten recovery
// codes). Set-up: the password again, then the first code from the app proves the secret was taken.

/** The token of the session cookie a response sets (the cookie is `token.signature`, URL-encoded). */
function sessionTokenOf(headers: Headers): string | undefined {
  const line = headers
    .getSetCookie()
    .find((cookie) => /^(__Secure-)?dropwire\.session_token=[^;]/.test(cookie));
  const value = line?.slice(line.indexOf('=') + 1).split(';')[0];
  return value ? decodeURIComponent(value).split('.')[0] : undefined;
}

/** Six digits from an app; anything else offered is tried as a recovery code (`xxxxx-xxxxx`). */
const isAppCode = (code: string) => /^\d{6}$/.test(code);

export type SecondFactorResult =
  { ok: true; headers: Headers } | { ok: false; reason: 'wrong_code' | 'used_code' | 'expired' | 'locked' };

/**
 * Whose sign-in the `two_factor` cookie waits on: the cookie is `identifier.signature`, and the library's
 * verification row of that identifier names the account. Read without checking the signature, only to
 * refuse a code that account used already; the library checks the cookie itself.
 */
async function challengedAccount(services: AppServices, request: Request): Promise<string | undefined> {
  const pair = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => /^(__Secure-)?dropwire\.two_factor=/.test(part));
  const value = pair ? decodeURIComponent(pair.slice(pair.indexOf('=') + 1)) : '';
  const identifier = value.slice(0, Math.max(0, value.lastIndexOf('.')));
  if (!identifier) return undefined;
  const [row] = await services.db
    .select({ userId: authVerifications.value })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, identifier));
  return row?.userId;
}

/**
 * The second step of a sign-in: a code from the app or a recovery code, against the signed `two_factor`
 * cookie the password step set (ten minutes, five wrong codes, then the password again). Starts the session.
 */
export async function verifySecondFactor(
  services: AppServices,
  request: Request,
  code: string,
  clientIp: string,
): Promise<SecondFactorResult> {
  const auth = await authFor(services);
  const trimmed = code.replace(/\s+/g, '');
  const account = isAppCode(trimmed) ? await challengedAccount(services, request) : undefined;
  const usedCode = account && namedSender(services.config, 'sign-in-code', `${account}\n${trimmed}`);
  if (usedCode && (await recentAttempts(services.db, rateLimits.usedSignInCodes, usedCode)).count > 0)
    return { ok: false, reason: 'used_code' };
  try {
    const { headers, response } = isAppCode(trimmed)
      ? await auth.api.verifyTOTP({ body: { code: trimmed }, headers: request.headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({
          body: { code: trimmed },
          headers: request.headers,
          returnHeaders: true,
        });
    const { token, user } = response as { token: string; user: { email: string } };
    if (usedCode) await takeRateLimit(services.db, rateLimits.usedSignInCodes, usedCode);
    return {
      ok: true,
      headers: await sessionStarted(
        services,
        request,
        { token, email: normaliseEmail(user.email) },
        clientIp,
        headers,
      ),
    };
  } catch (error) {
    const codeOf = errorCodeOf(error);
    if (codeOf === 'INVALID_CODE' || codeOf === 'INVALID_BACKUP_CODE')
      return { ok: false, reason: 'wrong_code' };
    if (codeOf === 'INVALID_TWO_FACTOR_COOKIE' || codeOf === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
      return { ok: false, reason: 'expired' };
    if (codeOf === 'ACCOUNT_TEMPORARILY_LOCKED') return { ok: false, reason: 'locked' };
    throw error;
  }
}

export type SetupStart =
  | { ok: true; uri: string; secret: string; recoveryCodes: string[] }
  | { ok: false; reason: 'wrong_password' | 'already_enabled' };

/** Makes a new secret for the signed-in account (not in force until `confirmSetup`): the app's link, the key, the recovery codes. */
export async function startSetup(
  services: AppServices,
  request: Request,
  password: string,
): Promise<SetupStart> {
  const auth = await authFor(services);
  try {
    const result = await auth.api.enableTwoFactor({
      body: { password, issuer: services.config.SITE_NAME },
      headers: request.headers,
    });
    const { totpURI, backupCodes } = result as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    return { ok: true, uri: totpURI, secret, recoveryCodes: backupCodes };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong_password' };
    if (code === 'TOTP_ALREADY_ENABLED') return { ok: false, reason: 'already_enabled' };
    throw error;
  }
}

/**
 * Puts a new secret in force with the first code the app shows. The library replaces the session on the
 * way (its user record changed), so the headers carry the new cookie.
 */
export async function confirmSetup(
  services: AppServices,
  request: Request,
  staff: { id: string; email: string },
  code: string,
  clientIp: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; reason: 'wrong_code' | 'no_setup' }> {
  const auth = await authFor(services);
  try {
    const { headers } = await auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, '') },
      headers: request.headers,
      returnHeaders: true,
    });
    await recordAudit(
      services.db,
      { id: staff.id, email: staff.email },
      {
        action: 'user.two_factor_enable',
        entityType: 'user',
        entityId: staff.id,
        summary: `Set up two-factor sign-in for ${staff.email}`,
      },
    );
    // The library answers with the old session's token; the new one is in the cookie it sets.
    const token = sessionTokenOf(headers);
    if (token) await sessionStarted(services, request, { token, email: staff.email }, clientIp, headers);
    return { ok: true, headers };
  } catch (error) {
    const codeOf = errorCodeOf(error);
    if (codeOf === 'INVALID_CODE') return { ok: false, reason: 'wrong_code' };
    if (codeOf === 'TOTP_NOT_ENABLED') return { ok: false, reason: 'no_setup' };
    throw error;
  }
}

/** Turns two-factor sign-in off for the signed-in account, with its password (only where REQUIRE_2FA allows). */
export async function turnOff(
  services: AppServices,
  request: Request,
  staff: { id: string; email: string },
  password: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; reason: 'wrong_password' }> {
  const auth = await authFor(services);
  try {
    const { headers } = await auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    await recordAudit(
      services.db,
      { id: staff.id, email: staff.email },
      {
        action: 'user.two_factor_disable',
        entityType: 'user',
        entityId: staff.id,
        summary: `Turned two-factor sign-in off for ${staff.email}`,
      },
    );
    return { ok: true, headers };
  } catch (error) {
    if (errorCodeOf(error) === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong_password' };
    throw error;
  }
}

/**
 * For an owner who lost their app and recovery codes (`dropwire users reset-2fa`): the account's second
 * factor is removed and every session ends; at the next sign-in the password is enough, and REQUIRE_2FA then
 * asks for a new set-up.
 */
export async function resetSecondFactor(
  services: AppServices,
  email: string,
  actor: AuditActor = CLI_ACTOR,
): Promise<{ ok: true; hadOne: boolean } | { ok: false; message: string }> {
  const address = normaliseEmail(email);
  return services.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: authUsers.id, enabled: authUsers.twoFactorEnabled })
      .from(authUsers)
      .where(eq(authUsers.email, address));
    if (!user) return { ok: false as const, message: `No account for ${address}.` };
    const removed = await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, user.id)).returning();
    await tx
      .update(authUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(authUsers.id, user.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    await recordAudit(tx, actor, {
      action: 'user.two_factor_reset',
      entityType: 'user',
      entityId: user.id,
      summary: `Removed the second factor of ${address} and ended its sessions`,
      before: { twoFactorEnabled: Boolean(user.enabled) },
      after: { twoFactorEnabled: false },
    });
    return { ok: true as const, hadOne: Boolean(user.enabled) || removed.length > 0 };
  });
}
