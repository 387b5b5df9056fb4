import type { StaffRole } from '../../app/db/schema/auth';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { deskServices } from './desk-requests';
import type { TestDatabase } from './test-database';
import { secretOfUri, totpCode } from './totp';

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

/** Authenticator secrets of the accounts the helpers set up, by server and e-mail, as a phone keeps them. */
const authenticators = new Map<string, string>();

const cookiePair = (response: Response, name = 'dropwire.session_token') =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

/** A form post as a browser without JavaScript sends it. */
export const postForm = (baseUrl: string, path: string, form: Record<string, string>, cookie?: string) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form),
  });

/**
 * Sets up two-factor sign-in on the account page, as a person does: the password, the key from the page,
 * the first code. Returns the session cookie the set-up ends with, and keeps the key for later sign-ins.
 */
export async function setUpSecondFactor(
  baseUrl: string,
  email: string,
  cookie: string,
  password = DESK_PASSWORD,
): Promise<string> {
  const started = await postForm(baseUrl, '/admin/account', { intent: 'start', password }, cookie);
  const page = await started.text();
  const uri = /href="(otpauth:\/\/totp\/[^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!uri) throw new Error(`the account page showed no set-up link (status ${started.status})`);
  const secret = secretOfUri(uri);
  const confirmed = await postForm(
    baseUrl,
    '/admin/account',
    { intent: 'confirm', code: totpCode(secret) },
    cookie,
  );
  const renewed = cookiePair(confirmed);
  if (confirmed.status !== 302 || !renewed) throw new Error(`set-up answered ${confirmed.status}`);
  authenticators.set(`${baseUrl}\n${email}`, secret);
  return renewed;
}

/**
 * Signs in through the running server's login form, as a browser posts it, with the second factor when the
 * account has one (and setting one up first when the site requires it of the account); returns the session
 * cookie.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  cookie?: string,
  password = DESK_PASSWORD,
): Promise<string> {
  const response = await postForm(baseUrl, '/login', { email, password, next: '/admin' }, cookie);
  if (response.status !== 302)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  if (response.headers.get('location')?.startsWith('/login/two-factor')) {
    const secret = authenticators.get(`${baseUrl}\n${email}`);
    const challenge = cookiePair(response, 'dropwire.two_factor');
    if (!secret || !challenge) throw new Error(`no authenticator or challenge for ${email}`);
    // A code signs in once: after a sign-in a moment ago, the app's next code is the one to use.
    let verified = await postForm(
      baseUrl,
      '/login/two-factor',
      { code: totpCode(secret), next: '/admin' },
      challenge,
    );
    if (verified.status === 401)
      verified = await postForm(
        baseUrl,
        '/login/two-factor',
        { code: totpCode(secret, Date.now(), 1), next: '/admin' },
        challenge,
      );
    const session = cookiePair(verified);
    if (verified.status !== 302 || !session) throw new Error(`the second factor answered ${verified.status}`);
    return session;
  }
  const session = cookiePair(response);
  if (!session) throw new Error('sign-in set no session cookie');
  const desk = await fetch(`${baseUrl}/admin`, { redirect: 'manual', headers: { Cookie: session } });
  if (desk.headers.get('location')?.startsWith('/admin/account?setup=required'))
    return setUpSecondFactor(baseUrl, email, session, password);
  return session;
}
