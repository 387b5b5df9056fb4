import { asc, eq } from 'drizzle-orm';
import type { AppServices } from '~/app-context.server';
import { authSessions, authUsers, type StaffRole } from '~/db/schema/auth';
import { authFor } from './auth.server';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-rules';
import { CLI_ACTOR, recordAudit, type AuditActor } from './audit.server';

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  disabled: boolean;
  createdAt: Date;
};

export type UserChange<T = StaffAccount> = { ok: true; user: T } | { ok: false; message: string };

export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

const columns = {
  id: authUsers.id,
  email: authUsers.email,
  name: authUsers.name,
  role: authUsers.role,
  banned: authUsers.banned,
  createdAt: authUsers.createdAt,
};

const toAccount = (row: { banned: boolean | null } & Omit<StaffAccount, 'disabled'>): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: Boolean(row.banned),
  createdAt: row.createdAt,
});

export async function listStaffAccounts(db: AppServices['db']): Promise<StaffAccount[]> {
  const rows = await db.select(columns).from(authUsers).orderBy(asc(authUsers.email));
  return rows.map(toAccount);
}

async function findByEmail(db: AppServices['db'], email: string) {
  const [row] = await db
    .select(columns)
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  return row ? toAccount(row) : undefined;
}

/** A desk account with a password hashed by the library; the e-mail is its sign-in name. */
export async function createStaffAccount(
  services: AppServices,
  input: { email: string; name?: string; role: StaffRole; password: string },
  actor: AuditActor = CLI_ACTOR,
): Promise<UserChange> {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, message: problem };
  if (await findByEmail(services.db, email))
    return { ok: false, message: `An account for ${email} exists already.` };
  const context = await (await authFor(services)).$context;
  const hash = await context.password.hash(input.password);
  const name = input.name?.trim() || email.split('@')[0]!;
  const user = await context.internalAdapter.createUser(
    { email, name, role: input.role, emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  const account = (await findByEmail(services.db, email))!;
  await recordAudit(services.db, actor, {
    action: 'user.create',
    entityType: 'user',
    entityId: account.id,
    summary: `Created the ${input.role} account ${email}`,
    after: { email, name, role: input.role },
  });
  return { ok: true, user: account };
}

export async function setStaffRole(
  services: AppServices,
  email: string,
  role: StaffRole,
  actor: AuditActor = CLI_ACTOR,
): Promise<UserChange> {
  const before = await findByEmail(services.db, email);
  if (!before) return { ok: false, message: `No account for ${email.trim().toLowerCase()}.` };
  await services.db.update(authUsers).set({ role, updatedAt: new Date() }).where(eq(authUsers.id, before.id));
  await recordAudit(services.db, actor, {
    action: 'user.set_role',
    entityType: 'user',
    entityId: before.id,
    summary: `Made ${before.email} ${role === 'admin' ? 'an admin' : 'an editor'}`,
    before: { role: before.role },
    after: { role },
  });
  return { ok: true, user: { ...before, role } };
}

/** Disables (or enables again) an account: a disabled one cannot sign in, and its sessions end at once. */
export async function setStaffDisabled(
  services: AppServices,
  email: string,
  disabled: boolean,
  actor: AuditActor = CLI_ACTOR,
): Promise<UserChange> {
  const before = await findByEmail(services.db, email);
  if (!before) return { ok: false, message: `No account for ${email.trim().toLowerCase()}.` };
  await services.db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({
        banned: disabled,
        banReason: disabled ? 'disabled by an operator' : null,
        updatedAt: new Date(),
      })
      .where(eq(authUsers.id, before.id));
    if (disabled) await tx.delete(authSessions).where(eq(authSessions.userId, before.id));
    await recordAudit(tx, actor, {
      action: disabled ? 'user.disable' : 'user.enable',
      entityType: 'user',
      entityId: before.id,
      summary: `${disabled ? 'Disabled' : 'Enabled'} the account ${before.email}`,
      before: { disabled: before.disabled },
      after: { disabled },
    });
  });
  return { ok: true, user: { ...before, disabled } };
}
