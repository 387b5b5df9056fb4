import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('home shows the hero and the three newest stories from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Dropwire');
  await expect(page.getByRole('heading', { level: 1, name: 'EDM News, AI-Powered' })).toBeVisible();
  for (const name of ['Explore Stories', 'Submit Tip', 'Newsletter']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  const latest = page.getByRole('region', { name: 'Latest Stories' });
  const cards = latest.getByRole('article');
  await expect(cards).toHaveCount(3);
  const firstHref = await cards.first().getByRole('link').getAttribute('href');
  expect(firstHref).toMatch(/^\/news\/[a-z0-9-]+$/);

  // The first card is the newest article on the News list too.
  await page.goto('/news');
  await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    firstHref!,
  );
});

test('home passes axe checks', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
});
