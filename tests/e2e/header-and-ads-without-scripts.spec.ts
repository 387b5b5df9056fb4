import { expect, test } from './support/test';

// A phone on a slow network uses the page before its scripts arrive: the header's menu and search, and the
// sticky ad's close button, work without them.
test.describe('on a phone, before scripts run', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu opens and closes, and lists every section', async ({ page }) => {
    await page.goto('/news');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Festivals', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Festivals', exact: true }).click();
    await expect(page).toHaveURL('/festivals');
  });

  test('the search button opens the search page, whose box searches', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('techno');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=techno(&|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “techno”');
  });

  test('the sticky ad closes, and gives its room back', async ({ page }) => {
    await page.goto('/');
    const sticky = page.locator('[data-ad-slot="sticky-bottom"]');
    await expect(sticky).toBeVisible();
    await page.getByLabel('Close advertisement').click();
    await expect(sticky).toBeHidden();
  });
});
