import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';

const inquiryOf = (page: Page) => page.locator('#inquiry');

test('the advertising page shows counted figures, the packages and the FAQ', async ({ page }) => {
  await page.goto('/advertise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Advertise with /);
  const figures = page.getByRole('main').locator('dl').first().locator('dd');
  await expect(figures.first()).toBeVisible();
  for (const figure of await figures.allInnerTexts()) expect(figure).toMatch(/^[1-9][\d,]*$/);

  const packages = page
    .getByRole('heading', { level: 3 })
    .filter({ hasText: /^(Sponsored|Product|Premium)/ });
  await expect(packages).toHaveText(['Sponsored Article', 'Product Review', 'Premium Banner']);
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Get Started/ })).toHaveCount(3);
  await expect(page.getByText('per review')).toBeVisible();
  for (const reason of ['Targeted audience', 'High engagement', 'Quality content', 'Measurable results'])
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  await expect(page.getByText('We respond within 24 hours.')).toBeVisible();
  await expect(page.getByText(/banner ads 1-2 business days/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Get Started opens the inquiry with its package chosen, and an inquiry is sent', async ({ page }) => {
  await page.goto('/advertise');
  await page.getByRole('link', { name: 'Get Started with Premium Banner' }).click();
  await expect(page).toHaveURL(/\/advertise\?package=premium-banner#inquiry$/);
  await expect(page.getByLabel('Package (optional)')).toHaveValue('premium-banner');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  // Another package's Get Started changes the choice.
  await page.getByRole('link', { name: 'Get Started with Product Review' }).click();
  await expect(page.getByLabel('Package (optional)')).toHaveValue('product-review');

  const form = inquiryOf(page);
  await expectAnsweredInPlace(page, async () => {
    await form.getByLabel('Name', { exact: true }).fill('Mara Voss');
    await form.getByRole('button', { name: 'Send Partnership Inquiry' }).click();
    await expect(form.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(form.getByText('Please tell us about your campaign')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mara Voss');
    await expectNoAxeViolations(page);

    await form.getByLabel('E-mail', { exact: true }).fill(`mara-${randomUUID()}@label.example`);
    await form.getByLabel('Message').fill('A review of our new drum machine, out in June.');
    await form.getByRole('button', { name: 'Send Partnership Inquiry' }).click();
    await expect(form.getByText('Thank you! Your inquiry has been sent.')).toBeVisible();
    // Sent: the form is cleared for another.
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Get Started and the inquiry form work with plain links and POSTs', async ({ page }) => {
    await page.goto('/advertise');
    await page.getByRole('link', { name: 'Get Started with Sponsored Article' }).click();
    await expect(page).toHaveURL(/\/advertise\?package=sponsored-article#inquiry$/);
    await expect(page.getByLabel('Package (optional)')).toHaveValue('sponsored-article');

    const form = inquiryOf(page);
    await form.getByLabel('Company (optional)').fill('Kiln Records');
    await form.getByRole('button', { name: 'Send Partnership Inquiry' }).click();
    // The answer comes back at the form, its status above the fields, in view on arrival.
    await expect(page).toHaveURL(/\/advertise#inquiry-form$/);
    await expect(page.getByText('Please check the highlighted fields.')).toBeInViewport();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    // What the reader typed and chose is still there.
    await expect(page.getByLabel('Company (optional)')).toHaveValue('Kiln Records');
    await expect(page.getByLabel('Package (optional)')).toHaveValue('sponsored-article');

    await page.getByLabel('Name', { exact: true }).fill('Ana Kiln');
    await page.getByLabel('E-mail', { exact: true }).fill(`ana-${randomUUID()}@kiln.example`);
    await page.getByLabel('Message').fill('A sponsored story about our label night, sent without scripts.');
    await page.getByRole('button', { name: 'Send Partnership Inquiry' }).click();
    await expect(page.getByText('Thank you! Your inquiry has been sent.')).toBeInViewport();
  });
});

test('the old address leads to the advertising page', async ({ page }) => {
  const response = await page.goto('/advertise-with-us');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/advertise$/);
});

test('on a phone the packages stack and nothing overflows', async ({ browser }) => {
  // The site's default dark theme, where the desktop tests above check the light one.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    isMobile: true,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto('/advertise');
  await expect(page.getByRole('link', { name: /^Get Started/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
