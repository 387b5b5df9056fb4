import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the news list pages by 12 with a Load More link', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveTitle('News | Dropwire');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(/Showing 12 of \d+ articles/)).toBeVisible();
  await page.getByRole('link', { name: 'Load More Articles' }).click();
  await expect(page).toHaveURL('/news?page=2');
  await expect(cards(page)).toHaveCount(24);
  await expectNoAxeViolations(page);
});

test('filters are mirrored in the URL and the back button restores them', async ({ page }) => {
  await page.goto('/news');
  await page.getByLabel('Category').selectOption('tech');
  await expect(page).toHaveURL('/news?category=tech');
  await expect(cards(page).first()).toContainText('Tech');
  for (const card of await cards(page).all())
    await expect(card.getByText('Tech', { exact: true })).toBeVisible();

  await page.getByLabel('Sort by').selectOption('popular');
  await expect(page).toHaveURL('/news?category=tech&sort=popular');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(2);

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
  // A name from the demo news: two stories, each naming it in its headline or summary.
  await page.getByLabel('Search news').fill('Pinewave');
  await expect(page).toHaveURL('/news?search=Pinewave');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText(/pinewave/i);
  const badge = page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('link', { name: /Search: Pinewave/ });
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
  await expect(page.getByTestId('article-skeleton')).toHaveCount(0);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/news.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Category').selectOption('festivals');
  await expect(page.getByTestId('article-skeleton')).toHaveCount(6);
  release();
  await expect(page).toHaveURL('/news?category=festivals');
  await expect(page.getByTestId('article-skeleton')).toHaveCount(0);
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
