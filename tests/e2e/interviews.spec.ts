import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test('the interviews list shows guests, a quote, and Watch or Read Interview on each card', async ({
  page,
}) => {
  await page.goto('/interviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interviews');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText(/^Showing 10 of 10 interviews$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Watch Interview/ })).toHaveCount(5);
  await expect(page.getByRole('link', { name: /^Read Interview/ })).toHaveCount(5);
  // The roundtable has four guests: two named, then the rest counted.
  await expect(page.getByText(/^[^,]+, [^,]+ \+2 more$/)).toBeVisible();
  // One page of ten: no pagination.
  await expect(page.getByRole('navigation', { name: 'Interview pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('search finds interviews by guest, and Clear Search brings them all back', async ({ page }) => {
  await page.goto('/interviews');
  const guest = (await cards(page).first().locator('p').first().innerText()).split(',')[0]!;
  await islandsReady(page);
  await page.getByLabel('Search interviews by title or guest').fill(guest);
  await expect(page).toHaveURL(`/interviews?q=${encodeURIComponent(guest).replace(/%20/g, '+')}`);
  await expect(cards(page).first()).toContainText(guest);
  for (const card of await cards(page).all()) await expect(card).toContainText(guest);

  await islandsReady(page);
  await page.getByLabel('Search interviews by title or guest').fill('zzqx nothing');
  await expect(page.getByRole('heading', { name: 'No interviews found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL('/interviews');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByLabel('Search interviews by title or guest')).toHaveValue('');
});

test('six skeletons show while the next list loads', async ({ page }) => {
  await page.goto('/interviews');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/interviews\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Search interviews by title or guest').fill('roundtable');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
});

test('an interview page loads its video only on a click, and folds its transcript', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.startsWith('127.')) outside.push(request.url());
  });
  // The player is never really fetched: a test never leaves loopback.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/interviews');
  await page
    .getByRole('link', { name: /^Watch Interview/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/interviews\/[a-z0-9-]+$/);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.getByRole('list', { name: 'Guests' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the Interviewer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^More from / })).toHaveAttribute(
    'href',
    /^\/author\/[a-z0-9-]+$/,
  );

  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('preload', 'none');
  await expect(audio).toHaveAttribute('src', /^\/audio\/interviews\/.+\.wav$/);
  await expect(audio).toContainText('Your browser does not support the audio element.');
  // The clip is a real file the server sends.
  expect((await page.request.get((await audio.getAttribute('src'))!)).headers()['content-type']).toMatch(
    /audio/,
  );

  const transcript = page.locator('details');
  await expect(transcript.getByText(/^Dropwire:/).first()).toBeHidden();
  await transcript.locator('summary').click();
  await expect(transcript.getByText(/^Dropwire:/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  expect(outside).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await islandsReady(page);
  await page.getByRole('link', { name: `Play ${title}` }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
  await expect(player).toBeFocused();
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

test('the transcript opens without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/interviews');
  await page
    .getByRole('link', { name: /^Watch Interview/ })
    .first()
    .click();
  await page.locator('details summary').click();
  await expect(
    page
      .locator('details')
      .getByText(/^Dropwire:/)
      .first(),
  ).toBeVisible();
  await context.close();
});

test('an unknown interview is a 404 that leads back to the interviews', async ({ page }) => {
  const response = await page.goto('/interviews/no-such-interview');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview Not Found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Interviews' }).click();
  await expect(page).toHaveURL('/interviews');
  await expect(cards(page)).toHaveCount(10);
});
