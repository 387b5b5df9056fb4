import { expect, test } from './support/test';
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

test('home shows only figures that mean something here, and the footer agrees on sources', async ({
  page,
}) => {
  await page.goto('/');
  const figures = page.getByRole('main').locator('dl > div');
  const texts = await figures.allInnerTexts();
  // A fresh demo: its sources are the demo's, its readers none yet (so that tile is not shown at all).
  expect(texts.map((text) => text.split('\n')[0]?.toLowerCase())).toEqual([
    'demo sources',
    'stories published',
    'told by 2+ sources',
    'new in 24 hours',
  ]);
  for (const text of texts) expect(text).not.toMatch(/\n0$/);
  await expect(figures.first()).toContainText('8');
  await expect(page.getByRole('contentinfo')).toContainText('8 Demo sources');
});

test('home passes axe checks', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
});
