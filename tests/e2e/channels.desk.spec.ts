import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

test.describe('as an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('adds a webhook channel whose secret is never shown again, and the schedules list it', async ({
    page,
  }) => {
    const name = `Partner hook ${Date.now()}`;
    await page.goto('/admin/channels');
    await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Kind').selectOption('webhook');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address').fill('https://hooks.partner.invalid/dropwire');
    await page.getByLabel('Secret').fill('the-signing-secret-42');
    await page.getByLabel('festivals').check();
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByRole('status')).toContainText('Channel added');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Categories: festivals.');
    await expect(card).toContainText('0 posted, 0 waiting, 0 failed');
    await expect(page.locator('body')).not.toContainText('the-signing-secret-42');
    await expectNoAxeViolations(page);

    await page.goto('/admin/triggers');
    const social = page.getByRole('region', { name: 'Social posts on publish' });
    await expect(social).toContainText(name);
  });

  test('refuses a channel with the reasons', async ({ page }) => {
    await page.goto('/admin/channels');
    await page.getByLabel('Kind').selectOption('bluesky');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByText('A Bluesky handle such as news.bsky.social')).toBeVisible();
    await expect(page.getByText('Give the channel a name')).toBeVisible();
  });
});

test.describe('as an editor', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('channels are for admins only', async ({ page }) => {
    const response = await page.goto('/admin/channels');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  });
});
