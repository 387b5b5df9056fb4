import type { Database } from '~/db/client.server';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from '~/db/schema/auth';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { siteSecret } from '~/lib/secret-file.server';
import { createElement } from 'react';
import { PasswordResetEmail, passwordResetSubject } from '~/domain/mail/emails/password-reset-email';
import { mailerFor, type Mailer } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { sendMail } from '~/domain/mail/send-mail.server';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';
import { endResetLinks } from './reset-links.server';

const RESET_LINK_MINUTES = 60;
/** The page a reset link opens; better-auth's own handler is never mounted (decision 024). */
const RESET_PATH = '/login/reset';

type AuthServices = { db: Database; config: Config; logger: Logger };

/**
 * better-auth, loaded by the first sign-in or desk request rather than when the server starts: it is several
 * megabytes of code and heap that a process serving readers never uses (docs/decisions/026-server-memory-under-load.md).
 */
async function loadLibrary() {
  const [{ betterAuth }, { drizzleAdapter }, { admin, twoFactor }] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins'),
  ]);
  return { betterAuth, drizzleAdapter, admin, twoFactor };
}

type Library = Awaited<ReturnType<typeof loadLibrary>>;

function buildAuth(
  { betterAuth, drizzleAdapter, admin, twoFactor }: Library,
  { db, config, logger }: AuthServices,
  mailer: Mailer,
) {
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.SITE_URL,
    secret: siteSecret(config).toString('utf8'),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        auth_users: authUsers,
        auth_sessions: authSessions,
        auth_accounts: authAccounts,
        auth_verifications: authVerifications,
        auth_rate_limits: authRateLimits,
        auth_two_factors: authTwoFactors,
      },
    }),
    user: { modelName: 'auth_users' },
    // A session ends SESSION_MAX_DAYS after its sign-in whatever happens (the cookie's lifetime too), so the
    // library never extends it; the idle limit is ours (sessions.server.ts keeps `lastUsedAt`).
    session: {
      modelName: 'auth_sessions',
      expiresIn: config.SESSION_MAX_DAYS * 86_400,
      disableSessionRefresh: true,
      additionalFields: { lastUsedAt: { type: 'date', required: false, input: false } },
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    // Our sign-in action limits attempts per account and per client across every web process (the
    // library's limiter keys on the address alone and guards only its own HTTP handler, which we do not mount).
    rateLimit: { enabled: false, modelName: 'auth_rate_limits' },
    emailAndPassword: {
      enabled: true,
      // Accounts are made by operators (`dropwire users create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // One reset ends them all: links sent before (to a mailbox someone else may read) die with it.
      onPasswordReset: ({ user }) => endResetLinks(db, user.id),
      async sendResetPassword({ user, token }) {
        const link = new URL(RESET_PATH, config.SITE_URL);
        link.searchParams.set('token', token);
        const body = await renderEmail(
          createElement(PasswordResetEmail, {
            siteName: config.SITE_NAME,
            link: link.toString(),
            minutes: RESET_LINK_MINUTES,
          }),
        );
        // Recorded as sent or failed with the reason; the person sees the same answer either way.
        await sendMail(db, mailer, {
          kind: 'password_reset',
          to: user.email,
          subject: passwordResetSubject(config.SITE_NAME),
          ...body,
        });
      },
    },
    plugins: [
      admin({ adminRoles: ['admin'] }),
      // Authenticator apps (TOTP) with recovery codes; a sign-in that passes the password then waits for
      // a code (the signed `two_factor` cookie lives ten minutes, five wrong codes end it).
      twoFactor({ issuer: config.SITE_NAME, twoFactorTable: 'auth_two_factors' }),
    ],
    advanced: {
      cookiePrefix: 'dropwire',
      // Secure cookies whenever the site is served over https, whatever NODE_ENV says.
      useSecureCookies: config.SITE_URL.startsWith('https://'),
      // The library would read the client's address from forwarding headers anyone can send; sessions.server.ts
      // records the address Express settled on under TRUST_PROXY instead.
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => logger[level]({ module: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per database handle: routes get the process's services on every request.
const instances = new WeakMap<Database, Promise<Auth>>();

/** The better-auth instance of these services, made on first use with the configured mail transport. */
export function authFor(services: AuthServices, mailer?: Mailer): Promise<Auth> {
  let auth = instances.get(services.db);
  if (!auth) {
    auth = loadLibrary().then((library) =>
      buildAuth(library, services, mailer ?? mailerFor(services.config)),
    );
    instances.set(services.db, auth);
  }
  return auth;
}
