import { eq } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { authUsers, authVerifications } from '~/db/schema/auth';
import { clientSender, namedSender, rateLimits, takeRateLimit } from '~/domain/rate-limits/rate-limit.server';
import { clientKey } from '~/lib/client-address';
import { authFor } from './auth.server';
import { knownDeviceOf } from './known-device.server';
import { PASSWORD_RESET_MAIL_JOB } from './password-reset-job';
import { errorCodeOf, normaliseEmail } from './sign-in.server';

/**
 * Whether a reset link may be sent for this request. A browser that signed in to the account before counts
 * on its own (the owner's requests), so however many requests strangers make, the owner can still reset.
 * Anyone else is limited per client, per account and client, and per account (which bounds the mail any
 * crowd can send to one inbox: when that limit is reached, a link sent within the hour is still waiting in
 * the inbox, and stays valid until a reset is done).
 */
async function mayRequest(services: AppServices, request: Request, email: string, clientIp: string) {
  const { db, config } = services;
  const device = knownDeviceOf(config, request, email);
  if (device)
    return takeRateLimit(
      db,
      rateLimits.passwordResetKnownDevice,
      namedSender(config, 'reset-device', `${email}\n${device}`),
    );
  return (
    (await takeRateLimit(db, rateLimits.passwordReset, clientSender(config, clientIp))) &&
    (await takeRateLimit(
      db,
      rateLimits.passwordResetAccountClient,
      namedSender(config, 'reset-account-client', `${email}\n${clientKey(clientIp)}`),
    )) &&
    (await takeRateLimit(db, rateLimits.passwordResetAccount, namedSender(config, 'reset-account', email)))
  );
}

/**
 * A request for a reset link. The answer is the same whether or not the address has an account and whether
 * or not a limit was reached, and it comes before any mail is made: the link is sent by a job
 * (`sendPasswordResetMail`). Without a job queue (commands, tests) it is sent at once.
 */
export async function requestPasswordReset(
  services: AppServices,
  request: Request,
  email: string,
  clientIp: string,
): Promise<void> {
  const address = normaliseEmail(email);
  if (!(await mayRequest(services, request, address, clientIp))) return;
  if (services.jobs) await services.jobs.send(PASSWORD_RESET_MAIL_JOB, { email: address });
  else await sendPasswordResetMail(services, address);
}

/** Makes a reset link and e-mails it, when the address belongs to an account (the job's work). */
export async function sendPasswordResetMail(services: AppServices, email: string): Promise<void> {
  await (await authFor(services)).api.requestPasswordReset({ body: { email: normaliseEmail(email) } });
}

export type ResetResult =
  { ok: true; email: string } | { ok: false; reason: 'invalid_token' | 'weak_password' };

/** Sets a new password with a token from a reset e-mail; every session and every other reset link of the account ends. */
export async function resetPassword(
  services: AppServices,
  token: string,
  newPassword: string,
): Promise<ResetResult> {
  const [owner] = await services.db
    .select({ email: authUsers.email })
    .from(authVerifications)
    .innerJoin(authUsers, eq(authUsers.id, authVerifications.value))
    .where(eq(authVerifications.identifier, `reset-password:${token}`));
  try {
    await (await authFor(services)).api.resetPassword({ body: { token, newPassword } });
    return { ok: true, email: owner?.email ?? '' };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { ok: false, reason: 'invalid_token' };
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
      return { ok: false, reason: 'weak_password' };
    throw error;
  }
}
