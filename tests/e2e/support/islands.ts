import type { Page } from '@playwright/test';

/**
 * Waits until every island on the page has been handed to React (decision 033): reader pages are server
 * markup, and an island's handlers exist only once `hydrate-islands.tsx` has loaded React DOM and the
 * island's code. React marks the element it hydrates into; from then on it also replays a click or a change
 * that comes before hydration ends. Use before interacting with an island right after a page load.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dw-island')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
    ),
  );
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
