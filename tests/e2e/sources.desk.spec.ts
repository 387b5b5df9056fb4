import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

// The desk's server refuses private addresses (ALLOW_PRIVATE_SOURCES is off, as in production), so no
// loopback feed can be added here: these specs add feeds on `.invalid` hosts, which never resolve (RFC 6761),
// through the offer to store a feed that cannot be reached now. Adding checked feeds is shown by the
// integration tests (tests/integration/desk-sources.test.ts), whose newsroom may reach loopback.

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const unreachableUrl = (name: string) =>
  `https://${name.toLowerCase().replace(/\W+/g, '-')}.invalid/feed.xml`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Adds a feed that cannot be reached, through the refusal and its offer to add it unchecked. */
async function addUnchecked(page: Page, name: string) {
  await page.getByLabel('Source Name').fill(name);
  await page.getByLabel('RSS URL').fill(unreachableUrl(name));
  await page.getByLabel('Category').selectOption('festivals');
  await page.getByRole('button', { name: 'Add Source' }).click();
  await expect(page.getByText('The feed could not be reached just now.')).toBeVisible();
  await page.getByRole('button', { name: 'Add without checking' }).click();
  await expect(toast(page, 'RSS source added')).toBeVisible();
  await expect(card(page, name)).toBeVisible();
}

