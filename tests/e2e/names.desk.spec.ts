import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type pg from 'pg';
import { insertDraftStory } from '../support/desk-stories';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';

// Issue 13, point 3: an editor decides on the names the newsroom suggested. Each test makes its own names
// with a unique word and looks only for those: other specs share this desk server.
const unique = () => randomUUID().slice(0, 6);

/** A draft story and names suggested for its article, as the newsroom leaves them. */
async function suggestNames(baseURL: string | undefined, word: string, names: [string, string | null][]) {
  return withE2eDatabase(baseURL!, async (client: pg.Client) => {
    const story = await insertDraftStory(client, {
      title: `${word} story with new names`,
      items: [{ title: `${word}: new names in the news`, sourceName: 'Pulse Wire Review' }],
    });
    for (const [name, kind] of names) {
      const { rows } = await client.query(
        `INSERT INTO entity_suggestions (key, name, seen_as, kind, evidence, mentions)
         VALUES (lower($1), $1, $1, $2, 'the words around it', 1) RETURNING id`,
        [name, kind],
      );
      await client.query(
        `INSERT INTO article_entity_suggestions (article_id, suggestion_id) VALUES ($1, $2)`,
        [story.articleId, rows[0]!.id],
      );
    }
    return story;
  });
}

const lexiconKind = (baseURL: string | undefined, name: string) =>
  withE2eDatabase(baseURL!, async (client) => {
    const { rows } = await client.query(`SELECT kind, aliases FROM lexicon_entries WHERE name = $1`, [name]);
    return rows[0] as { kind: string; aliases: string[] } | undefined;
  });

const toast = (page: Page) => page.locator('[role=status], [role=alert]').filter({ hasText: /\S/ }).last();
const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('an editor deciding on suggested names', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('renames, accepts into the lexicon and rejects, from the desk’s navigation', async ({
    page,
    baseURL,
  }) => {
    const word = `Kraan${unique()}`;
    const story = await suggestNames(baseURL, word, [
      [`${word} Records`, 'label'],
      [`${word} Duo`, null],
      [`${word} Arena`, 'venue'],
    ]);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Desk' })
      .getByRole('link', { name: 'Suggested names' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suggested names' })).toBeVisible();
    const label = card(page, `${word} Records`);
    await expect(label).toContainText('Label');
    await expect(label.getByRole('link', { name: `${word} story with new names` })).toHaveAttribute(
      'href',
      `/admin/desk/${story.articleId}`,
    );
    await expectNoAxeViolations(page);

    // An accept needs a kind: the unknown one is refused until the editor chooses.
    const duo = card(page, `${word} Duo`);
    await duo.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page)).toContainText('Choose what the name is before accepting it.');
    await duo.getByLabel('Name').fill(`The ${word} Duo`);
    await duo.getByLabel('Kind').selectOption('artist');
    await duo.getByRole('button', { name: 'Rename' }).click();
    await expect(toast(page)).toContainText('Name renamed');
    const renamed = card(page, `The ${word} Duo`);
    await expect(renamed).toContainText(`seen as “${word} Duo”`);
    await renamed.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page)).toContainText('Name accepted');
    await expect(renamed).toHaveCount(0);
    expect(await lexiconKind(baseURL, `The ${word} Duo`)).toEqual({
      kind: 'artist',
      aliases: [`${word} Duo`],
    });

    await card(page, `${word} Arena`).getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page)).toContainText('will not be suggested again');
    await page.getByRole('link', { name: 'Rejected' }).click();
    await expect(card(page, `${word} Arena`)).toContainText('Venue');
    await expect(card(page, `${word} Arena`).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Accepted' }).click();
    await expect(card(page, `The ${word} Duo`)).toBeVisible();

    // The accepted name tags the article it was suggested for.
    await page.goto(`/admin/desk/${story.articleId}`);
    await expect(page.getByLabel('Tags')).toHaveValue(new RegExp(`The ${word} Duo`));
  });
});

