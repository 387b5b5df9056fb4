import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

// Issue 11, acceptance 2, 3, 9 and 10 in the browser: the dashboard, the Manual Triggers (with scripts and
// without), and a triggered run reaching the dashboard's log and the public charts. Other desk specs share
// this server: nothing here counts rows another spec could add.

test.use({ storageState: storageStateFor('admin') });
// The tests that trigger a run wait for the worker to finish it.
test.describe.configure({ timeout: 90_000 });

/** Reloads until the trigger's button is back to Trigger Now (its run is done). */
async function waitForRunToFinish(page: Page, title: string) {
  await expect(async () => {
    // A fresh GET: reloading the page a form post rendered would post the form again.
    await page.goto('/admin/triggers');
    await expect(page.getByRole('button', { name: `Trigger Now ${title}` })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('the dashboard shows the automation figures, the newsroom’s health and the latest logs', async ({
  page,
}) => {
  await page.goto('/automation-admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const label of ['Total Runs (24h)', 'Successful', 'Failed'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  const health = page.getByRole('region', { name: 'Newsroom health' });
  await expect(health.getByRole('heading', { name: 'Failing sources' })).toBeVisible();
  await expect(health.getByRole('link', { name: 'Manage sources' })).toHaveAttribute(
    'href',
    '/admin/sources',
  );
  await expect(health.getByRole('heading', { name: 'Drafts waiting' })).toBeVisible();
  await expect(health.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
    'href',
    '/admin/desk',
  );
  await expect(health.getByText('New contact messages')).toBeVisible();
  await expect(health.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/inbox');
  // The chart is an image with a name and a summary, and its numbers are a table away.
  const chart = page.getByRole('img', { name: /New items and stories per hour, last 7 days/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/new items and .* new stories in the last 7 days/);
  await page.getByText('The numbers by day').click();
  // A header and the seven days (eight dates when the week does not start at midnight UTC).
  expect(
    await page
      .getByRole('table', { name: /per day/ })
      .getByRole('row')
      .count(),
  ).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('region', { name: 'Latest automation logs' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Trigger Now starts Weekly Charts: the spec’s toast, the run in the log, the charts on /charts', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Triggers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Triggers' })).toBeVisible();
  for (const title of ['RSS Processing', 'Weekly Charts', 'Newsletter Digest'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The schedules as pg-boss holds them, with their next runs.
  const schedules = page.getByRole('table');
  await expect(
    schedules.getByRole('row', { name: /Weekly charts.*Fridays at 09:00.*Europe\/Berlin/ }),
  ).toBeVisible();
  await expect(schedules.getByRole('row', { name: /Newsletter digest.*Fridays at 10:00/ })).toBeVisible();
  await expect(schedules.getByRole('row', { name: /RSS processing.*Every minute/ })).toBeVisible();
  await expect(
    schedules
      .getByRole('row', { name: /Weekly charts/ })
      .getByRole('cell')
      .last(),
  ).toContainText(/Fri, /);
  await expectNoAxeViolations(page);

  await waitForRunToFinish(page, 'Weekly Charts');
  await page.getByRole('button', { name: 'Trigger Now Weekly Charts' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Automation triggered' });
  await expect(toast).toContainText('Weekly Charts has been started successfully.');
  await expectNoAxeViolations(page);
  // The page keeps asking while the run is unfinished; the button comes back when it is done.
  await expect(page.getByRole('button', { name: 'Trigger Now Weekly Charts' })).toBeEnabled({
    timeout: 30_000,
  });

  await page.goto('/admin');
  const logs = page.getByRole('region', { name: 'Latest automation logs' });
  await expect(logs.getByRole('listitem').filter({ hasText: 'WEEKLY CHARTS' }).first()).toContainText(
    /success.*Target: charts/is,
  );
  // The demo has this week's genre charts already; the overall chart is the run's own.
  await page.goto('/charts');
  // Named for the entries the week gave it ("Overall Top 4"), not a fixed ten.
  await expect(page.getByRole('link', { name: /Overall Top \d+/ }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Trigger Now is a plain form: the page comes back with the toast, and the run reaches the log', async ({
    page,
  }) => {
    await page.goto('/admin/triggers');
    await waitForRunToFinish(page, 'Newsletter Digest');
    await page.getByRole('button', { name: 'Trigger Now Newsletter Digest' }).click();
    await expect(page).toHaveURL(/\/admin\/triggers$/);
    await expect(page.getByRole('status').filter({ hasText: 'Automation triggered' })).toContainText(
      'Newsletter Digest has been started successfully.',
    );
    await // (axe needs scripts: this page was checked with them above.)
    await waitForRunToFinish(page, 'Newsletter Digest');
    await page.goto('/admin');
    await expect(
      page.getByRole('region', { name: 'Latest automation logs' }).getByText('NEWSLETTER DIGEST').first(),
    ).toBeVisible();
  });
});
