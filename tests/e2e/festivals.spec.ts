import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { islandsReady, watchWhileLoading } from './support/islands';

// The demo's festivals: ten real ones at their real places, two already over, one on now, one cancelled.

const cards = (page: Page) => page.getByRole('main').locator('li[id^="festival-"]');
const markers = (page: Page) => page.getByRole('list', { name: 'Festivals on the map' }).getByRole('link');
const panel = (page: Page) => page.locator('#festival-panel');

/** Fails the test if the page asks any host but the site for anything. */
function refuseOtherHosts(page: Page, baseURL: string | undefined) {
  const others: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol.startsWith('http')) others.push(url.host);
  });
  return others;
}

test('the list shows every festival as a card, coming first and past ones last, marked', async ({ page }) => {
  await page.goto('/festivals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festivals');
  await expect(page.getByText('Showing 10 of 10 festivals')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).first()).not.toContainText('Past');
  await expect(cards(page).nth(8).getByText('Past', { exact: true })).toBeVisible();
  await expect(cards(page).nth(9).getByText('Past', { exact: true })).toBeVisible();
  // The one on now says so, and never "Coming Soon", which readers would take for the festival itself.
  const onNow = cards(page).filter({ has: page.getByText('Happening now', { exact: true }) });
  await expect(onNow).toHaveCount(1);
  await expect(onNow.getByText('Coming Soon', { exact: true })).toHaveCount(0);
  await expect(
    cards(page)
      .first()
      .getByText(/\+\d+ more$/),
  ).toBeVisible();

  const soldOut = cards(page)
    .filter({ has: page.getByText('Sold Out', { exact: true }) })
    .first();
  await expect(soldOut.getByRole('button', { name: 'Buy Tickets' })).toBeDisabled();
  const onSale = cards(page)
    .filter({ has: page.getByText('On Sale', { exact: true }) })
    .first();
  const buy = onSale.getByRole('link', { name: /^Buy Tickets for/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\/tickets$/);
  await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
    'href',
    '/festivals.ics',
  );
  await expectNoAxeViolations(page);

  const title = cards(page).first().getByRole('heading', { level: 2 });
  const name = await title.innerText();
  await title.getByRole('link').click();
  await expect(page).toHaveURL(/\/festivals\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('filters live in the URL, combine, and the back button restores them', async ({ page }) => {
  await page.goto('/festivals');
  await islandsReady(page);
  await page.getByLabel('Country').selectOption('Belgium');
  await expect(page).toHaveURL('/festivals?country=Belgium');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Moonharrow');

  await islandsReady(page);
  await page.getByLabel('Country').selectOption('all');
  await expect(page).toHaveURL('/festivals');
  await islandsReady(page);
  await page.getByLabel('Genre').selectOption('Techno');
  await expect(page).toHaveURL('/festivals?genre=Techno');
  for (const card of await cards(page).all())
    await expect(card).toContainText(/Quarry Hours|Heathline|Riverfront Circuit|Amstel Grove/);

  // Months are those festivals run in, labelled "July 2026".
  const months = page.getByLabel('Month').locator('option');
  await expect(months.nth(1)).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const month = await months.nth(1).getAttribute('value');
  await islandsReady(page);
  await page.getByLabel('Month').selectOption(month!);
  await expect(page).toHaveURL(`/festivals?genre=Techno&month=${month}`);

  await page.goBack();
  await expect(page).toHaveURL('/festivals?genre=Techno');
  await expect(page.getByLabel('Genre')).toHaveValue('Techno');
  await expect(page.getByLabel('Month')).toHaveValue('all');
});

test('search finds a festival by name or place, accents aside', async ({ page }) => {
  await page.goto('/festivals');
  await islandsReady(page);
  await page.getByLabel('Search festivals').fill('montjuic');
  await expect(page).toHaveURL('/festivals?search=montjuic');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Montjuïc Drift');
  await islandsReady(page);
  await page.getByLabel('Search festivals').fill('amsterdam');
  await expect(page).toHaveURL('/festivals?search=amsterdam');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Amstel Grove');
});

test('no match shows the empty state, and Clear Filters brings everything back', async ({ page }) => {
  await page.goto('/festivals?search=zzqxnothing&country=Spain');
  await expect(
    page.getByRole('heading', { name: 'No festivals found matching your criteria' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/festivals');
  await expect(cards(page)).toHaveCount(10);
});

test('six skeleton cards show while the next list loads', async ({ page }) => {
  await page.goto('/festivals');
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A filter change is a page load: the page on screen shows skeletons until the next one arrives.
  await page.route(/\/festivals\?/, async (route) => {
    await held;
    await route.continue();
  });
  await islandsReady(page);
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  await page.getByLabel('Country').selectOption('USA');
  expect(await skeletons()).toBe(6);
  release();
  await expect(page).toHaveURL('/festivals?country=USA');
  await expect(page.getByTestId('list-skeleton').filter({ visible: true })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);
});

test('the Map View places a marker per festival; the keyboard reaches them and opens their cards', async ({
  page,
  baseURL,
}) => {
  const others = refuseOtherHosts(page, baseURL);
  await page.goto('/festivals?country=UK');
  await page.getByRole('link', { name: 'Map View' }).click();
  await expect(page).toHaveURL('/festivals?country=UK&view=map');
  await expect(page.getByRole('link', { name: 'Map View' })).toHaveAttribute('aria-current', 'page');
  // The same festivals as the list: the filter is kept.
  await expect(markers(page)).toHaveCount(2);
  await islandsReady(page);
  // While the next festivals load, the map stays (dimmed) rather than giving way to card skeletons.
  const skeletons = await watchWhileLoading(page, 'list-skeleton');
  const mapShown = await watchWhileLoading(page, 'festival-map');
  await page.getByLabel('Country').selectOption('all');
  expect(await skeletons()).toBe(0);
  expect(await mapShown()).toBe(1);
  await expect(page).toHaveURL('/festivals?view=map');
  await expect(markers(page)).toHaveCount(10);
  const map = page.getByTestId('festival-map').locator('img');
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1000);
  await expect(markers(page).first()).toHaveAccessibleName(/^[^,]+, [^,]+, [^,]+, [A-Z][a-z]+ \d+.*\d{4}$/);
  await expect(panel(page)).toContainText('Choose a festival on the map');

  // Tab from the view switch to the first marker, and open it with Enter.
  await page.getByRole('link', { name: 'Map View' }).focus();
  for (
    let i = 0;
    i < 5 &&
    !(await markers(page)
      .first()
      .evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await expect(markers(page).first()).toBeFocused();
  const first = (await markers(page).first().getAttribute('aria-label'))!.split(',')[0]!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/festivals\?view=map&festival=[a-z0-9-]+#festival-panel$/);
  await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(first);
  await expect(markers(page).first()).toHaveAttribute('aria-current', 'true');
  // The card opens with a page load, and the marker that was pressed has the focus again.
  await expect(markers(page).first()).toBeFocused();

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const second = (await markers(page).nth(1).getAttribute('aria-label'))!.split(',')[0]!;
  await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(second);
  await expectNoAxeViolations(page);
  expect(others).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the map scrolls in its frame, never the page, and shows the open festival', async ({ page }) => {
    await page.goto('/festivals?view=map');
    // The easternmost marker: beyond the frame's right edge until the frame scrolls to it.
    const lefts = await markers(page).evaluateAll((links) =>
      links.map((link) => parseFloat((link.parentElement as HTMLElement).style.left)),
    );
    const slug = await markers(page)
      .nth(lefts.indexOf(Math.max(...lefts)))
      .getAttribute('data-festival');
    // Opened by its address, not a click: a click would scroll the frame to it by itself.
    await page.goto(`/festivals?view=map&festival=${slug}`);
    const east = page.locator(`[data-festival="${slug}"]`);
    await expect(panel(page).getByRole('heading', { level: 3 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The frame has scrolled sideways to the open festival (the page itself scrolled down to its card).
    await expect
      .poll(() =>
        east.evaluate((marker) => {
          const frame = marker.closest('.overflow-x-auto')!.getBoundingClientRect();
          const box = marker.getBoundingClientRect();
          return box.left >= frame.left && box.right <= frame.right;
        }),
      )
      .toBe(true);
    await page.goto('/festivals?search=cheshire');
    const href = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
    // The last tab, opened by its address: the tabs scroll sideways to show it.
    await page.goto(`${href}/faq`);
    const faq = page
      .getByRole('navigation', { name: 'Festival sections' })
      .getByRole('link', { name: 'FAQ' });
    await expect
      .poll(() =>
        faq.evaluate((tab) => {
          const nav = tab.closest('nav')!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.left >= nav.left && box.right <= nav.right;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('a festival page has a tab per URL, by click and by address', async ({ page }) => {
  await page.goto('/festivals?search=moonharrow');
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moonharrow');
  const path = new URL(page.url()).pathname;
  const tabs = page.getByRole('navigation', { name: 'Festival sections' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Stages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Info' })).toContainText('18+');
  await expect(page.getByRole('region', { name: 'Getting There' })).toContainText('Boom');
  await expect(page.getByRole('link', { name: /View Map/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=51\.\d+&mlon=4\.\d+/,
  );
  await expect(page.getByText('Past', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: 'Lineup' }).click();
  await expect(page).toHaveURL(`${path}/lineup`);
  await expect(page.getByRole('heading', { name: 'Headliners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supporting Acts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Artists' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(`${path}/tickets`);
  // Past: no ticket can be selected any more.
  await expect(page.getByRole('button', { name: 'Select This Ticket' }).first()).toBeDisabled();
  await expect(page.getByText(/^€\d+/).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${path}/lineup`);

  await page.goto(`${path}/schedule`);
  await expect(tabs.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Day 1', { exact: true })).toBeVisible();
  await page.goto(`${path}/faq`);
  await expect(page.getByText('Is there an age limit?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a coming festival on sale links its tickets, website and calendar', async ({ page }) => {
  await page.goto('/festivals');
  const onSale = cards(page)
    .filter({ has: page.getByText('On Sale', { exact: true }) })
    .first();
  const name = await onSale.getByRole('heading').innerText();
  await onSale.getByRole('heading').getByRole('link').click();
  // The URL changes a moment before the page does: wait for the festival's own heading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: /^Buy Tickets for/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /^Official Website/ })).toHaveAttribute('rel', 'noopener');
  const calendar = await page.request.get(
    (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
  await page
    .getByRole('navigation', { name: 'Festival sections' })
    .getByRole('link', { name: 'Tickets' })
    .click();
  await expect(page.getByRole('link', { name: /^Select This Ticket/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('an unknown festival is a 404 that leads back to Festivals', async ({ page }) => {
  const response = await page.goto('/festivals/no-such-festival');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festival Not Found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Festivals' }).click();
  await expect(page).toHaveURL('/festivals');
  expect((await page.goto('/festivals/no-such-festival/lineup'))?.status()).toBe(404);
});

test('the home tracker links each festival to its page', async ({ page }) => {
  await page.goto('/');
  const tracker = page.getByRole('region', { name: 'Live Festival Tracker' });
  const link = tracker.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/festivals\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters submit as a form, views and markers are links that open a card', async ({ page }) => {
    await page.goto('/festivals');
    await page.getByLabel('Country').selectOption('USA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/country=USA/);
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Map View' }).click();
    await expect(page).toHaveURL('/festivals?country=USA&view=map');
    await expect(markers(page)).toHaveCount(3);
    const name = (await markers(page).nth(1).getAttribute('aria-label'))!.split(',')[0]!;
    await markers(page).nth(1).click();
    await expect(page).toHaveURL(/\/festivals\?country=USA&view=map&festival=[a-z0-9-]+#festival-panel$/);
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(markers(page).nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('festival tabs are plain links', async ({ page }) => {
    await page.goto('/festivals?search=amstel');
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await page
      .getByRole('navigation', { name: 'Festival sections' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/festivals\/amstel-grove-\d{4}\/faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
  });
});
