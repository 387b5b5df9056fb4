import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady } from './support/islands';

test('home shows its sections in the spec’s order, each from the database', async ({ page }) => {
  await page.goto('/');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  const order = [
    'Trending this week',
    'Latest Stories',
    'Live Festival Tracker',
    'Trending Artists',
    'Featured Videos',
    'Gear Deals',
    'Social Buzz',
  ];
  const found = order.map((name) =>
    headings.findIndex((heading) => heading.toLowerCase() === name.toLowerCase()),
  );
  expect(found.every((index) => index >= 0)).toBe(true);
  expect([...found].sort((a, b) => a - b)).toEqual(found);

  const tracker = page.getByRole('region', { name: 'Live Festival Tracker' });
  await expect(tracker.getByRole('listitem').first()).toContainText(/Upcoming|Happening now|Ended/);
  await expect(
    page.getByRole('region', { name: 'Trending this week' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/tags\/[a-z0-9-]+$/);
  await expect(
    page
      .getByRole('region', { name: 'Gear Deals' })
      .getByRole('link', { name: /^Check Deal/ })
      .first(),
  ).toHaveAttribute('rel', 'sponsored noopener');
  // The demo's video channel and social accounts fill these two, through the newsroom as any source would.
  await expect(page.getByRole('region', { name: 'Featured Videos' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Social Buzz' }).getByText('Mastodon').first()).toBeVisible();
});

test('ad slots keep their size, and a house ad leads through its counted redirect to a page that exists', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.locator('[data-ad-slot="header-728x90"] > div');
  await expect(header).toHaveCSS('width', '728px');
  await expect(header).toHaveCSS('height', '90px');
  // Below the large breakpoint only.
  await expect(page.locator('[data-ad-slot="sticky-bottom"]')).toBeHidden();

  const link = page.locator('[data-ad-slot="inarticle-1"] a');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/ads\/[0-9a-f-]{36}\/click\?slot=inarticle-1$/);
  await link.click();
  await expect(page).not.toHaveURL(/\/ads\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone, slots take their mobile size and the sticky ad can be closed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto('/');
  const header = page.locator('[data-ad-slot="header-728x90"] > div');
  await expect(header).toHaveCSS('width', '320px');
  await expect(header).toHaveCSS('height', '100px');
  const sticky = page.locator('[data-ad-slot="sticky-bottom"]');
  await expect(sticky).toBeVisible();
  // At the foot of the page the sticky ad covers nothing: the footer's last line ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const bar = await page.locator('details:has([data-ad-slot="sticky-bottom"])').boundingBox();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
  await expectNoAxeViolations(page);
  await islandsReady(page);
  await page.getByLabel('Close advertisement').click();
  await expect(sticky).toBeHidden();
  await context.close();
});

test('the ads move nothing as the page loads (no layout shift)', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.02);
});

test('the newsletter band signs up through the newsletter’s own flow', async ({ page }) => {
  await page.goto('/');
  const band = page.getByRole('region', { name: /every Friday/ });
  await band.getByLabel('E-mail address').fill(`band-${randomUUID().slice(0, 8)}@example.test`);
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(band.getByRole('status')).toContainText("You're on the list");
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter band posts to /newsletter, which answers', async ({ page }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: /every Friday/ });
    await band.getByLabel('E-mail address').fill(`nojs-${randomUUID().slice(0, 8)}@example.test`);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    await expect(page.getByRole('status')).toContainText("You're on the list");
  });
});
