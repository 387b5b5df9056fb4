import { test as setup } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  createDeskAccount,
  setUpTwoFactorThroughPage,
  storageStateFor,
  type DeskRole,
  deskAccounts,
} from './support/desk';

// Each role signs in once; the desk specs reuse the session (sign-in attempts are rate limited).
for (const role of ['admin', 'editor'] as DeskRole[]) {
  setup(`an ${role} signs in`, async ({ page }) => {
    // An admin also sets up the second factor: four pages and two forms more than an editor.
    setup.setTimeout(90_000);
    await createDeskAccount(role);
    await page.goto('/login?next=%2Fadmin');
    await page.getByLabel('E-mail').fill(deskAccounts[role].email);
    await page.getByLabel('Password').fill(deskAccounts[role].password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Admins must sign in with a second factor (REQUIRE_2FA's default): the desk asks for it first.
    if (role === 'admin') {
      await expect(page).toHaveURL(/\/admin\/account\?setup=required$/);
      await setUpTwoFactorThroughPage(page, role);
      await page.goto('/admin');
    }
    await expect(page).toHaveURL(/\/admin$/);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
