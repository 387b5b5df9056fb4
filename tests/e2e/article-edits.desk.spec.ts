import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { insertDraftStory } from '../support/desk-stories';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';

// Publishing takes what the editor sees on the form: unsaved edits go out with the article, and a cover given
// as a path on this site is a cover like any other.
const unique = () => randomUUID().slice(0, 6);

function draftOn(baseURL: string | undefined, title: string) {
  return withE2eDatabase(baseURL!, (client) =>
    insertDraftStory(client, {
      title,
      items: [{ title: `${title} report`, sourceName: 'Pulse Wire Review' }],
    }),
  );
}

const toast = (page: Page) => page.locator('[role=status], [role=alert]').filter({ hasText: /\S/ }).last();

test.describe('an admin editing a draft', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('publishes the edits on the form, unsaved, with a cover from this site', async ({ page, baseURL }) => {
    const word = `Edits${unique()}`;
    const story = await draftOn(baseURL, `${word} story`);
    await page.goto(`/admin/desk/${story.articleId}`);
    await page.getByLabel('Title').fill(`${word} the title as edited`);
    await page.getByLabel('Cover image address').fill('/images/covers/cover-08.svg');
    await page.getByLabel('Cover description').fill('Abstract artwork');
    // Not saved first: the Decide section's button sends the form's edits.
    await page.getByRole('button', { name: 'Approve and publish now' }).click();
    await expect(toast(page)).toContainText('Article saved and published');
    const reader = await page.context().newPage();
    await reader.goto(`/news/${story.slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${word} the title as edited`);
    await expect(reader.locator('img[alt="Abstract artwork"]')).toHaveCount(1);
  });

  test('publishes nothing when the edits are refused, and keeps them on the form', async ({
    page,
    baseURL,
  }) => {
    const word = `Refused${unique()}`;
    const story = await draftOn(baseURL, `${word} story`);
    await page.goto(`/admin/desk/${story.articleId}`);
    await page.getByLabel('Cover image address').fill('ftp://example.test/cover.jpg');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(
      page.getByText('Give an http(s) address of an image, or a path on this site.'),
    ).toBeVisible();
    await expect(page.getByLabel('Cover image address')).toHaveValue('ftp://example.test/cover.jpg');
    await expect(page.getByRole('button', { name: 'Approve and publish now' })).toBeVisible();
    expect((await page.request.get(`/news/${story.slug}`)).status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ storageState: storageStateFor('admin'), javaScriptEnabled: false });

  test('the edit form saves and publishes in one post', async ({ page, baseURL }) => {
    const word = `NoJsEdits${unique()}`;
    const story = await draftOn(baseURL, `${word} story`);
    await page.goto(`/admin/desk/${story.articleId}`);
    await page.getByLabel('Title').fill(`${word} published as typed`);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Article saved and published' })).toBeVisible();
    await page.goto(`/news/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${word} published as typed`);
  });
});
