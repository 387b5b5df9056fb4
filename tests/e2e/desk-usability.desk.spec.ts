import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

// What the desk's usability audit found, each checked as a person meets it: without JavaScript, on a
// 390 px phone, or with a typing slip.

const phone = { width: 390, height: 844 };
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Whether a click at the middle of `target` lands on it, and not on something drawn over it. */
async function isUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A house ad refused by the server (a title of spaces), as the audit met it; returns the submit button. */
async function refuseHouseAd(page: Page) {
  await page.goto('/admin/content/house-ads/new');
  await page.getByLabel('Title', { exact: true }).fill('   ');
  await page.getByLabel('Text', { exact: true }).fill('An E2E promotion.');
  await page.getByLabel('Button', { exact: true }).fill('Go');
  const create = page.getByRole('button', { name: 'Create house ad' });
  await create.click();
  return create;
}

const deskToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Failed to create house ad', has: page.getByLabel('Dismiss') });

test.describe('without JavaScript', () => {
  test.use({ storageState: storageStateFor('admin'), javaScriptEnabled: false });

  test('a source address that is not one gets a field error, and a bare host is read as https://', async ({
    page,
  }) => {
    const name = unique('Bare Host');
    await page.goto('/admin/sources');
    await page.getByLabel('Source Name').fill(name);
    await page.getByLabel('RSS URL').fill('not a url');
    await page.getByLabel('Category').selectOption('gear');
    await page.getByRole('button', { name: 'Add Source' }).click();
    await expect(page.getByText('Give the feed address as an http:// or https:// URL').first()).toBeVisible();
    await expect(page.getByLabel('RSS URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Source Name')).toHaveValue(name);
    await expect(page.getByLabel('RSS URL')).toHaveValue('not a url');
    await expect(page.getByLabel('Category')).toHaveValue('gear');

    // `.invalid` never resolves: the feed cannot be reached, so the desk offers to store it unchecked.
    const host = `${name.toLowerCase().replace(/\W+/g, '-')}.invalid`;
    await page.getByLabel('RSS URL').fill(`${host}/feed`);
    await page.getByRole('button', { name: 'Add Source' }).click();
    await expect(page.locator('#field-url-error')).toContainText(`Could not fetch https://${host}/feed`);
    await expect(page.getByLabel('RSS URL')).toHaveValue(`${host}/feed`);
    await page.getByRole('button', { name: 'Add without checking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'RSS source added' })).toBeVisible();
    const card = page.getByRole('article', { name, exact: true });
    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByText(`https://${host}/feed`, { exact: true })).toBeVisible();

    await page.getByLabel('RSS URL').fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Give the feed address as an http:// or https:// URL').first()).toBeVisible();
    await expect(page.getByLabel('RSS URL')).toHaveValue('not a url');
  });

  test('a refused channel keeps its ticked categories, and is saved with them', async ({ page }) => {
    const name = unique('Hook');
    await page.goto('/admin/channels');
    await page.getByLabel('Kind').selectOption('webhook');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address').fill('https://hooks.partner.invalid/dropwire');
    await page.getByLabel('Secret').fill('short');
    await page.getByLabel('news', { exact: true }).check();
    await page.getByLabel('Only with these tags').fill('techno');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByText('The token, app password or secret has at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('news', { exact: true })).toBeChecked();
    await expect(page.getByLabel('festivals', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Kind')).toHaveValue('webhook');
    await expect(page.getByLabel('Secret')).toHaveValue('');

    await page.getByLabel('Secret').fill('a long enough signing secret');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByRole('status')).toContainText('Channel added');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Categories: news.');
    await expect(card).toContainText('Tags: techno.');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('an error toast sits in the page, never over the submit button, and its × closes it', async ({
      page,
    }) => {
      const create = await refuseHouseAd(page);
      const toast = deskToast(page);
      await expect(toast).toBeVisible();
      expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      expect(await isUncovered(create)).toBe(true);
      await toast.getByLabel('Dismiss').check();
      await expect(toast).toBeHidden();
    });
  });
});

test.describe('with JavaScript on a phone', () => {
  test.use({ storageState: storageStateFor('admin'), viewport: phone });

  test('the error toast leaves the submit button free', async ({ page }) => {
    const create = await refuseHouseAd(page);
    const toast = deskToast(page);
    await expect(toast).toBeVisible();
    expect(await isUncovered(create)).toBe(true);
    await expectNoAxeViolations(page);
    await toast.getByLabel('Dismiss').click();
    await expect(toast).toBeHidden();
  });

  test('every desk section, the current one too, is in view without scrolling sideways', async ({ page }) => {
    await page.goto('/admin/sources');
    const nav = page.getByRole('navigation', { name: 'Desk' });
    const current = nav.getByRole('link', { name: 'RSS Sources' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('the ad slots page does not scroll sideways; its table scrolls in its own box', async ({ page }) => {
    await page.goto('/admin/content/ad-slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Ad slots' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    const firstSwitch = page.getByRole('button', { name: /^Turn (on|off) / }).first();
    expect(await isUncovered(firstSwitch)).toBe(true);
  });

  test('the dashboard chart’s labels are as large as the text around them', async ({ page }) => {
    await page.goto('/admin');
    const chart = page
      .locator('figure')
      .filter({ has: page.getByRole('img', { name: /New items and stories/ }) });
    const labels = chart.locator('[aria-hidden="true"] > span:not(.invisible)');
    await expect(labels.first()).toBeVisible();
    for (const label of await labels.all()) {
      const size = await label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(12);
    }
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test.describe('the desk’s words', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('say that the postback is off, and that a search matched nothing', async ({ page }) => {
    // The desk's server runs without AFFILIATE_POSTBACK_SECRET.
    await page.goto('/admin/affiliates');
    await expect(page.getByText('The postback endpoint is off, so shops cannot report sales')).toBeVisible();
    await expect(page.getByText('Shops report sales to the postback endpoint')).toHaveCount(0);

    await page.goto('/admin/desk?q=zz-no-such-title-zz');
    await expect(
      page.getByText('No drafts waiting have a title containing “zz-no-such-title-zz”.'),
    ).toBeVisible();
    await expect(page.getByText('No drafts are waiting.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/admin\/desk$/);
  });
});
