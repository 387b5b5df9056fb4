import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '~/db/schema/auth';
import {
  createStaffAccount,
  listStaffAccounts,
  passwordProblem,
  setStaffDisabled,
  setStaffRole,
  type StaffAccount,
} from '~/domain/auth/users.server';
import { resetSecondFactor } from '~/domain/auth/two-factor.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';
import { readPassword } from '../read-password';

const usage = `Usage:
  dropwire users create --email E --role admin|editor [--name N]
                    the password comes from DROPWIRE_PASSWORD, or is asked for
  dropwire users list [--json]
  dropwire users set-role --email E --role admin|editor
  dropwire users disable --email E
  dropwire users enable --email E
  dropwire users reset-2fa --email E
                    removes the account's second factor and ends its sessions, for an
                    owner who lost their authenticator app and recovery codes`;

const isRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

const line = (user: StaffAccount) =>
  [
    user.email.padEnd(32),
    (user.role ?? '-').padEnd(7),
    user.disabled ? 'disabled' : 'active  ',
    user.name,
  ].join(' ');

export async function runUsers(context: CommandContext): Promise<number> {
  const [action, ...rest] = context.args;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const needsEmail = action !== 'list';
  const needsRole = action === 'create' || action === 'set-role';
  if (!action || !['create', 'list', 'set-role', 'disable', 'enable', 'reset-2fa'].includes(action)) {
    console.error(usage);
    return 2;
  }
  if ((needsEmail && !values.email) || (needsRole && !isRole(values.role))) {
    console.error(
      needsRole && values.role && !isRole(values.role)
        ? `Unknown role "${values.role}": use admin or editor.\n`
        : '',
    );
    console.error(usage);
    return 2;
  }
  const password = action === 'create' ? await readPassword() : '';
  if (action === 'create') {
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 1;
    }
  }
  return withMigratedDatabase(context, async (database) => {
    const app = { config: context.config, logger: context.logger, db: database.db };
    if (action === 'list') {
      const users = await listStaffAccounts(database.db);
      if (values.json) console.log(JSON.stringify(users, null, 2));
      else if (users.length === 0)
        console.log('No accounts yet. Create one: npx dropwire users create --email E --role admin');
      else for (const user of users) console.log(line(user));
      return 0;
    }
    const email = values.email!;
    if (action === 'reset-2fa') {
      const reset = await resetSecondFactor(app, email);
      if (!reset.ok) {
        console.error(reset.message);
        return 1;
      }
      console.log(
        reset.hadOne
          ? `Removed the second factor of ${email.trim().toLowerCase()} and ended its sessions. At the next sign-in the password is enough, and the desk asks for a new set-up where REQUIRE_2FA requires one.`
          : `${email.trim().toLowerCase()} had no second factor; its sessions have ended.`,
      );
      return 0;
    }
    const role = values.role as StaffRole;
    const result =
      action === 'create'
        ? await createStaffAccount(app, { email, role, name: values.name, password })
        : action === 'set-role'
          ? await setStaffRole(app, email, role)
          : await setStaffDisabled(app, email, action === 'disable');
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    const verb = { create: 'Created', 'set-role': 'Updated', disable: 'Disabled', enable: 'Enabled' }[action];
    console.log(`${verb}: ${line(result.user)}`);
    return 0;
  });
}
