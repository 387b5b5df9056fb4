import { randomUUID } from 'node:crypto';
import { test as plainTest } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { announceChange, withE2eDatabase } from './support/e2e-database';
import { islandsReady } from './support/islands';

// These add sources and articles, as other processes would: they run on a server of their own (see
// playwright.config.ts), so the other specs' figures and lists stay as the demo made them.
// One after another: each counts the stories published while its list is open, which the other's would change.
test.describe.configure({ mode: 'default' });

test('videos load from the video host only when the reader asks, and social posts show their platform', async ({
  page,
  baseURL,
}) => {
  const videoId = 'e2eVideo_01';
  await withE2eDatabase(baseURL!, async (client) => {
    const insertSource = async (name: string, kind: string) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO sources (name, url, host, kind, next_crawl_at) VALUES ($1, $2, '127.0.0.1:9', $3, now() + interval '30 days') RETURNING id`,
        [name, `http://127.0.0.1:9/${randomUUID()}.xml`, kind],
      );
      return rows[0]!.id;
    };
    const insertItem = (sourceId: string, title: string, url: string, summary: string) =>
      client.query(
        `INSERT INTO feed_items (source_id, guid, url, canonical_url, title, summary, content_hash, signature, published_at)
         VALUES ($1, $2, $3, $3, $4, $5, $2, '\\x00'::bytea, now())
         ON CONFLICT DO NOTHING`,
        [sourceId, randomUUID(), url, title, summary],
      );
    await insertItem(
      await insertSource('E2E Channel', 'video'),
      'A warehouse set',
      `https://www.youtube.com/watch?v=${videoId}`,
      '',
    );
    await insertItem(
      await insertSource('E2E Social', 'social'),
      'Post',
      `http://127.0.0.1:9/@e2e/123456`,
      'Back in the studio tonight.',
    );
    await announceChange(client);
  });

  const outside: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.startsWith('127.')) outside.push(request.url());
  });
  // The player is never really fetched: the machine has no internet, and a test never leaves loopback.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Videos' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const videos = page.getByRole('region', { name: 'Featured Videos' });
  await expect(page.getByRole('region', { name: 'Social Buzz' })).toContainText(
    'Back in the studio tonight.',
  );
  await expect(page.getByRole('region', { name: 'Social Buzz' })).toContainText('Mastodon');
  expect(outside).toEqual([]);
  await expect(videos.locator('iframe')).toHaveCount(0);

  await islandsReady(page);
  await videos.getByRole('link', { name: 'Play A warehouse set' }).click();
  const player = videos.locator('iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`);
  await expect(player).toBeFocused();
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  await expectNoAxeViolations(page);
});

/** Publishes a news story as another process would, while a reader has the list open, and announces it. */
async function publishNewsStory(baseURL: string, title: string) {
  await withE2eDatabase(baseURL, async (client) => {
    await client.query(
      `INSERT INTO articles (slug, title, summary, content, category, status, published_at)
       VALUES ($1, $2, 'A story published while the list was open.', '<p>Body</p>', 'news', 'published', now())`,
      [title.toLowerCase().replace(/ /g, '-'), title],
    );
    await announceChange(client);
  });
}

test('an open news list says how many stories were published since, and shows them on a click', async ({
  page,
  baseURL,
}) => {
  await page.goto('/news');
  const title = `Live update check ${randomUUID().slice(0, 8)}`;
  await expect(page.getByRole('button', { name: /new stor/ })).toHaveCount(0);
  await publishNewsStory(baseURL!, title);
  const notice = page.getByRole('button', { name: '1 new story – show' });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(title);
  // The button is gone; the keyboard lands on the newest story.
  await expect(page.locator('#news-results a').first()).toBeFocused();
  await expect(page.getByRole('button', { name: /new stor/ })).toHaveCount(0);
});

// Decision 081: the notice's island waits for the reader's first use, but the page follows the stream from the
// start, so a reader who has only been looking at the list still sees the notice.
plainTest(
  'a news list nobody has touched still shows its notice when a story is published',
  async ({ page, baseURL }) => {
    await page.goto('/news', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'waiting');
    const title = `Untouched list check ${randomUUID().slice(0, 8)}`;
    await publishNewsStory(baseURL!, title);
    await expect(page.getByRole('button', { name: '1 new story – show' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  },
);
