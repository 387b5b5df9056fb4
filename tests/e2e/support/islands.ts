import { expect, type Page } from '@playwright/test';

type MarkedWindow = Window & { answeredInPlace?: boolean };

/**
 * Waits until every island of the page runs (app/islands/hydrate-islands.tsx), so that what a test does next is
 * handled by the islands and not by the browser's plain form post. React marks each element it hydrated with a
 * `__reactContainer$…` property.
 */
export async function islandsReady(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dw-island')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
    ),
  );
}

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
