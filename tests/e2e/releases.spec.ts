import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

// The Releases list and release pages on the demo content (16 releases: some with an audio preview, some
// with a video, some with both or neither).

const cards = (page: Page) => page.getByRole('list', { name: 'Releases' }).getByRole('listitem');

/** Every request the page makes to a host other than the loopback server, as it makes them. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !hostname.startsWith('127.')) outside.push(request.url());
  });
  return outside;
}

test('the list pages by 12, newest first, and a page link leads on', async ({ page }) => {
  await page.goto('/releases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page).toHaveTitle('Releases | Dropwire');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText('Showing 12 of 16 releases')).toBeVisible();
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  const first = cards(page).first();
  await expect(first.getByRole('img')).toHaveCount(0); // decorative cover, named by the heading
  await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/releases\/[a-z0-9-]+$/,
  );
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Releases pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL('/releases?page=2');
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
});

test('a genre chosen in its select filters the list and stays in the URL', async ({ page }) => {
  await page.goto('/releases');
  await islandsReady(page);
  await page.getByLabel('Genre').selectOption('Techno');
  await expect(page).toHaveURL('/releases?genre=Techno');
  await expect(cards(page)).not.toHaveCount(0);
  for (const card of await cards(page).all())
    await expect(card.getByText('Techno', { exact: true })).toBeVisible();
  // The spec's labels and the labels of the data (the demo's, invented) are both offered.
  const labels = await page.getByLabel('Label').locator('option').allInnerTexts();
  expect(labels.slice(0, 6)).toEqual([
    'All Labels',
    'Anjunabeats',
    'Defected',
    'Drumcode',
    'mau5trap',
    'Toolroom',
  ]);
  expect(labels).toContain('Halcyon Dusk');
  await page.goBack();
  await expect(page).toHaveURL('/releases');
  await expect(page.getByLabel('Genre')).toHaveValue('all');
});

test('a label and a search in the URL filter the list and show in the form', async ({ page }) => {
  await page.goto('/releases?label=ironvault');
  await expect(page.getByLabel('Label')).toHaveValue('Ironvault');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText('Ironvault');
  const artist = (await cards(page).first().locator('p').first().textContent())!.trim();

  await islandsReady(page);
  await page.getByLabel('Search releases').fill(artist.split(' ')[0]!.slice(0, 4));
  await expect(page).toHaveURL(/\/releases\?search=[^&]+&label=Ironvault$/);
  await expect(cards(page).first()).toContainText(artist);
});

test('no match shows the empty state, and Clear Filters brings every release back', async ({ page }) => {
  await page.goto('/releases?search=zzqxnothing&genre=Trance');
  await expect(page.getByRole('heading', { name: 'No releases found matching your criteria' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/releases');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByLabel('Genre')).toHaveValue('all');
  await expect(page.getByLabel('Search releases')).toHaveValue('');
});

test('six square skeletons show only while the next list loads', async ({ page }) => {
  await page.goto('/releases');
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  // Square, as the release covers are (the page holds them hidden until it loads the next list).
  await expect(page.getByTestId('list-skeleton').locator('.aspect-square')).toHaveCount(6);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/releases\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Label').selectOption('Workbench Music');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page).toHaveURL('/releases?label=Workbench+Music');
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page).first()).toContainText('Workbench Music');
});

/** What the page's media elements are doing: each source that was played, with its time and whether it is paused. */
const mediaState = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { played: HTMLMediaElement[] }).played.map((media) => ({
      src: new URL(media.currentSrc).pathname,
      time: media.currentTime,
      paused: media.paused,
    })),
  );

test('a Play button plays its preview in place, one at a time, and pauses', async ({ page }) => {
  const outside = outsideRequests(page);
  // Notes every media element the page plays (the cards' player is not in the document).
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { played: HTMLMediaElement[] }).played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!played.includes(this)) played.push(this);
      return play.call(this);
    };
  });
  await page.goto('/releases');
  const plays = cards(page).getByRole('button', { name: /^Play / });
  await expect(plays.first()).toBeVisible();
  const [first, second] = [plays.nth(0), plays.nth(1)];
  const firstName = (await first.getAttribute('aria-label'))!.replace(/^Play /, '');
  const secondName = (await second.getAttribute('aria-label'))!.replace(/^Play /, '');

  const clip = page.waitForResponse((response) => /\/audio\/releases\/[a-z-]+\.wav$/.test(response.url()));
  await first.click();
  expect((await clip).ok()).toBe(true);
  await expect(page.getByRole('button', { name: `Pause ${firstName}` })).toBeVisible();
  // It really plays: the clip's time moves on.
  await expect
    .poll(async () => (await mediaState(page))[0], { timeout: 10_000 })
    .toMatchObject({
      src: expect.stringMatching(/^\/audio\/releases\//),
      paused: false,
      time: expect.any(Number),
    });
  await expect.poll(async () => (await mediaState(page))[0]?.time ?? 0).toBeGreaterThan(0.2);
  const firstClip = (await mediaState(page))[0]!.src;

  await page.getByRole('button', { name: `Play ${secondName}` }).click();
  await expect(page.getByRole('button', { name: `Pause ${secondName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Play ${firstName}` })).toBeVisible();

  // One player for every card: it moved on to the second card's clip, and plays it. Both are polled: the
  // buttons change as the click is handled, the player's source a moment later (the first clip still plays).
  await expect.poll(async () => (await mediaState(page)).map((media) => media.paused)).toEqual([false]);
  await expect.poll(async () => (await mediaState(page))[0]!.src).not.toBe(firstClip);

  await page.getByRole('button', { name: `Pause ${secondName}` }).click();
  await expect(page.getByRole('button', { name: `Play ${secondName}` })).toBeVisible();
  await expect(cards(page).getByRole('button', { name: /^Pause / })).toHaveCount(0);
  await expect.poll(async () => (await mediaState(page))[0]?.paused).toBe(true);
  expect(outside).toEqual([]);
});

