import type { AppServices } from '~/app-context.server';
import { rateLimits, takeRateLimit } from '~/domain/participation/rate-limit.server';
import { authFor } from './auth.server';
import { errorCodeOf } from './sign-in.server';

/**
 * Sends a reset link when the address belongs to an account. The answer is the same either way, so the
 * form never tells who has an account; past the limits nothing is sent, and the answer still says the same.
 */
export async function requestPasswordReset(
  services: AppServices,
  email: string,
  clientIp: string,
): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!(await takeRateLimit(services.db, rateLimits.passwordReset, clientIp))) return;
  if (!(await takeRateLimit(services.db, rateLimits.passwordReset, `account:${address}`))) return;
  await (await authFor(services)).api.requestPasswordReset({ body: { email: address } });
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid_token' | 'weak_password' };

/** Sets a new password with a token from a reset e-mail; every session of the account ends. */
export async function resetPassword(
  services: AppServices,
  token: string,
  newPassword: string,
): Promise<ResetResult> {
  try {
    await (await authFor(services)).api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'INVALID_TOKEN') return { ok: false, reason: 'invalid_token' };
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
      return { ok: false, reason: 'weak_password' };
    throw error;
  }
}
