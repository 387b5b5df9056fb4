import { z } from 'zod';
import { PASSWORD_RESET_MAIL_JOB } from '~/domain/auth/password-reset-job';
import { sendPasswordResetMail } from '~/domain/auth/password-reset.server';
import type { HandlerStarter } from '../handler-starter';

const payload = z.object({ email: z.email().max(254) });

/**
 * Sends the reset links `/login/forgot` asked for. The form answers before the mail is made (issue 37, point
 * 5): rendering and sending take long enough to tell, from the answer's timing, who has an account.
 */
export const startPasswordResetMail: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.work(PASSWORD_RESET_MAIL_JOB, async ([job]) => {
    const parsed = payload.safeParse(job?.data);
    if (!parsed.success) return logger.warn({ job: job?.id }, 'a password reset job without a valid address');
    await sendPasswordResetMail({ db, config, logger }, parsed.data.email);
  });
};