test('on a release page, its own preview and a suggestion’s never play together', async ({ page }) => {
  await page.goto('/releases');
  await cards(page).first().getByRole('heading').getByRole('link').click();
  const audio = page.locator('#listen audio');
  await expect(audio).toHaveCount(1);
  const suggestion = page
    .getByRole('region', { name: 'You May Also Like' })
    .getByRole('button', { name: /^Play / })
    .first();
  const name = (await suggestion.getAttribute('aria-label'))!.replace(/^Play /, '');
  await suggestion.click();
  await expect(page.getByRole('button', { name: `Pause ${name}` })).toBeVisible();
  // The reader has pressed a button, so the page may start its own player.
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(page.getByRole('button', { name: `Pause ${name}` })).toBeVisible();
});

test('a release with only a video plays on its page, which loads nothing from the video host before a click', async ({
  page,
}) => {
  const outside = outsideRequests(page);
  // The player is never really fetched: the machine has no internet, and a test never leaves loopback.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/releases');
  await expect(
    cards(page)
      .getByRole('button', { name: /^Play / })
      .first(),
  ).toBeVisible();
  const videoOnly = cards(page)
    .getByRole('link', { name: /^Play / })
    .first();
  const name = (await videoOnly.getAttribute('aria-label'))!.replace(/^Play /, '');
  await videoOnly.click();
  await expect(page).toHaveURL(/\/releases\/[a-z0-9-]+#listen$/);
  const listen = page.getByRole('region', { name: 'Listen' });
  await expect(listen).toBeInViewport();
  await expect(listen.locator('audio')).toHaveCount(0);
  await expect(listen.locator('iframe')).toHaveCount(0);
  expect(outside).toEqual([]);

  await islandsReady(page);
  await listen.getByRole('link', { name: `Play ${name}` }).click();
  await expect(listen.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
  );
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

test('a release page shows its details, tracks, player, platforms and suggestions', async ({ page }) => {
  const outside = outsideRequests(page);
  await page.goto('/releases');
  const card = cards(page).first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/releases\/[a-z0-9-]+$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/releases');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
  for (const term of ['Label', 'Release date', 'Duration', 'Tracks'])
    await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();

  const tracks = page.getByRole('region', { name: 'Tracklist' }).getByRole('listitem');
  await expect(tracks.first()).toContainText('Featured');
  for (const track of await tracks.all()) await expect(track.locator('time')).toHaveText(/^\d+:\d{2}$/);

  const platforms = page.getByRole('list', { name: /^Stream or buy / }).getByRole('link');
  await expect(platforms.first()).toHaveAccessibleName(/^Spotify/);
  for (const link of await platforms.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }

  const audio = page.locator('#listen audio');
  await expect(audio).toHaveAttribute('preload', 'none');
  await expect(audio).toHaveAttribute('controls', '');
  await expect(page.getByRole('complementary', { name: 'About the Artist' })).toContainText(/.{40,}/);
  await expect(
    page.getByRole('region', { name: 'You May Also Like' }).getByRole('listitem').first(),
  ).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
    'BreadcrumbList',
    'MusicAlbum',
  ]);
  expect(outside).toEqual([]);
  await expectNoAxeViolations(page);
});

test('an unknown release is a 404 with a way back to the releases', async ({ page }) => {
  const response = await page.goto('/releases/no-such-release');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release Not Found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Releases' }).click();
  await expect(page).toHaveURL('/releases');
  await expect(cards(page)).toHaveCount(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters submit as a plain form, pages are links, and Play leads to the release’s player', async ({
    page,
  }) => {
    await page.goto('/releases');
    await page.getByLabel('Genre').selectOption('Trance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/releases?search=&genre=Trance&label=all');
    for (const card of await cards(page).all()) await expect(card).toContainText('Trance');

    await page.goto('/releases');
    await expect(cards(page).getByRole('button')).toHaveCount(0);
    const play = cards(page)
      .getByRole('link', { name: /^Play / })
      .first();
    await expect(play).toHaveAttribute('href', /^\/releases\/[a-z0-9-]+#listen$/);
    await play.click();
    await expect(page.locator('#listen')).toBeVisible();

    await page.goto('/releases');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/releases?page=2');
    await expect(cards(page)).toHaveCount(4);
  });
});
