import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// Screenshots for the closing note of issue 44 (phone and desktop width); outside the repository.
// Screenshots for a closing note or a review; kept beside Playwright's other output unless a folder is named.
const SHOTS = process.env.TIMELINE_SHOTS_DIR ?? 'test-results/shots';

type Timeline = {
  data: {
    reports: { outlet: string; outlet_record: string | null; added: unknown[] }[];
    later: unknown[];
    earlier: unknown[];
    thread: { url: string } | null;
  };
};

/** A published article whose story several outlets told and that belongs to a thread, found through the API. */
async function developedStory(request: APIRequestContext) {
  const list = (await (await request.get('/api/v1/articles?limit=100')).json()) as {
    data: { slug: string }[];
  };
  for (const { slug } of list.data) {
    const timeline = (await (await request.get(`/api/v1/articles/${slug}/timeline`)).json()) as Timeline;
    if (timeline.data.reports.length >= 2 && timeline.data.thread) return { slug, timeline };
  }
  throw new Error('the demo has no story told by several outlets that is part of a thread');
}

const timelineSection = (page: Page) => page.getByRole('region', { name: 'How this story developed' });

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a story’s timeline is readable: open on a wide screen, a summary to open on a phone', async ({
    page,
    request,
  }) => {
    const { slug } = await developedStory(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/news/${slug}`);
    const firstReport = timelineSection(page).getByText('first to report');
    await expect(firstReport).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/news/${slug}`);
    await expect(firstReport).toBeHidden();
    await timelineSection(page).getByText('Show every report in order').click();
    await expect(firstReport).toBeVisible();
  });
});

test('a story’s timeline shows every report in order with what it added, and links its thread and outlets', async ({
  page,
  request,
}) => {
  // Two axe runs of the whole article page (desktop and phone): on a shared two-core machine, more than 30 s.
  test.slow();
  const { slug, timeline } = await developedStory(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/news/${slug}`);
  const section = timelineSection(page);
  await expect(section.getByText('first to report')).toHaveCount(1);
  await expect(section.getByText(/^(Reported|Added): /).first()).toBeVisible();
  await expect(section.getByRole('link', { name: timeline.data.reports[0]!.outlet }).first()).toHaveAttribute(
    'href',
    /^\/sources\/[a-z0-9-]+$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd
    .map((text) => JSON.parse(text) as { '@type'?: string; citation?: unknown[] })
    .find((entry) => entry['@type'] === 'NewsArticle');
  expect(article?.citation).toHaveLength(timeline.data.reports.length);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: `${SHOTS}/article-timeline-desktop.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByText('Show every report in order').click();
  await expect(section.getByText('first to report')).toBeVisible();
  await expectNoAxeViolations(page);
  await section.screenshot({ path: `${SHOTS}/article-timeline-phone.png` });
});

test('a thread has its own page, each story in it linked', async ({ page, request }) => {
  const { timeline } = await developedStory(request);
  await page.goto(new URL(timeline.data.thread!.url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/full coverage$/);
  const thread = page.locator(`[id="${new URL(timeline.data.thread!.url).hash.slice(1)}"]`);
  await expect(thread.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/thread-desktop.png`, fullPage: true });
});

test('a source’s record states its figures and the method', async ({ page, request }) => {
  // Two record pages, each with an axe run and a whole-page screenshot: on a shared machine, over 30 s.
  test.slow();
  const { timeline } = await developedStory(request);
  const record = new URL(timeline.data.reports[0]!.outlet_record!).pathname;
  for (const [width, name] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(record);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(timeline.data.reports[0]!.outlet);
    await expect(page.getByText('First to report', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How these figures are made' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Feed health' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Stories it reported' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/source-record-${name}.png`, fullPage: true });
  }
  expect((await request.get('/sources/no-such-outlet')).status()).toBe(404);
  expect((await request.get('/threads/no-such-name')).status()).toBe(404);
});

test('the Content API answers a story’s timeline and a source’s record, and describes both', async ({
  request,
}) => {
  const { slug, timeline } = await developedStory(request);
  expect(timeline.data.reports[0]!.added.length).toBeGreaterThan(0);
  const slugOf = new URL(timeline.data.reports[0]!.outlet_record!).pathname.split('/').pop();
  const record = (await (await request.get(`/api/v1/sources/${slugOf}`)).json()) as {
    data: { stories: { url: string }[]; method: string[] };
  };
  expect(record.data.stories.map((story) => new URL(story.url).pathname)).toContain(`/news/${slug}`);
  expect(record.data.method.length).toBeGreaterThan(0);
  const missing = await request.get('/api/v1/sources/no-such-outlet');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
  const document = (await (await request.get('/api/v1/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/articles/{slug}/timeline', '/sources/{slug}']),
  );
});
