import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const feedTypes = {
  RSS: 'application/rss+xml',
  Atom: 'application/atom+xml',
  'JSON Feed': 'application/feed+json',
} as const;

/** The site paths a sitemap part lists (`tags`, `authors`), as the demo content fills it. */
async function sitemapPaths(request: APIRequestContext, part: string): Promise<string[]> {
  const xml = await (await request.get(`/sitemaps/${part}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Each feed link of a page section answers with its own format, and the page head announces it. */
async function expectFeeds(page: Page, request: APIRequestContext, subject: string, folder: string) {
  const follow = page.getByRole('navigation', { name: `Follow ${subject}` });
  for (const [label, type] of Object.entries(feedTypes)) {
    const link = follow.getByRole('link', { name: label, exact: true });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${folder}/(rss\\.xml|atom\\.xml|feed\\.json)$`));
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
    await expect(page.locator(`head link[rel="alternate"][type="${type}"][href="${href}"]`)).toHaveCount(1);
  }
}

test('a tag page shows its name, kind, count, articles, related tags and feeds', async ({
  page,
  request,
}) => {
  // The tag on the most demo articles (the sitemap lists tags in use; each page states its count).
  const counts = await Promise.all(
    (await sitemapPaths(request, 'tags')).map(async (path) => {
      const html = await (await request.get(path)).text();
      return { path, count: Number(/([\d,]+) published articles?/.exec(html)?.[1]?.replace(/,/g, '') ?? 0) };
    }),
  );
  const { path, count } = counts.sort((a, b) => b.count - a.count)[0]!;
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^#.+/);
  const name = (await heading.textContent())!;
  await expect(page).toHaveTitle(`${name} | Dropwire`);
  await expect(page.getByText(`${count} published articles`)).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(count, 12));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));

  const related = page.getByRole('region', { name: 'Related tags' }).getByRole('link');
  await expect(related.first()).toBeVisible();
  for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/tags\/[a-z0-9-]+$/);

  await expectFeeds(page, request, name, path);
  await expectNoAxeViolations(page);

  await related.first().click();
  await expect(page).toHaveURL(/\/tags\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
});

test('an author page shows who they are, pages their articles by 12 and offers their feed', async ({
  page,
  request,
}) => {
  // An author with more than one page of demo articles.
  let path = '';
  for (const candidate of await sitemapPaths(request, 'authors')) {
    if ((await (await request.get(candidate)).text()).includes('Next page')) {
      path = candidate;
      break;
    }
  }
  expect(path).not.toBe('');
  await page.goto(path);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect(page).toHaveTitle(`${name} | Dropwire`);
  await expect(page.getByText(`@${path.split('/').pop()}`)).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
  await expect(cards(page)).toHaveCount(12);
  await expectFeeds(page, request, name, path);
  await expectNoAxeViolations(page);

  const firstPage = await cards(page).getByRole('heading').allTextContents();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`${path}?page=2`);
  await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const secondPage = await cards(page).getByRole('heading').allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}\\?page=2$`),
  );
  await expectNoAxeViolations(page);

  await pagination.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(path);
  await expect(cards(page)).toHaveCount(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages of an author are plain links', async ({ page, request }) => {
    const authors = await sitemapPaths(request, 'authors');
    for (const path of authors) {
      await page.goto(path);
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) continue;
      await next.click();
      await expect(page).toHaveURL(`${path}?page=2`);
      await expect(cards(page).first()).toBeVisible();
      return;
    }
    throw new Error('no demo author has a second page');
  });
});

test('an unknown tag, author or feed is the not-found page', async ({ page, request }) => {
  for (const path of ['/tags/no-such-tag-here', '/author/no-such-author-here']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  }
  expect((await request.get('/tags/no-such-tag-here/rss.xml')).status()).toBe(404);
  expect((await request.get('/category/polka/atom.xml')).status()).toBe(404);
});
