import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { insertDraftStory, type DraftItem } from '../support/desk-stories';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';

// Each test makes its own stories with a unique word in their titles and looks only for those: other
// specs share this desk server and change what it holds.
const unique = () => randomUUID().slice(0, 6);

function draftOn(baseURL: string | undefined, title: string, items: DraftItem[], aiAssisted = false) {
  return withE2eDatabase(baseURL!, (client) => insertDraftStory(client, { title, items, aiAssisted }));
}

const toast = (page: Page) => page.locator('[role=status], [role=alert]').filter({ hasText: /\S/ }).last();

test.describe('an admin on the editorial desk', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('walks the queue: drafts with their reports side by side, the AI-assisted label, either order', async ({
    page,
    baseURL,
  }) => {
    const word = `Queue${unique()}`;
    const older = await draftOn(baseURL, `${word} older story`, [
      { title: `${word}: label signs duo`, sourceName: 'Pulse Wire Review', minutesAgo: 90 },
      { title: `${word}: duo joins label`, sourceName: 'Deep Current Review', minutesAgo: 70 },
    ]);
    await draftOn(
      baseURL,
      `${word} newer story`,
      [{ title: `${word}: a remix`, sourceName: 'Night Shift Review' }],
      true,
    );

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Review queue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await page.getByLabel('Title contains').fill(word);
    await page.getByLabel('Order').selectOption('newest');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`order=newest&q=${word}`));
    const entries = page.getByRole('article');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByRole('heading')).toHaveText(`${word} newer story`);
    await expect(entries.nth(0).getByText('AI-assisted')).toBeVisible();
    await expect(entries.nth(1).getByText('AI-assisted')).toHaveCount(0);
    // The older story's two reports, first to report first: title, source, time and link.
    const reports = entries.nth(1).getByRole('listitem');
    await expect(reports).toHaveCount(2);
    await expect(reports.nth(0)).toContainText('Pulse Wire');
    await expect(reports.nth(0)).toContainText(`${word}: label signs duo`);
    await expect(reports.nth(0)).toContainText('first to report');
    await expect(reports.nth(0).locator('time')).toHaveAttribute('datetime', /Z$/);
    await expect(reports.nth(1).getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/deep-current-review\.example\//,
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Order').selectOption('oldest');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(entries.nth(0).getByRole('heading')).toHaveText(`${word} older story`);
    await entries
      .nth(0)
      .getByRole('link', { name: `${word} older story` })
      .click();
    await expect(page).toHaveURL(`/admin/desk/${older.articleId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} older story`);
    await expectNoAxeViolations(page);
  });

  test('edits in the rich-text editor, publishes, corrects, and reads it all in the audit log', async ({
    page,
    baseURL,
  }) => {
    const word = `Edit${unique()}`;
    const story = await draftOn(baseURL, `${word} tour`, [
      { title: `${word} tour announced`, sourceName: 'Pulse Wire Review' },
      { title: `${word} tour dates`, sourceName: 'Deep Current Review' },
    ]);
    await page.goto(`/admin/desk/${story.articleId}`);

    const hostileTitle = `${word} <img src=x onerror=alert(1)> tour`;
    await page.getByLabel('Title', { exact: true }).fill(hostileTitle);
    // The editor replaces the plain HTML field once the page runs its scripts ("Body (HTML)" until then).
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Tour dates');
    await page.getByRole('button', { name: 'Heading' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ten cities this ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('spring');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('. Get tickets');
    for (let i = 0; i < 'tickets'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('https://tickets.example/tour');
    await page.getByLabel('Link address').press('Enter');
    await expect(body.locator('a[href="https://tickets.example/tour"]')).toHaveText('tickets');
    await page.getByLabel('Category').selectOption('festivals');
    await expect(page.locator('datalist#lexicon-names option[value="Amelie Lens"]')).toHaveCount(1);
    await page.getByLabel('Add a tag').fill('amelie lens');
    await page.getByLabel('Cover image address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByText('Give an http(s) address of an image, or a path on this site.'),
    ).toBeVisible();
    await page.getByLabel('Cover image address').fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page)).toContainText('Article saved');

    // Saved and shown again: the markup the toolbar made, sanitised, and the title as text.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostileTitle);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(body.locator('h2')).toHaveText('Tour dates');
    await expect(body.locator('b, strong')).toHaveText('spring');
    await expect(body.locator('a[href="https://tickets.example/tour"]')).toHaveAttribute(
      'rel',
      'noopener nofollow',
    );
    await expect(page.getByLabel('Tags')).toHaveValue('Amelie Lens');
    await expect(page.getByLabel('Category')).toHaveValue('festivals');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Approve and publish now' }).click();
    await expect(toast(page)).toContainText('Article published');
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    const reader = await page.context().newPage();
    await reader.goto(`/news/${story.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(hostileTitle);
    await expect(reader.locator('.prose-article h2')).toHaveText('Tour dates');
    await expect(reader.locator('img[src="x"]')).toHaveCount(0);
    await expect(reader.getByRole('complementary', { name: 'Correction' })).toHaveCount(0);

    // A published article's words change only with a correction note, which readers then see.
    await page.getByLabel('Summary').fill(`${word}: ten cities, not eight.`);
    await page.getByRole('button', { name: 'Save and update the article' }).click();
    await expect(page.getByLabel('Correction note')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Correction note').fill('An earlier version said eight cities.');
    await page.getByRole('button', { name: 'Save and update the article' }).click();
    await expect(toast(page)).toContainText('Correction published');
    await reader.reload();
    await expect(reader.getByRole('complementary', { name: 'Correction' })).toContainText(
      'An earlier version said eight cities.',
    );
    await expectNoAxeViolations(reader);
    await reader.close();

    await page.getByRole('link', { name: 'History in the audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const events = page.getByRole('listitem').filter({ has: page.locator('details') });
    await expect(events).toHaveCount(3);
    await expect(events.nth(0)).toContainText('article.correct');
    await expect(events.nth(1)).toContainText('article.publish');
    await expect(events.nth(2)).toContainText('article.update');
    await events.nth(2).getByText('Before and after').click();
    const edit = events.nth(2).getByRole('table');
    await expect(edit.getByRole('row', { name: /^category/ })).toContainText('news');
    await expect(edit.getByRole('row', { name: /^category/ }).locator('ins')).toHaveText('festivals');
    await expect(edit.getByRole('row', { name: /^tags/ }).locator('ins')).toHaveText('Amelie Lens');
    await expectNoAxeViolations(page);

    // Filtered by action and by who did it.
    await page.goto('/admin/audit');
    await page.getByLabel('Action').selectOption('article.correct');
    await page.getByLabel('Who').selectOption('admin@desk.test');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/action=article.correct/);
    await expect(page.getByText(`Corrected “${hostileTitle}” (summary, correctionNote)`)).toBeVisible();
  });

  test('splits a report off, merges a story in, schedules, rejects and unpublishes', async ({
    page,
    baseURL,
  }) => {
    const word = `Merge${unique()}`;
    const main = await draftOn(baseURL, `${word} main`, [
      { title: `${word} festival adds acts`, sourceName: 'Pulse Wire Review', minutesAgo: 80 },
      { title: `${word} unrelated label news`, sourceName: 'Deep Current Review', minutesAgo: 70 },
    ]);
    const other = await draftOn(baseURL, `${word} other`, [
      { title: `${word} festival line-up grows`, sourceName: 'Night Shift Review', minutesAgo: 75 },
    ]);
    await page.goto(`/admin/desk/${main.articleId}`);
    const reports = page.getByRole('region', { name: 'Reports behind this story' }).getByRole('listitem');

    await page.getByRole('button', { name: `Split off “${word} unrelated label news”` }).click();
    await expect(toast(page)).toContainText(
      `“${word} unrelated label news” waits in the review queue as a draft.`,
    );
    await expect(reports).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Story to merge into this one').selectOption(other.articleId);
    await page.getByRole('button', { name: 'Merge stories' }).click();
    await expect(toast(page)).toContainText('Stories merged');
    await expect(reports).toHaveCount(2);
    await expect(reports.nth(0)).toContainText('Pulse Wire');
    await expect(reports.nth(1)).toContainText('Night Shift');

    await page.goto(`/admin/desk?q=${word}`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      `${word} main`,
      `${word} unrelated label news`,
    ]);
    await page.goto(`/admin/desk?view=rejected&q=${word}`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([`${word} other`]);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/desk/${main.articleId}`);
    await page.getByLabel('Publish later at (UTC)').fill('2099-01-01T10:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Choose a time within a year.', { exact: true })).toBeVisible();
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16);
    await page.getByLabel('Publish later at (UTC)').fill(soon);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(toast(page)).toContainText('Article scheduled');
    await expect(page.getByText('Publishes by itself on')).toBeVisible();
    await page.getByRole('button', { name: 'Remove schedule' }).click();
    await expect(toast(page)).toContainText('Schedule removed');

    await page.getByRole('button', { name: 'Approve and publish now' }).click();
    await expect(toast(page)).toContainText('Article published');
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(toast(page)).toContainText('Article unpublished');
    expect((await page.request.get(`/news/${main.slug}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page)).toContainText('Article rejected');
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ storageState: storageStateFor('admin'), javaScriptEnabled: false });

  test('the body is a plain HTML field: saved sanitised, then published, as plain form posts', async ({
    page,
    baseURL,
  }) => {
    const word = `NoJs${unique()}`;
    const story = await draftOn(baseURL, `${word} story`, [
      { title: `${word} report`, sourceName: 'Pulse Wire Review' },
    ]);
    await page.goto(`/admin/desk/${story.articleId}`);
    const body = page.getByLabel('Body (HTML)');
    await body.fill('<h2>Lead</h2><p onclick="alert(1)">Plain <script>alert(1)</script>form</p>');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Article saved' })).toBeVisible();
    await expect(body).toHaveValue('<h2>Lead</h2><p>Plain form</p>');
    await page.getByRole('button', { name: 'Approve and publish now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Article published' })).toBeVisible();
    await page.goto(`/news/${story.slug}`);
    await expect(page.locator('.prose-article')).toContainText('Plain form');
  });
});

test.describe('an editor', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('reviews drafts but is refused the audit log', async ({ page }) => {
    await page.goto('/admin/desk');
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    const response = await page.goto('/admin/audit');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
