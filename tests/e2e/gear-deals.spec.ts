import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';
import { withE2eDatabase } from './support/e2e-database';

test('the gear deals page lists the live deals, each Check Deal a sponsored link through /go', async ({
  page,
}) => {
  await page.goto('/gear-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Gear Deals' })).toBeVisible();
  for (const badge of ['Live Deals', 'Updated Today', 'Trusted Partners'])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.locator('[data-ad-slot="GEAR_DEALS_TOP"]')).toBeVisible();
  await expect(page.locator('[data-ad-slot="GEAR_DEALS_BOTTOM"]')).toBeAttached();

  const cards = page.getByRole('main').locator('li[id^="deal-"]');
  await expect(cards).toHaveCount(6);
  // The demo's deal that ended two days ago is not offered.
  await expect(page.getByText('Pocket Bass')).toHaveCount(0);
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Aalto Monitors AH 25 headphones');
  await expect(first).toContainText('−20%');
  await expect(first).toContainText('$119');
  await expect(first).toContainText('$149');
  await expect(first).toContainText('4.9 out of 5');
  await expect(first).toContainText('Free shipping');
  const links = page.getByRole('link', { name: /^Check Deal/ });
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}$/);
  }
  await expectNoAxeViolations(page);
});

test('Check Deal opens a new tab on the counted redirect, which answers the shop’s address', async ({
  page,
  context,
}) => {
  // Playwright does not route the request a redirect leads to, so the redirect itself is fetched here and
  // the tab given a stand-in page: the shop's host is never looked up.
  const redirects: { location: string | undefined; referer: string | undefined }[] = [];
  const outside: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(test.info().project.use.baseURL!)) outside.push(request.url());
  });
  await context.route(/\/go\/[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    redirects.push({
      location: response.headers().location,
      referer: route.request().headers().referer,
    });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title><h1>Shop</h1>' });
  });
  await page.goto('/gear-deals');
  const link = page.getByRole('link', { name: /^Check Deal.*Varden Electronics VR-8S/ });
  const linkId = (await link.getAttribute('href'))!.split('/').pop()!;
  const clicks = () =>
    withE2eDatabase(test.info().project.use.baseURL!, async (db) => {
      const { rows } = await db.query<{ page: string | null }>(
        'SELECT page FROM affiliate_clicks WHERE link_id = $1 ORDER BY created_at',
        [linkId],
      );
      return rows;
    });
  const before = await clicks();

  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/go/${linkId}`);
  expect(redirects).toEqual([
    { location: 'https://shop.example/vr-8s', referer: `${test.info().project.use.baseURL}/gear-deals` },
  ]);
  // A new tab without a handle on ours.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect.poll(async () => (await clicks()).length).toBe(before.length + 1);
  expect((await clicks()).at(-1)).toEqual({ page: '/gear-deals' });
  expect(outside).toEqual([]);
});

test('deal alerts subscribe to the newsletter’s deals topic', async ({ page }) => {
  await page.goto('/gear-deals');
  const alerts = page.getByRole('region', { name: 'Deal alerts' });
  await expectAnsweredInPlace(page, async () => {
    await alerts.getByLabel('E-mail address').fill(`deals-${randomUUID()}@example.test`);
    await alerts.getByRole('button', { name: 'Subscribe to Deal Alerts' }).click();
    await expect(alerts.getByRole('status')).toContainText("You're on the list for deal alerts");
  });
  await expect(page).toHaveURL(/\/gear-deals$/);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('deal alerts land on the newsletter page with its answer', async ({ page }) => {
    await page.goto('/gear-deals');
    const alerts = page.getByRole('region', { name: 'Deal alerts' });
    await alerts.getByLabel('E-mail address').fill(`no-scripts-${randomUUID()}@example.test`);
    await alerts.getByRole('button', { name: 'Subscribe to Deal Alerts' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  });
});

test('on a phone the deals stack and nothing overflows', async ({ browser }) => {
  // The site's default dark theme, where the desktop tests above check the light one.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    isMobile: true,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto('/gear-deals');
  await expect(page.getByRole('link', { name: /^Check Deal/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
