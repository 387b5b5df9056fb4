import { gzipSync } from 'node:zlib';
import { test as plainTest, type APIRequestContext, type ConsoleMessage } from '@playwright/test';
import { expect, test } from './support/test';

// Reader pages are rendered by the server and hydrated island by island (decision 034): no router, no loader
// data and no route modules reach the browser, and what does stays within the JavaScript budget.
for (const path of ['/', '/news']) {
  test(`${path} loads only its islands' JavaScript, under 100 KB gzipped, without errors`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
    expect(
      await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window),
    ).toBe(false);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);

    const gzipped = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(100 * 1024);

    // The header is an island: its search toggle works once hydrated.
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByPlaceholder('Search articles, artists, events...')).toBeFocused();
    expect(problems).toEqual([]);
  });
}

/** The first link on a list page to one of its entries: a detail page as a reader finds it. */
async function firstEntry(request: APIRequestContext, list: string) {
  const html = await (await request.get(list)).text();
  const path = new RegExp(`href="(${list}/[a-z0-9-]+)"`).exec(html)?.[1];
  expect(path, `an entry linked from ${list}`).toBeTruthy();
  return path!;
}

test('every kind of reader page hydrates its islands without an error or a warning', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lists = ['/news', '/releases', '/festivals', '/reviews', '/interviews', '/charts'];
  const entries = await Promise.all(lists.map((list) => firstEntry(request, list)));
  const paths = [
    '/',
    ...lists,
    ...entries,
    '/festivals?view=map',
    '/tech',
    '/gear-deals',
    '/search?q=techno',
    '/newsletter',
    '/contact',
    '/submit',
    '/advertise',
    '/about',
    '/login',
  ];
  for (const path of paths) {
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(error.message);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-islands', 'ready');
    // The islands answer: the reader's header toggles its search box (the sign-in page has the desk's chrome).
    if (path !== '/login') {
      await page.getByRole('button', { name: 'Open search' }).click();
      await expect(page.getByRole('button', { name: 'Close search' }), path).toBeVisible();
    }
    expect(problems, path).toEqual([]);
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
});

// Decision 081: a reader who only reads runs no React. The article's islands (the header, the grouping report,
// the newsletter form) work as the browser draws them, so they wait for the reader's first use; the house ads
// count their impressions without React.
plainTest('an article runs no React until the reader first uses the page', async ({ page, request }) => {
  const article = await firstEntry(request, '/news');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // What the page's beacons carry (Playwright does not show a beacon's body), read as the page sends them.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      void (body as Blob).text().then((text) => console.log(`beacon ${String(url)} ${text}`));
      return send(url, body);
    };
  });
  const beacon = page.waitForEvent('console', (message) => message.text().startsWith('beacon /ads/events'));
  await page.goto(article, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'waiting');
  // The entry alone: no island's code and no React DOM.
  expect(
    scripts.filter((script) => !script.includes('island-entry') && !script.includes('island-chunk')),
  ).toEqual([]);
  const reactDom = scripts.length;
  // The house ad in view is counted all the same, once half of it has been seen.
  const events = JSON.parse((await beacon).text().replace('beacon /ads/events ', '')) as unknown;
  expect(events).toMatchObject({ events: [{ kind: 'impression', slotKey: expect.any(String) }] });

  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  expect(scripts.length).toBeGreaterThan(reactDom);
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByPlaceholder('Search articles, artists, events...')).toBeFocused();
});

plainTest(
  'a click on the search button before React arrives opens the search page, as without scripts',
  async ({ page, request }) => {
    const article = await firstEntry(request, '/news');
    // React DOM held back: the header cannot have been hydrated when the click lands.
    await page.route(/island-hydrate-island/, () => undefined);
    await page.goto(article, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
  },
);