test.describe('suggested names without JavaScript', () => {
  test.use({ storageState: storageStateFor('editor'), javaScriptEnabled: false });

  test('accepts and rejects with plain form posts', async ({ page, baseURL }) => {
    const word = `Plain${unique()}`;
    await suggestNames(baseURL, word, [
      [`${word} Festival`, 'festival'],
      [`${word} Club`, 'venue'],
    ]);
    await page.goto('/admin/names');
    await card(page, `${word} Festival`).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Name accepted' })).toBeVisible();
    expect(await lexiconKind(baseURL, `${word} Festival`)).toEqual({ kind: 'festival', aliases: [] });
    await card(page, `${word} Club`).getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Name rejected' })).toBeVisible();
    // (axe needs scripts in the page: it runs in the test above.)
    await expect(card(page, `${word} Club`)).toHaveCount(0);
  });
});

// Issue 39, point 3 (decision 068): names the newsroom was sure of tag their articles at once and wait on the
// desk as new, for one click to keep or drop.
async function tagNewNames(baseURL: string | undefined, word: string, names: [string, string][]) {
  return withE2eDatabase(baseURL!, async (client: pg.Client) => {
    const story = await insertDraftStory(client, {
      title: `${word} story with names tagged at once`,
      items: [{ title: `${word}: names that broke today`, sourceName: 'Pulse Wire Review' }],
    });
    for (const [name, kind] of names) {
      const { rows } = await client.query(
        `INSERT INTO entity_suggestions (key, name, seen_as, kind, evidence, mentions, status)
         VALUES (lower($1), $1, $1, $2, 'the words around it; named by 2 outlets', 1, 'tagged') RETURNING id`,
        [name, kind],
      );
      await client.query(
        `INSERT INTO article_entity_suggestions (article_id, suggestion_id) VALUES ($1, $2)`,
        [story.articleId, rows[0]!.id],
      );
      await client.query(
        `WITH tag AS (INSERT INTO tags (slug, name, kind) VALUES (lower(replace($1, ' ', '-')), $1, $2) RETURNING id)
         INSERT INTO article_tags (article_id, tag_id) SELECT $3, id FROM tag`,
        [name, kind, story.articleId],
      );
    }
    return story;
  });
}

const articleTagNames = (baseURL: string | undefined, articleId: string) =>
  withE2eDatabase(baseURL!, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = $1 ORDER BY t.name`,
      [articleId],
    );
    return rows.map((row) => row.name);
  });

test.describe('new names tagged at once', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('are listed as new, with the tab and cards accessible', async ({ page, baseURL }) => {
    const word = `Fresh${unique()}`;
    await tagNewNames(baseURL, word, [[`${word} Weekender`, 'festival']]);
    await page.goto('/admin/names');
    await page
      .getByRole('navigation', { name: 'Suggested names by status' })
      .getByRole('link', { name: 'New' })
      .click();
    const festival = card(page, `${word} Weekender`);
    await expect(festival).toContainText('New · tags its articles');
    await expect(festival).toContainText('named by 2 outlets');
    await expect(festival.getByRole('button', { name: 'Keep' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('new names without JavaScript', () => {
  test.use({ storageState: storageStateFor('editor'), javaScriptEnabled: false });

  test('keeps one and drops another with plain form posts', async ({ page, baseURL }) => {
    const word = `Brk${unique()}`;
    const story = await tagNewNames(baseURL, word, [
      [`${word} Tapes`, 'label'],
      [`${word} Hall`, 'venue'],
    ]);
    expect(await articleTagNames(baseURL, story.articleId)).toEqual([`${word} Hall`, `${word} Tapes`]);
    await page.goto('/admin/names?status=tagged');
    await card(page, `${word} Tapes`).getByRole('button', { name: 'Keep' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Name kept' })).toBeVisible();
    expect(await lexiconKind(baseURL, `${word} Tapes`)).toEqual({ kind: 'label', aliases: [] });
    await page.goto('/admin/names?status=tagged');
    await card(page, `${word} Hall`).getByRole('button', { name: 'Drop' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Name dropped' })).toBeVisible();
    await expect(card(page, `${word} Hall`)).toHaveCount(0);
    // The kept name still tags the article; the dropped one left it.
    expect(await articleTagNames(baseURL, story.articleId)).toEqual([`${word} Tapes`]);
  });
});
