import { data, redirect, type RouterContextProvider } from 'react-router';
import { appServices, type AppServices } from '~/app-context.server';
import { staffRoles, type StaffRole } from '~/db/schema/auth';
import { authFor } from './auth.server';

/** A signed-in member of the desk. */
export type Staff = { id: string; email: string; name: string; role: StaffRole };

const isStaffRole = (role: unknown): role is StaffRole => staffRoles.includes(role as StaffRole);

/** The person signed in on this request, if any: an editor or an admin whose account is not disabled. */
export async function currentStaff(services: AppServices, request: Request): Promise<Staff | undefined> {
  const session = await (await authFor(services)).api.getSession({ headers: request.headers });
  const user = session?.user as
    { id: string; email: string; name: string; role?: string | null; banned?: boolean | null } | undefined;
  if (!user || user.banned || !isStaffRole(user.role)) return undefined;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

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
 * role (an editor on an admin-only part): 403. Never cached, by anyone.
 */
export async function requireStaff(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  role: StaffRole = 'editor',
): Promise<{ staff: Staff; services: AppServices }> {
  const services = context.get(appServices);
  const staff = await currentStaff(services, request);
  if (!staff)
    throw redirect(loginPathFor(request), { status: 303, headers: { 'Cache-Control': 'no-store' } });
  if (role === 'admin' && staff.role !== 'admin')
    throw data(
      { message: 'This part of the desk is for admins only.' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  return { staff, services };
}
