import type { StaffRole } from '../../app/db/schema/auth';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { deskServices } from './desk-requests';
import type { TestDatabase } from './test-database';

export const DESK_PASSWORD = 'a password long enough for tests';

/** Makes a desk account in the database a server runs on. */
export async function createAccount(database: TestDatabase, email: string, role: StaffRole): Promise<void> {
  const result = await createStaffAccount(deskServices(database.db), {
    email,
    role,
    password: DESK_PASSWORD,
  });
  if (!result.ok) throw new Error(result.message);
}

/** Signs in through the running server's login form, as a browser posts it; returns the session cookie. */
export async function signInOverHttp(baseUrl: string, email: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ email, password: DESK_PASSWORD, next: '/admin' }),
  });
  if (response.status !== 302)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('dropwire.session_token='));
  if (!session) throw new Error('sign-in set no session cookie');
  return session;
}
