import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady } from './support/islands';

/** The search page's own form (the header has a search button too). */
const submit = (page: Page) =>
  page.getByRole('search', { name: 'Search Dropwire' }).getByRole('button', { name: 'Search' }).click();

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('article') });

test.describe('with JavaScript', () => {
  test('finds demo content across kinds, marks the words that matched and passes axe', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await islandsReady(page);
    await page.getByLabel('Search for').fill('techno');
    await submit(page);
    await expect(page).toHaveURL(/\/search\?q=techno$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “techno”');
    await expect(page.getByRole('status')).toContainText(/\d+ results?/);
    await expect(results(page).first()).toBeVisible();
    // The word it was found by is marked in the title or snippet.
    await expect(results(page).first().locator('mark').first()).toHaveText(/^techno$/i);
    await expect(page.getByText('Release', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The marks keep their contrast in the dark theme too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test('filters by kind, and an article result leads to its page', async ({ page }) => {
    await page.goto('/search?q=techno');
    await islandsReady(page);
    await page.getByLabel('Type').selectOption('release');
    await submit(page);
    await expect(page).toHaveURL(/\/search\?q=techno&type=release$/);
    await expect(results(page).first()).toBeVisible();
    for (const result of await results(page).all()) {
      await expect(result.getByText('Release', { exact: true })).toBeVisible();
    }
    await islandsReady(page);
    await page.getByLabel('Type').selectOption('article');
    await submit(page);
    await expect(page).toHaveURL(/type=article/);
    // The address changes as the navigation commits; the new results are on screen a moment later.
    await expect(results(page).first().getByText('Article', { exact: true })).toBeVisible();
    const first = results(page).first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/news\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a misspelling finds nothing and suggests the word that does', async ({ page }) => {
    await page.goto('/search?q=moonharow');
    await expect(page.getByText('Nothing published matches “moonharow”.')).toBeVisible();
    const suggestion = page.getByRole('link', { name: 'moonharrow', exact: true });
    await expect(suggestion).toBeVisible();
    await expectNoAxeViolations(page);
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=moonharrow$/);
    await expect(page.getByLabel('Search for')).toHaveValue('moonharrow');
    await expect(results(page).first()).toContainText(/Moonharrow/);
  });

  test('bad parameters fall back to defaults instead of failing', async ({ page }) => {
    const response = await page.goto('/search?q=techno&type=podcast&category=polka&date=soon&page=-4');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Type')).toHaveValue('all');
    await expect(page.getByLabel('Published')).toHaveValue('any');
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form, the filters, the pages and the suggestions all work as plain links and GETs', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByLabel('Search for').fill('techno');
    await submit(page);
    await expect(page).toHaveURL(/\/search\?q=techno&type=all&category=all&date=any$/);
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/techno/i);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=techno&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).first()).toBeVisible();
    await page.getByLabel('Type').selectOption('festival');
    await page.getByLabel('Published').selectOption('year');
    await submit(page);
    await expect(page).toHaveURL(/\/search\?q=techno&type=festival&category=all&date=year$/);
    await expect(page.getByLabel('Type')).toHaveValue('festival');
    for (const result of await results(page).all()) {
      await expect(result.getByText('Festival', { exact: true })).toBeVisible();
    }
    await page.goto('/search?q=moonharow');
    await page.getByRole('link', { name: 'moonharrow', exact: true }).click();
    await expect(results(page).first()).toContainText(/Moonharrow/);
  });
});
