import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown article slug shows the 404 page', async ({ page }) => {
  const response = await page.goto('/news/no-such-story-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});
