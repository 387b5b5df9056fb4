import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

// The Reviews list and a review's page on the demo data (app/db/seed/demo-gear.ts).

const cards = (page: Page) => page.getByRole('list', { name: 'Reviews', exact: true }).locator(':scope > li');
const review = 'quillon-sharp-eq-4-review';

/** An affiliate link: through our counted redirect, marked sponsored, in a new tab. */
async function expectOutbound(link: Locator) {
  await expect(link).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}$/);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAttribute('target', '_blank');
}

test('the list shows every published review with its product, rating, price and buy link', async ({
  page,
}) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews');
  await expect(page.getByText(/^Showing 11 of 11 reviews$/)).toBeVisible();
  const card = cards(page).filter({ hasText: 'Quillon Sharp-EQ 4 review' });
  await expect(card.getByText('4.8 out of 5')).toBeVisible();
  await expect(card.getByText('€161')).toBeVisible();
  await expect(card.getByText('by Lena Duarte')).toBeVisible();
  await expectOutbound(card.getByRole('link', { name: /Buy the Quillon Sharp-EQ 4 at Plugshelf/ }));
  await expect(card.getByRole('link', { name: /Read Review/ })).toHaveAttribute('href', `/reviews/${review}`);
  // No filter yet, so nothing to clear.
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the brand filter and the search by brand or model live in the URL; Clear Filters resets them', async ({
  page,
}) => {
  await page.goto('/reviews');
  await islandsReady(page);
  await page.getByLabel('Brand').selectOption('Stratavox');
  await expect(page).toHaveURL('/reviews?brand=Stratavox');
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/reviews');
  await expect(cards(page)).toHaveCount(11);

  await islandsReady(page);
  await page.getByLabel('Search reviews').fill('wavecaster');
  await expect(page).toHaveURL('/reviews?search=wavecaster');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Ferrite Sound Wavecaster 2 review');
  await islandsReady(page);
  await page.getByLabel('Search reviews').fill('northcoil');
  await expect(page).toHaveURL('/reviews?search=northcoil');
  await expect(cards(page).first()).toContainText('£173');
  await page.goBack();
  await expect(page).toHaveURL('/reviews?search=wavecaster');
  await expect(page.getByLabel('Search reviews')).toHaveValue('wavecaster');
});

test('six skeletons show while the next list loads', async ({ page }) => {
  await page.goto('/reviews');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/reviews\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Brand').selectOption('Varden Electronics');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
});

test('no match shows the empty state, and Clear Filters brings everything back', async ({ page }) => {
  await page.goto('/reviews?search=zzqxnothing&brand=Aalto+Monitors');
  await expect(page.getByRole('heading', { name: 'No reviews found' })).toBeVisible();
  await expect(page.getByLabel('Brand')).toHaveValue('Aalto Monitors');
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Clear Filters' }).last().click();
  await expect(page).toHaveURL('/reviews');
  await expect(page.getByLabel('Search reviews')).toHaveValue('');
  await expect(cards(page)).toHaveCount(11);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form submits as a plain GET', async ({ page }) => {
    await page.goto('/reviews');
    await page.getByLabel('Brand').selectOption('Quillon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/reviews?search=&brand=Quillon');
    await expect(cards(page)).toHaveCount(1);
  });
});

test('a review shows its verdict, pros and cons, product details and every retailer through /go', async ({
  page,
}) => {
  await page.goto(`/reviews/${review}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Quillon Sharp-EQ 4 review');
  await expect(main.getByText('4.8 out of 5')).toBeVisible();
  await expect(main.getByText('Precise, light on the CPU and quick to use')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Pros' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Cons' })).toBeVisible();
  await expect(main.getByText('We used the Quillon Sharp-EQ 4 for four weeks')).toBeVisible();
  const details = main.getByRole('region', { name: 'Product Details' });
  for (const [term, value] of [
    ['Brand', 'Quillon'],
    ['Model', 'Sharp-EQ 4'],
    ['Price', '€161'],
    ['MSRP', '€169'],
    ['Formats', 'VST3, AU, AAX, CLAP'],
  ] as const)
    await expect(details.getByText(term, { exact: true }).locator('xpath=..')).toContainText(value);
  const shops = main.getByRole('region', { name: 'Where to Buy' }).getByRole('link');
  await expect(shops).toHaveCount(2);
  for (const shop of await shops.all()) await expectOutbound(shop);
  const reviewer = main.getByRole('region', { name: 'About the Reviewer' });
  await expect(reviewer).toContainText('Lena Duarte');
  await expect(reviewer.getByRole('link', { name: 'More from Lena Duarte' })).toHaveAttribute(
    'href',
    /^\/author\/[\w-]+$/,
  );
  await expectNoAxeViolations(page);
});

test('the same review on /tech-gear/ is one page, canonically /reviews/', async ({ page }) => {
  await page.goto(`/tech-gear/${review}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quillon Sharp-EQ 4 review');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/reviews/${review}$`),
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tech & Gear');
  await expectNoAxeViolations(page);
});

for (const path of ['/reviews/no-such-review', '/tech-gear/no-such-review']) {
  test(`${path} answers 404 with Review Not Found and the way back`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Review Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Not Found');
    await expect(
      page.getByText("The review you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Reviews' }).click();
    await expect(page).toHaveURL('/reviews');
  });
}
