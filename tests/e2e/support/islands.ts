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
