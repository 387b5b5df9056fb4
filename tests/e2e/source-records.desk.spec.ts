import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

test.use({ storageState: storageStateFor('editor') });

test('the desk sees every source’s record, and those that never add anything', async ({ page }) => {
  await page.goto('/admin/sources');
  await page.getByRole('link', { name: 'Source records' }).click();
  await expect(page).toHaveURL(/\/admin\/sources\/records$/);
  await expect(page.getByRole('heading', { name: 'Never added anything' })).toBeVisible();
  const table = page.getByRole('table', { name: "Every outlet's record" });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Pulse Wire', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `${process.env.TIMELINE_SHOTS_DIR ?? 'test-results/shots'}/desk-source-records.png`,
    fullPage: true,
  });
});
