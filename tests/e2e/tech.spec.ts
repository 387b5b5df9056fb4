import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

// The Tech & Gear list on the demo data: tech news and gear items in one list, with its sidebar.

const list = (page: Page) => page.getByRole('list', { name: 'Tech news and gear', exact: true });
const cards = (page: Page) => list(page).locator(':scope > li:not(.col-span-full)');

test('tech news and gear share one list of 12, with an ad after every 6th card', async ({ page }) => {
  await page.goto('/tech');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tech & Gear');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(/^Showing 12 of \d+ items$/)).toBeVisible();
  // Both kinds: a story links to its article, a reviewed gear item to its review.
  await expect(list(page).locator('a[href^="/news/"]').first()).toBeVisible();
  await expect(list(page).locator('a[href^="/tech-gear/"]').first()).toBeVisible();
  // The slots follow the 6th and the 12th card, and keep their size before they fill.
  const items = list(page).locator(':scope > li');
  await expect(items.nth(6).locator('[data-ad-slot="inarticle-1"]')).toBeVisible();
  await expect(items.nth(13).locator('[data-ad-slot="inarticle-2"]')).toBeVisible();
  await expect(items.nth(6).locator('[data-ad-slot] > div')).toHaveCSS('height', '250px');
  await expectNoAxeViolations(page);
});

test('the sidebar trends tags, counts topics and links every deal through /go', async ({ page }) => {
  await page.goto('/tech');
  const trending = page.getByRole('region', { name: 'Trending in Tech' }).getByRole('link');
  await expect(trending.first()).toHaveAttribute('href', /^\/tags\/[\w-]+$/);
  const plugins = page
    .getByRole('region', { name: 'Popular Topics' })
    .getByRole('link', { name: /^Plugins/ });
  await expect(plugins).toContainText('2');
  const deals = page.getByRole('region', { name: 'Gear Deals' }).getByRole('link', { name: /^Check Deal/ });
  await expect(deals).not.toHaveCount(0);
  for (const deal of await deals.all()) {
    await expect(deal).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}$/);
    await expect(deal).toHaveAttribute('rel', 'sponsored noopener');
    await expect(deal).toHaveAttribute('target', '_blank');
  }
  // A topic is the category filter, and counts exactly what the filter shows.
  await plugins.click();
  await expect(page).toHaveURL('/tech?category=Plugins');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 2 items')).toBeVisible();
});

test('category, sort and search live in the URL; a gear card leads to its review on /tech-gear/', async ({
  page,
}) => {
  await page.goto('/tech');
  await islandsReady(page);
  await page.getByLabel('Category').selectOption('Plugins');
  await expect(page).toHaveURL('/tech?category=Plugins');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText('Plugins');
  await islandsReady(page);
  await page.getByLabel('Sort by').selectOption('popular');
  await expect(page).toHaveURL('/tech?category=Plugins&sort=popular');
  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  await islandsReady(page);
  await page.getByLabel('Category').selectOption('all');
  await islandsReady(page);
  await page.getByLabel('Search tech and gear').fill('wavecaster');
  await expect(page).toHaveURL('/tech?search=wavecaster');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: 'Ferrite Sound Wavecaster 2' }).click();
  await expect(page).toHaveURL('/tech-gear/ferrite-sound-wavecaster-2-review');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferrite Sound Wavecaster 2 review');
});

test('pages by 12 with links that work without the filters form', async ({ page }) => {
  await page.goto('/tech');
  await page
    .getByRole('navigation', { name: 'Tech & Gear pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL('/tech?page=2');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tech\?page=2$/);
  await expectNoAxeViolations(page);
});

test('six skeletons show while the next list loads', async ({ page }) => {
  await page.goto('/tech');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/tech\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Category').selectOption('Studio');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('no match shows the empty state, and Clear Filters resets the list', async ({ page }) => {
  await page.goto('/tech?search=zzqxnothing&category=AI&sort=popular');
  await expect(page.getByRole('heading', { name: 'No tech news or gear found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/tech');
  await expect(page.getByLabel('Search tech and gear')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(cards(page)).toHaveCount(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form submits as a plain GET', async ({ page }) => {
    await page.goto('/tech');
    await page.getByLabel('Category').selectOption('Plugins');
    await page.getByLabel('Sort by').selectOption('popular');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/tech?search=&category=Plugins&sort=popular');
    await expect(cards(page)).toHaveCount(2);
  });
});
