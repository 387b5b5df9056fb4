import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

test.use({ storageState: storageStateFor('editor') });

test('an editor starts a breaking alert about a recent story and is told who gets it', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Breaking alerts', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send alert' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to start breaking alert: check the highlighted fields' }),
  ).toBeVisible();
  await expect(page.getByText('Give the alert a subject')).toBeVisible();
  await expect(page.getByText('Choose the published story the alert is about')).toBeVisible();
  await expectNoAxeViolations(page);

  const story = page.getByLabel('Story');
  const firstStory = await story.locator('option').nth(1).getAttribute('value');
  await story.selectOption(firstStory!);
  await page.getByLabel('Subject').fill('E2E breaking alert');
  await page.getByLabel('Text').fill('Something happened that cannot wait for Friday.');
  await page.getByRole('button', { name: 'Send alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Breaking alert started' })).toContainText(
    /Going to \d+ subscribers\./,
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E breaking alert' })).toBeVisible();
});