test.describe('an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('sees the sources, and adding says what is missing and refuses a private address', async ({
    page,
  }) => {
    await page.goto('/admin/sources');
    await expect(page.getByRole('heading', { level: 1, name: 'RSS Sources' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Sources \(\d+\)$/ })).toBeVisible();
    // The demo's sources are listed, with their health and items per day in words.
    await expect(card(page, 'Pulse Wire').getByRole('img', { name: /^Items per day: / })).toBeVisible();
    await expect(card(page, 'Pulse Wire').getByText('never (demo source)')).toBeVisible();
    // A demo source switches as any other (it is never crawled either way).
    await expect(card(page, 'Pulse Wire').getByRole('switch', { name: 'Pulse Wire Active' })).toBeEnabled();
    await expect(page.getByLabel('Category')).toHaveValue('news');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Source' }).click();
    await expect(errorToast(page, 'Failed to add RSS source: Give the source a name')).toBeVisible();
    await expect(page.getByText("Give the feed's address (its RSS URL)")).toBeVisible();
    await expect(page.getByLabel('Source Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Source Name').fill('Loopback');
    await page.getByLabel('RSS URL').fill('http://127.0.0.1:9/feed.xml');
    await page.getByRole('button', { name: 'Add Source' }).click();
    await expect(
      errorToast(
        page,
        'Failed to add RSS source: Could not fetch http://127.0.0.1:9/feed.xml: 127.0.0.1 is a private or reserved address',
      ),
    ).toBeVisible();
    // A definite refusal offers no way around it.
    await expect(page.getByRole('button', { name: 'Add without checking' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('adds a feed unchecked, switches it at once, crawls, edits and deletes it through a dialog', async ({
    page,
  }) => {
    const name = unique('E2E Wire');
    await page.goto('/admin/sources');
    await addUnchecked(page, name);
    const source = card(page, name);
    await expect(source.getByText('festivals', { exact: true })).toBeVisible();

    const active = source.getByRole('switch', { name: `${name} Active` });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await expect(toast(page, `"${name}" is inactive.`)).toBeVisible();
    await page.reload();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await expect(source.getByRole('button', { name: /Crawl now/ })).toHaveCount(0);
    await active.click();
    await expect(toast(page, `"${name}" is active.`)).toBeVisible();

    await source.getByRole('button', { name: `Crawl now ${name}` }).click();
    await expect(toast(page, 'the worker crawls it in a moment')).toBeVisible();

    await source.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Health' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Source Name').fill(`${name} (renamed)`);
    await page.getByLabel('Kind').selectOption('video');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'RSS source updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();
    await page.getByLabel('RSS URL').fill('ftp://example.com/feed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(errorToast(page, 'Failed to update RSS source:')).toBeVisible();

    // The confirmation page that deleting without scripts goes through.
    const editUrl = new URL(page.url()).pathname;
    await page.goto(`${editUrl}/delete`);
    await expect(page.getByRole('heading', { level: 1, name: `Delete “${name} (renamed)”?` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    const renamed = card(page, `${name} (renamed)`);
    await renamed.getByRole('link', { name: `Delete ${name} (renamed)` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${name} (renamed)”?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await renamed.getByRole('link', { name: `Delete ${name} (renamed)` }).click();
    await dialog.getByRole('button', { name: 'Delete source' }).click();
    await expect(toast(page, 'RSS source deleted')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('imports an uploaded OPML file, reports each feed, and exports every source', async ({ page }) => {
    const name = unique('E2E Import');
    await page.goto('/admin/sources');
    await page.getByRole('link', { name: 'Import OPML' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import OPML' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('OPML file').setInputFiles({
      name: 'e2e.opml',
      mimeType: 'text/x-opml',
      buffer: Buffer.from(`<?xml version="1.0"?><opml version="2.0"><head><title>e2e</title></head><body>
        <outline text="gear"><outline text="${name}" xmlUrl="${unreachableUrl(name)}"/></outline>
        <outline text="Loopback" xmlUrl="http://127.0.0.1:9/loopback.xml"/></body></opml>`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(toast(page, '1 added (1 unchecked), 0 already present, 1 failed.')).toBeVisible();
    const report = page.getByRole('region', { name: 'What the import did' });
    await expect(report.getByRole('region', { name: 'Added unchecked (1)' })).toContainText(name);
    await expect(report.getByRole('region', { name: 'Failed (1)' })).toContainText(
      'private or reserved address',
    );
    await expectNoAxeViolations(page);

    await page.goto('/admin/sources');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export OPML' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sources-\d{4}-\d{2}-\d{2}\.opml$/);
    const xml = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(xml).toString('utf8')).toContain(`xmlUrl="${unreachableUrl(name)}"`);

    await card(page, name)
      .getByRole('link', { name: `Delete ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete source' }).click();
    await expect(toast(page, 'RSS source deleted')).toBeVisible();
  });
});

test.describe('an admin without JavaScript', () => {
  test.use({ storageState: storageStateFor('admin'), javaScriptEnabled: false });

  test('adds, switches off and deletes a source with plain form posts and a confirmation page', async ({
    page,
  }) => {
    const name = unique('No-JS Wire');
    await page.goto('/admin/sources');
    await addUnchecked(page, name);
    const source = card(page, name);
    await source.getByRole('switch', { name: `${name} Active` }).click();
    await expect(toast(page, `"${name}" is inactive.`)).toBeVisible();
    await expect(card(page, name).getByRole('switch', { name: `${name} Active` })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await card(page, name)
      .getByRole('link', { name: `Delete ${name}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/sources\/[0-9a-f-]{36}\/delete$/);
    await expect(page.getByRole('heading', { level: 1, name: `Delete “${name}”?` })).toBeVisible();
    // (axe needs scripts: the same page is checked with them in the first describe block.)
    await page.getByRole('button', { name: 'Delete source' }).click();
    await expect(toast(page, 'RSS source deleted')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Source deleted' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to RSS Sources' }).click();
    await expect(card(page, name)).toHaveCount(0);
  });
});

test.describe('an editor', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('is told what is for admins, and refused when trying anyway', async ({ page, baseURL }) => {
    await page.goto('/admin/sources');
    await expect(page.getByText('deleting sources and importing OPML are for admins only')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import OPML' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Delete / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/admin/sources/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();

    // A delete posted by hand is refused, and the source stays.
    await page.goto('/admin/sources');
    const edit = await card(page, 'Pulse Wire')
      .getByRole('link', { name: 'Edit Pulse Wire' })
      .getAttribute('href');
    const refused = await page.request.post(`${edit}/delete`, { headers: { Origin: baseURL! }, form: {} });
    expect(refused.status()).toBe(403);
    await page.reload();
    await expect(card(page, 'Pulse Wire')).toBeVisible();
  });
});
