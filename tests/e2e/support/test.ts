import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once the page's islands (decision 034) answer clicks: `<html data-islands>` leaves `loading`, and those
 * waiting for a first use have been given one. A page loaded without scripts never sets it, so this returns at
 * once there.
 *
 * The islands' script sets the mark when it runs, a module script, so before `DOMContentLoaded`. After a
 * navigation that a change on the page started (a filter), the new document may not have run it yet, and
 * without the mark this would return at once: a select changed then had no handler, and the filter was lost
 * (festivals.spec.ts, once in 188 specs on a loaded machine). So it waits for `DOMContentLoaded` first (not
 * `load`, which waits for images a test may be holding back).
 */
export async function islandsReady(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.locator('html[data-islands="loading"]').waitFor({ state: 'detached' });
  // Islands that work without scripts wait for the reader's first touch, key or focus (decision 081). A test
  // acts as a reader who has started using the page, so it gives that first use at once; the islands spec
  // checks the page before it.
  if ((await page.locator('html').getAttribute('data-islands')) !== 'waiting') return;
  await page.evaluate(() => window.dispatchEvent(new Event('focusin')));
  await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test`, whose page waits for the islands after each load it is asked for. A reader page is
 * served whole and hydrated island by island after its `load` event, so a test acting at once could click
 * a button React has not reached yet (a reader would try again; a test would fail).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await islandsReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await islandsReady(page);
      return response;
    };
    page.goBack = async (...args: Parameters<Page['goBack']>) => {
      const response = await goBack(...args);
      await islandsReady(page);
      return response;
    };
    await use(page);
  },
});
