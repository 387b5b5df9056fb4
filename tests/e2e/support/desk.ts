import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../support/totp';
import { embeddedPgPortOf } from './ports';

/** The desk specs' own server (playwright.config.ts): what they change never reaches the readers' specs. */
export const deskPort = Number(process.env.E2E_PORT ?? 3210) + 2;

export type DeskRole = 'admin' | 'editor';

export const deskAccounts: Record<DeskRole, { email: string; password: string }> = {
  admin: { email: 'admin@desk.test', password: 'admin password for the e2e desk' },
  editor: { email: 'editor@desk.test', password: 'editor password for the e2e desk' },
};

/** Where the setup keeps each role's signed-in browser state; specs start from it (`test.use`). */
export const storageStateFor = (role: DeskRole) =>
  path.join(os.tmpdir(), `dropwire-e2e-${deskPort}-${role}.json`);

/**
 * Makes an account the way an operator does, with the CLI beside the running server (it uses that server's
 * embedded PostgreSQL). An account that exists already is left as it is.
 */
export async function createDeskAccount(role: DeskRole): Promise<void> {
  const { email, password } = deskAccounts[role];
  const child = spawn(
    process.execPath,
    ['cli/dropwire.js', 'users', 'create', '--email', email, '--role', role],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATA_DIR: path.join(os.tmpdir(), `dropwire-e2e-${deskPort}`),
        EMBEDDED_PG_PORT: String(embeddedPgPortOf(deskPort)),
        DROPWIRE_PASSWORD: password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0 && !output.includes('exists already'))
    throw new Error(`users create failed (${code}): ${output}`);
}

/** Where the setup keeps each role's authenticator key, as a phone keeps it, for later sign-ins. */
const authenticatorFor = (role: DeskRole) => path.join(os.tmpdir(), `dropwire-e2e-${deskPort}-${role}.totp`);

/**
 * Sets up two-factor sign-in on the account page, as a person does with an authenticator app: the password,
 * the key the page shows (typed into the app rather than scanned), then the app's first code.
 */
export async function setUpTwoFactorThroughPage(page: Page, role: DeskRole): Promise<void> {
  await page.goto('/admin/account');
  await page.getByLabel('Your password').fill(deskAccounts[role].password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.locator('code').first().textContent())!.replace(/\s+/g, '');
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  writeFileSync(authenticatorFor(role), key);
  await page.getByLabel('The code your app shows').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(
    page.getByText('Two-factor sign-in is on. Keep your recovery codes somewhere safe.'),
  ).toBeVisible();
}

/** Signs in through the login page, as a person does, with the app's code when the account asks for one. */
export async function signInThroughForm(page: Page, role: DeskRole, next = '/admin'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(deskAccounts[role].email);
  await page.getByLabel('Password').fill(deskAccounts[role].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname === '/login/two-factor') {
    const key = readFileSync(authenticatorFor(role), 'utf8');
    await page.getByLabel('Code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A code signs in once: right after another sign-in, the app's next code is the one to use.
    await page
      .waitForURL((url) => url.pathname !== '/login/two-factor', { timeout: 5_000 })
      .catch(async () => {
        await page.getByLabel('Code').fill(totpCode(key, Date.now(), 1));
        await page.getByRole('button', { name: 'Sign in' }).click();
      });
  }
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
}
