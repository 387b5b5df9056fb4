import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  publishThroughDesk,
  reportsOf,
  type SceneSite,
  type SceneStory,
  startSceneSite,
} from '../support/scene-site';

// Issue 44, point 5: the timeline on the real-scene held-out stories (tests/fixtures/scene/held-out.json), as a
// reader meets them on a site started as `npm start` starts it, its outlets' feeds crawled from a loopback feed
// server and their stories published by an editor on the desk. One site for the file: the tests run in turn.
test.describe.configure({ mode: 'serial' });

// Screenshots for the closing note (phone and desktop width); outside the repository when a folder is named.
const SHOTS = process.env.TIMELINE_SHOTS_DIR ?? 'test-results/shots';

let site: SceneSite;

test.beforeAll(async ({ browser }) => {
  // A fresh embedded PostgreSQL, migrations, the demo seed, an OPML import, a crawl and a dozen desk publishes.
  test.setTimeout(600_000);
  site = await startSceneSite();
  const page = await browser.newPage();
  await publishThroughDesk(page, site, site.shared);
  await page.close();
});

test.afterAll(async () => {
  await site?.close();
});

const languagesOf = (story: SceneStory) => new Set(reportsOf(site, story).map((report) => report.language));

/** The story the most outlets told in two or more languages; then the others, most outlets first. */
function storiesAcrossLanguages(): SceneStory[] {
  return site.shared
    .filter((story) => languagesOf(story).size >= 2)
    .sort((a, b) => b.sources.length - a.sources.length || languagesOf(b).size - languagesOf(a).size);
}

const timelineSection = (page: Page) => page.getByRole('region', { name: 'How this story developed' });

/**
 * The timeline as it sits in the page: cut from a whole-page screenshot, so the sticky header and the bottom
 * bar stay where the page puts them instead of over the section, as they would on a screenshot of it alone.
 */
async function shootTimeline(page: Page, name: string) {
  // The bottom bar is an advertisement a reader closes to read on; closed, as a reader would. Its close button
  // is the <summary> of a <details>, which has no button role to find it by: its label finds it.
  const closeAd = page.getByLabel('Close advertisement');
  if (await closeAd.isVisible()) await closeAd.click();
  const box = await timelineSection(page).evaluate((section) => {
    const rect = section.getBoundingClientRect();
    return {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
  const margin = 16;
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage: true,
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/** Asserts each report in time order: outlet, headline, and what it added (or that it added nothing). */
async function expectReportsInOrder(section: Locator, story: SceneStory) {
  const reports = reportsOf(site, story).sort(
    (a, b) => new Date(a.publishedAt).getTime() - new Date(b.publishedAt).getTime(),
  );
  expect(reports).toHaveLength(story.sources.length);
  const entries = section.getByRole('list').first().getByRole('listitem');
  await expect(entries).toHaveCount(reports.length);
  const times: number[] = [];
  for (const [index, report] of reports.entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByRole('link', { name: report.outlet, exact: true })).toHaveAttribute(
      'href',
      /^\/sources\/[a-z0-9-]+$/,
    );
    await expect(entry.getByRole('link', { name: report.title, exact: true })).toBeVisible();
    await expect(
      entry.getByText(/^(Reported: |Added: |Added nothing earlier reports had not said\.)/),
    ).toHaveCount(1);
    times.push(new Date((await entry.locator('time').getAttribute('datetime'))!).getTime());
  }
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await expect(entries.first().getByText('first to report')).toBeVisible();
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a held-out story told in several languages lists each report in time order with outlet, headline and what it added', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [story] = storiesAcrossLanguages();
    expect(story, 'a held-out story several outlets told in two or more languages').toBeDefined();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/news/${story!.article!.slug}`);
    const section = timelineSection(page);
    await expectReportsInOrder(section, story!);
    // Later reports in other languages still add what they state first: figures and dates if not names.
    await expect(section.getByText(/^Added: /).first()).toBeVisible();

    // On a phone the reports wait behind a summary that opens without script.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(section.getByText('first to report')).toBeHidden();
    await section.getByText('Show every report in order').click();
    await expect(section.getByText('first to report')).toBeVisible();
  });
});

test('a held-out story told in several languages passes axe at phone and desktop width', async ({ page }) => {
  // Two axe runs of a whole article page (axe needs the page's scripts on): on a shared machine, a minute or more.
  test.setTimeout(300_000);
  const [story] = storiesAcrossLanguages();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/news/${story!.article!.slug}`);
  await expect(timelineSection(page).getByText('first to report')).toBeVisible();
  await shootTimeline(page, 'held-out-languages-desktop');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await timelineSection(page).getByText('Show every report in order').click();
  await expect(timelineSection(page).getByText('first to report')).toBeVisible();
  await shootTimeline(page, 'held-out-languages-phone');
  await page.screenshot({ path: `${SHOTS}/held-out-languages-article-phone.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('every held-out story several outlets told shows its reports in order on its article', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(site.shared.length).toBeGreaterThanOrEqual(5);
  const acrossLanguages = storiesAcrossLanguages();
  for (const story of site.shared) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/news/${story.article!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReportsInOrder(timelineSection(page), story);
    // The second story across languages and the largest of one language, for the closing note.
    const name =
      story === acrossLanguages[1]
        ? 'held-out-second'
        : story === site.shared.find((other) => languagesOf(other).size === 1 && other.sources.length >= 3)
          ? 'held-out-one-language'
          : null;
    if (!name) continue;
    await shootTimeline(page, `${name}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await timelineSection(page).getByText('Show every report in order').click();
    await shootTimeline(page, `${name}-phone`);
  }
});

test('a held-out outlet’s record and a held-out thread read well at phone and desktop width', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const [story] = storiesAcrossLanguages();
  const outlet = reportsOf(site, story!)[0]!.outlet;
  const threads: string[] = [];
  for (const shared of site.shared) {
    const timeline = (await (
      await request.get(`${site.url}/api/v1/articles/${shared.article!.slug}/timeline`)
    ).json()) as { data: { thread: { url: string } | null } };
    if (timeline.data.thread) threads.push(new URL(timeline.data.thread.url).pathname);
  }
  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/news/${story!.article!.slug}`);
    if (width < 1024) await timelineSection(page).getByText('Show every report in order').click();
    await timelineSection(page).getByRole('link', { name: outlet, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(outlet);
    // The record covers its last RECORD_DAYS of reports: held-out news of earlier years is outside it.
    await expect(page.getByRole('region', { name: 'Stories it reported' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How these figures are made' })).toBeVisible();
    await expect(page.getByText(/^Healthy: the last crawl answered 200\.$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/held-out-source-record-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    // Held-out news that kept developing over days (a festival's letter then its withdrawals) forms threads.
    if (threads[0]) {
      await page.goto(`${site.url}${threads[0]}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/full coverage$/);
      await page.screenshot({ path: `${SHOTS}/held-out-thread-${name}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    }
  }
});

test('the desk’s source records read well at phone and desktop width', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${site.url}/login?next=%2Fadmin%2Fsources%2Frecords`);
  await page.getByLabel('E-mail').fill(site.editor.email);
  await page.getByLabel('Password').fill(site.editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/sources/records');
  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Source records');
    await page.screenshot({
      path: `${SHOTS}/held-out-desk-records-${name}.png`,
      fullPage: true,
      scale: 'css',
    });
  }
});
