import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

test('charts show their type, title and first five entries, filtered by chart type and period', async ({
  page,
}) => {
  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts');
  // Three weekly types for three weeks, and two months of a monthly one.
  await expect(cards(page)).toHaveCount(11);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Top 10');
  await expect(first.getByRole('list').first().getByRole('listitem')).toHaveCount(5);
  await expect(first.getByRole('link', { name: /^View Full Chart \(10 tracks\)/ })).toBeVisible();
  // Sources open in a new tab; players wait for a click.
  const source = page.getByRole('link', { name: /^Source of / }).first();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener');
  await expect(page.locator('iframe')).toHaveCount(0);

  const periods = await page.getByLabel('Period').locator('option').allInnerTexts();
  expect(periods[0]).toBe('All periods');
  expect(periods.slice(1, 4).every((label) => /^Week \d{1,2}, \d{4}$/.test(label))).toBe(true);
  expect(
    periods.some((label) =>
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/.test(
        label,
      ),
    ),
  ).toBe(true);
  await expectNoAxeViolations(page);

  await islandsReady(page);
  await page.getByLabel('Chart type').selectOption('Trance');
  await expect(page).toHaveURL('/charts?type=Trance');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all())
    await expect(card.getByText('Trance', { exact: true })).toBeVisible();

  await islandsReady(page);
  await page.getByLabel('Period').selectOption({ label: periods[1]! });
  await expect(page).toHaveURL(/\/charts\?period=\d{4}-W\d{2}&type=Trance$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(periods[1]!);
  await page.goBack();
  await expect(page).toHaveURL('/charts?type=Trance');
  await expect(cards(page)).toHaveCount(3);
});

test('no chart for the filters says so, and Clear Filters shows them all again', async ({ page }) => {
  await page.goto('/charts?type=Polka');
  await expect(page.getByRole('heading', { name: 'No charts found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/charts');
  await expect(cards(page)).toHaveCount(11);
});

test('four skeletons show while the next charts load', async ({ page }) => {
  await page.goto('/charts');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/charts\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Chart type').selectOption('Melodic Techno');
  expect(await skeletons()).toBe(4);
  release();
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);
});

test('View Full Chart shows every entry with its movement, and plays one entry on request', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.startsWith('127.')) outside.push(request.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/charts');
  await page
    .getByRole('link', { name: /^View Full Chart \(10 tracks\)/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/charts\/melodic-techno-top-10-\d{4}-w\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Melodic Techno Top 10');
  const tracks = page.getByRole('region', { name: 'The tracks' });
  await expect(tracks.getByRole('list').first().locator(':scope > li')).toHaveCount(10);
  // Against last week's chart of the same type: moves up and down, new entries and unchanged ones, in words.
  await expect(tracks.getByText('Movement since')).toBeVisible();
  for (const words of [/^Up \d+ places?$/, /^Down \d+ places?$/, /^No change$/, /^New entry$/])
    await expect(tracks.getByText(words).first()).toBeAttached();
  await expectNoAxeViolations(page);

  expect(outside).toEqual([]);
  const play = tracks.getByRole('link', { name: /^Play / }).first();
  const name = (await play.innerText()).replace(/^Play /, '');
  // The control keeps its panel as its name changes (Play, then Close the player of).
  const control = tracks.locator(`a[aria-controls="${await play.getAttribute('aria-controls')}"]`);
  // One click plays: the row's control opens its panel with the player already loading.
  await islandsReady(page);
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const player = tracks.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
  await expect(player).toHaveAttribute('title', name);
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  await expectNoAxeViolations(page);
});

test('an unknown chart is a 404 that leads back to the charts', async ({ page }) => {
  const response = await page.goto('/charts/no-such-chart');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart Not Found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Charts' }).click();
  await expect(page).toHaveURL('/charts');
});
