import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the news list pages by 12 with a Load More link', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveTitle('News | Dropwire');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(/Showing 12 of \d+ articles/)).toBeVisible();
  await page.getByRole('link', { name: 'Load More Articles' }).click();
  // The link lands on the first story it added, not back at the top of the page.
  await expect(page).toHaveURL('/news?page=2#more');
  await expect(cards(page)).toHaveCount(24);
  await expect(page.locator('#more')).toBeInViewport();
  await expect(page.locator('#news-results > li').nth(12)).toHaveId('more');
  await expectNoAxeViolations(page);
});

test('filters are mirrored in the URL and the back button restores them', async ({ page }) => {
  await page.goto('/news');
  await islandsReady(page);
  await page.getByLabel('Category').selectOption('tech');
  await expect(page).toHaveURL('/news?category=tech');
  await expect(cards(page).first()).toContainText('Tech');
  for (const card of await cards(page).all())
    await expect(card.getByText('Tech', { exact: true })).toBeVisible();

  await islandsReady(page);
  await page.getByLabel('Sort by').selectOption('popular');
  await expect(page).toHaveURL('/news?category=tech&sort=popular');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(2);

  await islandsReady(page);
  await page.getByLabel('Category').selectOption('all');
  await expect(page).toHaveURL('/news?sort=popular');

  await page.goBack();
  await expect(page).toHaveURL('/news?category=tech&sort=popular');
  await expect(page.getByLabel('Category')).toHaveValue('tech');
  await expect(page.getByLabel('Sort by')).toHaveValue('popular');
  await page.goBack();
  await expect(page).toHaveURL('/news?category=tech');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('search narrows the list and a badge removes the filter', async ({ page }) => {
  await page.goto('/news');
  // A name from the demo news: two stories, each naming it in its headline (the club and the tour it opens).
  await islandsReady(page);
  await page.getByLabel('Search news').fill('Kiln');
  await expect(page).toHaveURL('/news?search=Kiln');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText(/kiln/i);
  const badge = page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('link', { name: /Search: Kiln/ });
  await badge.click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByLabel('Search news')).toHaveValue('');
});

test('no match shows the empty state and Clear All Filters resets everything', async ({ page }) => {
  await page.goto('/news?search=zzqxnothing&category=festivals&sort=oldest');
  await expect(page.getByRole('heading', { name: 'No articles found matching your criteria' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL('/news');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByLabel('Category')).toHaveValue('all');
});

test('six skeleton cards show only while the next list loads', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByTestId('article-skeleton').filter({ visible: true })).toHaveCount(0);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/news\?category=festivals/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'article-skeleton');
  await page.getByLabel('Category').selectOption('festivals');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page).toHaveURL('/news?category=festivals');
  await expect(page.getByTestId('article-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('the list view toggle switches layout and stays in the URL', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page).toHaveURL('/news?view=list');
  await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters submit as a plain form and Load More is a link', async ({ page }) => {
    await page.goto('/news');
    await page.getByLabel('Category').selectOption('tech');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/category=tech/);
    await expect(cards(page).first()).toContainText('Tech');
    await page.goto('/news');
    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect(cards(page)).toHaveCount(24);
  });
});
