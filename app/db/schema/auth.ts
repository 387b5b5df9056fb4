import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// better-auth's tables, as its CLI (`npx auth generate`, better-auth 1.7) writes them for our model names,
// with time zones on every timestamp. The library owns their rows; we read them only through its API,
// except the user list of the CLI and the desk.

export const staffRoles = ['admin', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** admin or editor (the admin plugin's role field). */
  role: text('role'),
  /** A disabled account (`users disable`): it cannot sign in and its sessions are gone. */
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: at('ban_expires'),
  /** The two-factor plugin's flag: set once an authenticator app's first code was verified. */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    /** When the desk last saw this session (ours, not the library's): a session idle too long ends. */
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    /** The library's password hash (scrypt). */
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/** An account's authenticator-app secret and recovery codes, both encrypted by the library. */
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** False from set-up until the first code from the app is verified. */
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: at('locked_until'),
  },
  (table) => [index('auth_two_factors_user_idx').on(table.userId)],
);

export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Every change made from the desk: who (kept by e-mail too, so it survives the account), what, the row
 * before and after, when. Written in the same transaction as the change it records.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: text('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A verb-noun such as article.publish, source.update, mapping.delete. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** A short human line ("Published “Title”"), shown in the log. */
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt.desc()),
    index('audit_events_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('audit_events_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_events_action_idx').on(table.action, table.createdAt.desc()),
  ],
);
