import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { deskAccounts, signInThroughForm, storageStateFor } from './support/desk';

test('the desk asks for sign-in, signs in, says who is signed in, and signs out for good', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in to the desk' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail').fill(deskAccounts.editor.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail address and password do not match an account.',
  );
  await expect(page.getByLabel('E-mail')).toHaveValue(deskAccounts.editor.email);

  await page.getByLabel('Password').fill(deskAccounts.editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(deskAccounts.editor.email)).toBeVisible();
  // An editor is not shown the admin-only parts, and is refused them when asking anyway.
  await expect(
    page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?signed-out$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
});

test('a password reset answers the same for any address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill('nobody@desk.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing in and out works as plain form posts', async ({ page }) => {
    await signInThroughForm(page, 'admin', '/admin');
    await expect(page.getByText(deskAccounts.admin.email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?signed-out$/);
  });
});

test.describe('signed in as an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('the account page shows two-factor sign-in on and where the admin is signed in', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: deskAccounts.admin.email }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(
      page.getByText('On: signing in takes your password and a code from your authenticator app.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toContainText('(this one)');
    await expectNoAxeViolations(page);
  });

  test('the sign-in page sends a signed-in person on to the desk', async ({ page }) => {
    await page.goto('/login?next=%2Fadmin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Audit log' }),
    ).toBeVisible();
  });
});
