import { gzipSync } from 'node:zlib';
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
