import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';

// Keywords of these specs' own (no article uses them), so nothing another spec reads links them.
const uniqueKeyword = () => `kw-${randomUUID().slice(0, 8)}`;

const rowOf = (page: Page, keyword: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('switch', { name: `Active: ${keyword}` }) });

test.use({ storageState: storageStateFor('admin') });

test('adds, edits, switches off and deletes a mapping, with the spec’s toasts and field errors', async ({
  page,
}) => {
  const keyword = uniqueKeyword();
  await page.goto('/affiliate-dashboard');
  await expect(page).toHaveURL(/\/admin\/affiliates$/);
  await expect(page.getByRole('heading', { name: 'Affiliates', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monetization Stats' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add Mapping' }).click();
  const form = page.getByRole('form', { name: 'Add Mapping' });
  await expect(form).toBeVisible();
  await expect(page.getByLabel('Keyword')).toBeFocused();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to create mapping: Please enter a keyword' }),
  ).toBeVisible();
  await expect(form.getByText('Please enter the shop name')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Keyword').fill(keyword);
  await page.getByLabel('Shop Name').fill('E2E Shop');
  await page.getByLabel('Affiliate URL').fill('http://shop.example/plain-http');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter a full address starting with https://')).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel('Keyword')).toHaveValue(keyword);
  await page.getByLabel('Affiliate URL').fill(`https://shop.example/${keyword}?partner=dropwire`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mapping created' })).toBeVisible();
  // Saving closes the form; opened again, it is empty.
  await expect(form).toHaveCount(0);
  const row = rowOf(page, keyword);
  await expect(row).toContainText('E2E Shop');
  await expect(row).toContainText('Active');
  await page.getByRole('link', { name: 'Add Mapping' }).click();
  await expect(page.getByLabel('Keyword')).toHaveValue('');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Add Mapping' })).toHaveCount(0);

  await row.getByRole('link', { name: `Edit mapping ${keyword}` }).click();
  const edit = page.getByRole('form', { name: `Edit the mapping “${keyword}”` });
  await expect(edit.getByLabel('Shop Name')).toHaveValue('E2E Shop');
  await expectNoAxeViolations(page);
  await edit.getByLabel('Shop Name').fill('E2E Shop Renamed');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mapping updated' })).toBeVisible();
  await expect(rowOf(page, keyword)).toContainText('E2E Shop Renamed');

  const toggle = page.getByRole('switch', { name: `Active: ${keyword}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'is inactive' })).toBeVisible();
  await expect(rowOf(page, keyword)).toContainText('Inactive');
  await page.reload();
  await expect(page.getByRole('switch', { name: `Active: ${keyword}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await rowOf(page, keyword)
    .getByRole('link', { name: `Delete mapping ${keyword}` })
    .click();
  await expect(page.getByText(`Delete the mapping “${keyword}”?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(rowOf(page, keyword)).toHaveCount(1);
  await rowOf(page, keyword)
    .getByRole('link', { name: `Delete mapping ${keyword}` })
    .click();
  await page.getByRole('button', { name: 'Delete mapping' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mapping deleted' })).toBeVisible();
  await expect(rowOf(page, keyword)).toHaveCount(0);
});

test('lists a mapping whose shop answered with an error as broken', async ({ page }) => {
  const keyword = uniqueKeyword();
  await withE2eDatabase(test.info().project.use.baseURL!, (db) =>
    db.query(
      `INSERT INTO affiliate_mappings (keyword, shop_name, affiliate_url, is_broken, check_status, check_error, checked_at)
       VALUES ($1, 'Gone Shop', 'https://gone.example/', true, 404, 'The shop answered 404', now())`,
      [keyword],
    ),
  );
  await page.goto('/admin/affiliates');
  const broken = page.getByRole('region', { name: /Broken links/ });
  await expect(broken).toContainText(`${keyword} · Gone Shop: The shop answered 404`);
  await expect(rowOf(page, keyword)).toContainText('Broken link: The shop answered 404');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding and switching a mapping work as plain form posts', async ({ page }) => {
    const keyword = uniqueKeyword();
    await page.goto('/admin/affiliates');
    await page.getByRole('link', { name: 'Add Mapping' }).click();
    await expect(page).toHaveURL(/\?add$/);
    await page.getByLabel('Keyword').fill(keyword);
    await page.getByLabel('Shop Name').fill('Plain Shop');
    await page.getByLabel('Affiliate URL').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Failed to create mapping: Please enter a full address starting with https://'),
    ).toBeVisible();
    await page.getByLabel('Affiliate URL').fill('https://plain.example/');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mapping created')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add Mapping' })).toHaveCount(0);

    await page.getByRole('switch', { name: `Active: ${keyword}` }).click();
    await expect(page.getByText(`“${keyword}” is inactive: pages no longer link it.`)).toBeVisible();
    await expect(page.getByRole('switch', { name: `Active: ${keyword}` })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
