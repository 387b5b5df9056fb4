/** The job that sends a reset link; the form answers before it runs, so its timing tells nobody anything. */
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';
