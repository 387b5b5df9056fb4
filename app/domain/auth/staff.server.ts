import { data, redirect, type RouterContextProvider } from 'react-router';
import { appServices, type AppServices } from '~/app-context.server';
import { staffRoles, type StaffRole } from '~/db/schema/auth';
import { authFor } from './auth.server';
import { keepSessionAlive } from './sessions.server';
import { ACCOUNT_PATH, secondFactorRequired } from './two-factor-policy';

/** A signed-in member of the desk. */
export type Staff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  twoFactorEnabled: boolean;
};

const isStaffRole = (role: unknown): role is StaffRole => staffRoles.includes(role as StaffRole);

type SessionUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  banned?: boolean | null;
  twoFactorEnabled?: boolean | null;
};

/**
 * The person signed in on this request, if any: an editor or an admin whose account is not disabled, on a
 * session within its idle and absolute limits (a session past them is ended here).
 */
export async function currentStaff(services: AppServices, request: Request): Promise<Staff | undefined> {
  const found = await (await authFor(services)).api.getSession({ headers: request.headers });
  const user = found?.user as SessionUser | undefined;
  if (!found || !user || user.banned || !isStaffRole(user.role)) return undefined;
  if (!(await keepSessionAlive(services.db, found.session, services.config))) return undefined;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    sessionId: found.session.id,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

const isAccountPage = (request: Request) => {
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return path.toLowerCase() === ACCOUNT_PATH;
};

function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  // A client-side navigation asks for `/admin/x.data`; after signing in the person wants the page itself.
  const path = url.pathname.replace(/\.data$/, '') || '/admin';
  url.searchParams.delete('_routes');
  const next = `${path}${url.search}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * The first line of every desk loader and action: the signed-in editor or admin, or the request ends here.
 * Nobody signed in: a redirect to the login page (which returns here afterwards). Signed in without the
 * role (an editor on an admin-only part): 403. Signed in without the second factor REQUIRE_2FA asks of the
 * role: a redirect to the account page to set it up. Never cached, by anyone.
 */
export async function requireStaff(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  role: StaffRole = 'editor',
): Promise<{ staff: Staff; services: AppServices }> {
  const services = context.get(appServices);
  const staff = await currentStaff(services, request);
  if (!staff)
    throw redirect(loginPathFor(request), { status: 303, headers: { 'Cache-Control': 'no-store' } });
  // REQUIRE_2FA: without a second factor yet, the account page (to set one up) is all of the desk there is.
  if (
    !staff.twoFactorEnabled &&
    secondFactorRequired(services.config.REQUIRE_2FA, staff.role) &&
    !isAccountPage(request)
  )
    throw redirect(`${ACCOUNT_PATH}?setup=required`, {
      status: 303,
      headers: { 'Cache-Control': 'no-store' },
    });
  if (role === 'admin' && staff.role !== 'admin')
    throw data(
      { message: 'This part of the desk is for admins only.' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  return { staff, services };
}
