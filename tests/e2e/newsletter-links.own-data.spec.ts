import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { signLink } from '../../app/domain/newsletter/subscriber-links';
import { derivedKey } from '../../app/lib/secret-file.server';
import { expectNoAxeViolations } from './support/axe';
import { withE2eDatabase } from './support/e2e-database';

/** A subscriber of the running server, with links signed by its key (as its e-mails carry them). */
async function subscriberWithLinks(baseURL: string, status: 'pending' | 'confirmed') {
  const port = Number(new URL(baseURL).port);
  const key = derivedKey({ DATA_DIR: path.join(os.tmpdir(), `dropwire-e2e-${port}`) }, 'newsletter-links');
  const id = randomUUID();
  const email = `reader-${id.slice(0, 8)}@example.test`;
  const confirm = signLink(key, { subscriberId: id, purpose: 'confirm', expiresAt: Date.now() + 3_600_000 });
  const manage = signLink(key, { subscriberId: id, purpose: 'manage', expiresAt: Date.now() + 3_600_000 });
  await withE2eDatabase(baseURL, (client) =>
    client.query(
      `INSERT INTO newsletter_subscribers (id, email, topics, status, confirm_token_hash) VALUES ($1, $2, '{news}', $3, $4)`,
      [id, email, status, createHash('sha256').update(confirm).digest('base64url')],
    ),
  );
  return { email, confirm, manage };
}

test('a confirmation link shows a button, and pressing it subscribes', async ({ page, baseURL }) => {
  const { email, confirm } = await subscriberWithLinks(baseURL!, 'pending');
  await page.goto(`/newsletter/confirm?token=${confirm}`);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the preference centre saves topics and pauses; unsubscribing says so', async ({ page, baseURL }) => {
  const { manage } = await subscriberWithLinks(baseURL!, 'confirmed');
  await page.goto(`/newsletter/preferences?token=${manage}`);
  await expect(page.getByRole('heading', { name: 'Newsletter preferences' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New releases').check();
  await page.getByLabel('A daily round-up of what I follow, and the Friday digest').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status')).toHaveText('Your preferences are saved.');
  await expect(page.getByLabel('New releases')).toBeChecked();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status')).toHaveText('Paused. Nothing comes until the date below.');
  await expect(page.getByRole('button', { name: 'Resume now' })).toBeVisible();

  await page.goto(`/newsletter/unsubscribe?token=${manage}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
});

test('a forged link is refused with a way forward', async ({ page }) => {
  const response = await page.goto('/newsletter/preferences?token=forged.link');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This link does not work.');
  await expectNoAxeViolations(page);
});
