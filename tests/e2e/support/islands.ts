import { expect, type Page } from '@playwright/test';
import { islandsReady } from './test';

export { islandsReady };

type MarkedWindow = Window & { answeredInPlace?: boolean };

/**
 * Runs `act` (a submission and the checks of its answer) and checks that the answer came in place: the page is
 * still the document it was, not one a plain POST loaded (which shows the same answer, so only this tells).
 */
export async function expectAnsweredInPlace(page: Page, act: () => Promise<void>) {
  await islandsReady(page);
  await page.evaluate(() => {
    (window as MarkedWindow).answeredInPlace = true;
  });
  await act();
  expect(await page.evaluate(() => (window as MarkedWindow).answeredInPlace)).toBe(true);
}

/**
 * Watches how many elements with this test id the reader sees once the page is marked as loading the next
 * list (app/components/list-loading.ts). Await it before the change that loads the list, then call what it
 * returns for the count. While a page load is under way the page cannot be queried, so the page reports it
 * itself, through its console.
 */
export async function watchWhileLoading(page: Page, testId: string): Promise<() => Promise<number>> {
  const prefix = `visible while loading ${testId}: `;
  const reported = page.waitForEvent('console', (message) => message.text().startsWith(prefix));
  await page.evaluate(
    ({ id, prefix }) => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-list-loading')) return;
        observer.disconnect();
        const shown = [...document.querySelectorAll(`[data-testid="${id}"]`)].filter((element) =>
          element.checkVisibility({ opacityProperty: false }),
        );
        console.log(`${prefix}${shown.length}`);
      });
      observer.observe(document.documentElement, { attributeFilter: ['data-list-loading'] });
    },
    { id: testId, prefix },
  );
  return async () => Number((await reported).text().slice(prefix.length));
}
