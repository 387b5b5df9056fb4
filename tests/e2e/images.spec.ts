import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** The covers of the page's cards, drawn through the image endpoint. */
const cardCovers = (page: Page) => page.getByRole('main').locator('article img[srcset*="/img?"]');

const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

const sizeOf = async (image: Locator) => {
  const box = (await image.boundingBox())!;
  return { width: Math.round(box.width), height: Math.round(box.height) };
};

test('news cards show their covers through the image endpoint: a srcset, lazy below the first, AVIF for Chromium', async ({
  page,
}) => {
  const imageResponses: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/img')
      imageResponses.push({ url: response.url(), headers: response.headers() });
  });
  await page.goto('/news');
  const covers = cardCovers(page);
  await expect(covers.first()).toBeVisible();
  const count = await covers.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    const cover = covers.nth(index);
    const srcset = (await cover.getAttribute('srcset'))!;
    expect(srcset.split(', ').map((candidate) => candidate.split(' ').at(-1))).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
      '1280w',
    ]);
    await expect(cover).toHaveAttribute('width', '1600');
    await expect(cover).toHaveAttribute('height', '900');
    if (index === 0) {
      // The first card is what a reader sees first: loaded at once, with priority (no `sizes="auto"`).
      await expect(cover).toHaveAttribute('sizes', /^\(min-width: 1280px\) 400px/);
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      continue;
    }
    await expect(cover).toHaveAttribute('sizes', /^auto, \(min-width: 1280px\) 400px/);
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('decoding', 'async');
  }

  const first = covers.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(first)).toBe(true);
  // The browser picked one width of the srcset, and got it in the best format it reads.
  const served = imageResponses.find((response) => new URL(response.url).searchParams.get('s'));
  expect(served).toBeDefined();
  expect(['320', '480', '640', '960', '1280']).toContain(new URL(served!.url).searchParams.get('w'));
  expect(served!.headers['content-type']).toBe('image/avif');
  expect(served!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served!.headers['vary']).toMatch(/Accept/);
  await expectNoAxeViolations(page);
});

test('a cover holds its 16:9 box before it arrives, so nothing shifts when it loads', async ({ page }) => {
  // Covers are held back until every box has been measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/img\?/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load': the first card's cover loads eagerly, and the page's load event waits for it.
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  const covers = cardCovers(page);
  await expect(covers.first()).toBeVisible();
  const count = Math.min(await covers.count(), 6);
  const before = [];
  for (let index = 0; index < count; index += 1) before.push(await sizeOf(covers.nth(index)));
  for (const size of before) expect(Math.abs(size.width / size.height - 16 / 9)).toBeLessThan(0.02);

  release();
  for (let index = 0; index < count; index += 1) {
    await covers.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(covers.nth(index))).toBe(true);
  }
  const after = [];
  for (let index = 0; index < count; index += 1) after.push(await sizeOf(covers.nth(index)));
  expect(after).toEqual(before);
});

test('an article’s cover loads at once, with priority, alt text and a srcset up to 1920 px', async ({
  page,
}) => {
  await page.goto('/news');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator('img[srcset*="/img?"]') })
    .first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);

  const cover = page.getByRole('main').locator('article img[fetchpriority="high"]');
  await expect(cover).toHaveCount(1);
  await expect(cover).toHaveAttribute('srcset', /480w.*1920w$/);
  await expect(cover).toHaveAttribute('loading', 'eager');
  await expect(cover).toHaveAttribute('alt', /\S/);
  await expect.poll(() => loaded(cover)).toBe(true);
  const size = await sizeOf(cover);
  expect(Math.abs(size.width / size.height - 16 / 9)).toBeLessThan(0.02);
  await expectNoAxeViolations(page);
});

test('the endpoint serves only what the server signed', async ({ request }) => {
  const forged = await request.get(
    '/img?src=https%3A%2F%2Fimages.example%2Fa.jpg&w=640&v=1&s=AAAAAAAAAAAAAAAAAAAAAA',
  );
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('signature does not match');
  const unsigned = await request.get('/img?src=%2Fimages%2Fcovers%2Fcover-01.svg&w=640');
  expect(unsigned.status()).toBe(400);
  const metrics = await (await request.get('/metrics')).text();
  expect(metrics).toMatch(/^dropwire_image_requests_total\{outcome="refused"\} [1-9]/m);
});

test('section cards draw their covers through the endpoint, in fixed boxes: square releases, 16:9 festivals', async ({
  page,
  baseURL,
}) => {
  const otherHosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'image' && url.origin !== new URL(baseURL!).origin)
      otherHosts.push(url.host);
  });
  for (const [path, ratio, height] of [
    ['/releases', 1, '1200'],
    ['/festivals', 16 / 9, '900'],
    ['/reviews', 16 / 9, '900'],
    ['/interviews', 16 / 9, '900'],
  ] as const) {
    await page.goto(path);
    // A card's cover (a release's sits in a box with its play button).
    const covers = page.getByRole('main').locator('li img[srcset*="/img?"]');
    await expect(covers.first()).toBeVisible();
    const first = covers.first();
    await expect(first).toHaveAttribute('height', height);
    await expect(first).toHaveAttribute('alt', '');
    // Below the fold covers wait; the first may load at once (a list's largest paint, as on /news).
    await expect(covers.last()).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('srcset', /320w.*1280w$/);
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(first)).toBe(true);
    const size = await sizeOf(first);
    expect(Math.abs(size.width / size.height - ratio), path).toBeLessThan(0.02);
    // Every cover of the page, not one of them from another host.
    const sources = await covers.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).getAttribute('src')!),
    );
    for (const src of sources) expect(src, path).toMatch(/^\/img\?src=/);
    await expectNoAxeViolations(page);
  }
  expect(otherHosts).toEqual([]);
});
