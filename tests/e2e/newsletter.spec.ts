import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';

// The demo's newsletter: three past editions built by the weekly digest from the demo's stories, and the
// festivals it lists for the guide.

test('the newsletter page shows the form, the festival guide, benefits, the latest edition and the FAQ', async ({
  page,
}) => {
  await page.goto('/newsletter');
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Newsletter');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('The Friday digest');
  // Figures are counted: three editions sent; no confirmed reader in a fresh demo, so none is claimed.
  await expect(main).toContainText('3 editions sent so far.');
  await expect(main).not.toContainText(/Join \d/);
  await expect(main).not.toContainText('4.9');

  const guide = main.getByRole('region', { name: 'Free festival guide' });
  const festival = guide.getByRole('listitem').first().getByRole('link');
  await expect(festival).toHaveAttribute('href', /^\/festivals\//);
  await expect(main.getByRole('heading', { name: 'What you get' })).toBeVisible();

  const latest = main.getByRole('region', { name: 'The latest edition' });
  const subject = await latest.getByRole('heading', { level: 3 }).first().innerText();
  expect(subject).toMatch(/^Dropwire Weekly: /);
  await expect(latest.getByRole('listitem')).not.toHaveCount(0);
  await expect(latest.getByRole('heading', { name: 'Earlier editions' })).toBeVisible();

  const faq = main.getByRole('region', { name: 'Questions' });
  await expect(faq).toContainText(
    'Weekly, on Fridays. Breaking alerts are rare: at most one or two a month.',
  );
  await expect(faq).toContainText('Every e-mail has a link to your preferences');
  await expect(faq).toContainText('Your information is not sold or shared');
  await expectNoAxeViolations(page);

  await latest.getByRole('link', { name: 'Read the whole edition' }).click();
  await expect(page).toHaveURL(/\/newsletter\/editions\/\d{4}-w\d{2}-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
});

test('the form waits for an address, answers, and returns to idle when edited', async ({ page }) => {
  await page.goto('/newsletter');
  const main = page.getByRole('main');
  const email = main.getByLabel('E-mail address');
  const subscribe = main.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('   ');
  await expect(subscribe).toBeDisabled();

  const status = main.getByRole('status');
  await expectAnsweredInPlace(page, async () => {
    // The browser's own check passes this one; the server's does not (no dot in the domain).
    await email.fill('raver@localhost');
    await expect(subscribe).toBeEnabled();
    await subscribe.click();
    await expect(main.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await email.fill('raver@localhost.test');
    await expect(main.getByRole('alert')).toHaveCount(0);

    await email.fill(`reader-${randomUUID().slice(0, 8)}@example.test`);
    await main.getByLabel('Festivals and tickets').check();
    await subscribe.click();
    await expect(status.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expect(status).toContainText('festival guide');
  });
  // A success clears the form; typing again returns it to idle.
  await expect(email).toHaveValue('');
  await expect(subscribe).toBeDisabled();
  await expectNoAxeViolations(page);
  await email.fill('another@example.test');
  await expect(status).toBeEmpty();
  await expect(subscribe).toBeEnabled();
});

test('an edition page carries the e-mail’s stories, links to our articles, and its metadata', async ({
  page,
}) => {
  await page.goto('/newsletter/editions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter editions');
  const editions = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Dropwire Weekly: / }) });
  await expect(editions).toHaveCount(3);
  await expectNoAxeViolations(page);
  // The oldest: it has a next edition and no previous one.
  await editions.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/newsletter\/editions\/\d{4}-w\d{2}-/);
  const url = page.url();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  const ld = (await page.locator('script[type="application/ld+json"]').allInnerTexts()).map(
    (text) => JSON.parse(text) as { '@type': string },
  );
  expect(ld.map((entry) => entry['@type'])).toEqual(['BreadcrumbList', 'Article']);
  const stories = page.getByRole('region', { name: 'In this edition' }).getByRole('listitem');
  await expect(stories).not.toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Editions' });
  await expect(nav.getByText('Previous edition')).toHaveCount(0);
  await expect(nav.getByText('Next edition')).toBeVisible();
  await expectNoAxeViolations(page);

  const story = stories.first().getByRole('link');
  const title = await story.innerText();
  await story.click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('an unknown edition is a 404 with the way to the editions', async ({ page }) => {
  const response = await page.goto('/newsletter/editions/2020-w01-never-sent');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Edition Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All editions' })).toHaveAttribute(
    'href',
    '/newsletter/editions',
  );
  await expectNoAxeViolations(page);
});

test('the sitemap lists the editions', async ({ request, baseURL }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`${baseURL}/sitemaps/newsletter.xml`);
  const part = await (await request.get('/sitemaps/newsletter.xml')).text();
  expect(part.match(/\/newsletter\/editions\/\d{4}-w\d{2}-/g)).toHaveLength(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is never disabled, and a blank address is named by the server', async ({ page }) => {
    await page.goto('/newsletter');
    const main = page.getByRole('main');
    const subscribe = main.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeEnabled();
    // Past the browser's own check (as an old browser would be), the server answers.
    await main
      .locator('form')
      .first()
      .evaluate((form) => form.setAttribute('novalidate', ''));
    await subscribe.click();
    await expect(main.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await main.getByLabel('E-mail address').fill(`plain-${randomUUID().slice(0, 8)}@example.test`);
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect(main.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  });

  test('edition pages are plain pages', async ({ page }) => {
    await page.goto('/newsletter');
    await page.getByRole('link', { name: 'Read the whole edition' }).click();
    await expect(
      page.getByRole('region', { name: 'In this edition' }).getByRole('link').first(),
    ).toBeVisible();
  });
});
