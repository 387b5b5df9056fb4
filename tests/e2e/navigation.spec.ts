import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace, islandsReady } from './support/islands';

const sections = [
  ['Home', '/'],
  ['News', '/news'],
  ['Releases', '/releases'],
  ['Festivals', '/festivals'],
  ['Tech & Gear', '/tech'],
  ['Reviews', '/reviews'],
  ['Interviews', '/interviews'],
  ['Charts', '/charts'],
  ['Submit Tip', '/submit'],
  ['Newsletter', '/newsletter'],
] as const;

test('header navigation has every section with its label', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of sections) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL('/news');
  await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('every footer link answers with a page', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(expect.arrayContaining(['/about', '/contact', '/privacy', '/terms', '/rss.xml']));
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain('<rss version="2.0"');
  // A feed reader that sends back the ETag of an unchanged feed gets a 304 without a body.
  const etag = rss.headers()['etag'];
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  const again = await request.get('/rss.xml', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
});

test('the search toggle opens a box that searches articles', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open search' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await islandsReady(page);
  await toggle.click();
  const box = page.getByPlaceholder('Search articles, artists, events...');
  await expect(box).toBeFocused();
  await box.fill('techno');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=techno');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “techno”');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test("the footer's sign-up answers in place with the newsletter's own checks", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expectAnsweredInPlace(page, async () => {
    // The browser's own check passes this one; the newsletter's does not (no dot in the domain).
    await footer.getByLabel('E-mail address').fill('fan@localhost');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
  });
  await expect(page).toHaveURL('/');
  await expect(footer.getByLabel('E-mail address')).toHaveValue('fan@localhost');
});

test.describe('below the large breakpoint', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu has every section and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const [label] of sections)
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL('/news');
    await expect(menu).toBeHidden();
  });
});

test('breadcrumbs lead home and mark the current page', async ({ page }) => {
  await page.goto('/news');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText('News')).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
});

test('keyboard users can skip to the content', async ({ page }) => {
  await page.goto('/news');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});
