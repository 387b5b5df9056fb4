import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { signLink } from '../../app/domain/newsletter/subscriber-links';
import { derivedKey } from '../../app/lib/secret-file.server';
import { decodedBody } from '../fixtures/smtp-sink';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';
import { withE2eDatabase } from './support/e2e-database';

const dataDirOf = (baseURL: string) => path.join(os.tmpdir(), `dropwire-e2e-${new URL(baseURL).port}`);

/** The newest message the server wrote to its outbox for this address (the default transport), or none. */
async function outboxMailTo(baseURL: string, address: string): Promise<string | undefined> {
  const folder = path.join(dataDirOf(baseURL), 'outbox');
  const files = (await readdir(folder).catch(() => [])).sort().reverse();
  for (const file of files) {
    const raw = await readFile(path.join(folder, file), 'utf8');
    if (raw.includes(`To: ${address}`)) return decodedBody(raw);
  }
  return undefined;
}

/** A signed link of the running server's (as its e-mails carry them). */
const signedLink = (baseURL: string, subject: string, purpose: 'manage' | 'unfollow') =>
  signLink(derivedKey({ DATA_DIR: dataDirOf(baseURL) }, 'newsletter-links'), {
    subscriberId: subject,
    purpose,
    expiresAt: Date.now() + 3_600_000,
  });

const firstRow = <T>(baseURL: string, query: string) =>
  withE2eDatabase(baseURL, async (client) => (await client.query(query)).rows[0] as T);

test('a reader follows an artist from its tag page, confirms by e-mail, and unfollows in the preferences', async ({
  page,
  baseURL,
}) => {
  // Four pages, three axe runs and an e-mail: more than the default half minute on a busy machine.
  test.slow();
  const id = randomUUID().slice(0, 8);
  const tag = await firstRow<{ slug: string; name: string }>(
    baseURL!,
    `INSERT INTO tags (name, slug, kind) VALUES ('Test Artist ${id}', 'test-artist-${id}', 'artist') RETURNING slug, name`,
  );
  const email = `follower-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto(`/tags/${tag.slug}`);
  const box = page.getByRole('region', { name: `Follow ${tag.name}` });
  await expect(box).toBeVisible();
  await expectNoAxeViolations(page);
  await expectAnsweredInPlace(page, async () => {
    await box.getByLabel('E-mail address').fill(email);
    await box.getByRole('button', { name: 'Follow' }).click();
    await expect(box.getByRole('status')).toContainText('Check your inbox');
  });
  await expectNoAxeViolations(page);

  let mail: string | undefined;
  await expect.poll(async () => (mail = await outboxMailTo(baseURL!, email))).toBeDefined();
  expect(mail).toContain(`Subject: Confirm: follow ${tag.name} on Dropwire`);
  // The follow's own link: it starts this follow, and subscribes the new address with it.
  const confirm = /http:\/\/[^\s"<>]+\/follow\/confirm\?token=[\w.-]+/.exec(mail!)![0];
  await page.goto(confirm);
  await expect(page.getByText('also subscribes this address to the Friday digest')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and follow' }).click();
  await expect(page.getByRole('heading', { name: `You follow ${tag.name}` })).toBeVisible();

  const subscriber = await firstRow<{ id: string }>(
    baseURL!,
    `SELECT id FROM newsletter_subscribers WHERE email = '${email}'`,
  );
  await page.goto(`/newsletter/preferences?token=${signedLink(baseURL!, subscriber.id, 'manage')}`);
  const follows = page.getByRole('region', { name: 'What you follow' });
  await expect(follows.getByRole('link', { name: tag.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await follows.getByRole('button', { name: `Unfollow ${tag.name}` }).click();
  await expect(page.getByRole('status')).toHaveText(`You no longer follow ${tag.name}.`);
  await expect(follows).toContainText('Nothing yet.');
});

test.describe('without JavaScript', () => {
  // axe needs scripts: the pages themselves are checked with them on, in the other tests.
  test.use({ javaScriptEnabled: false });

  test("a release's Follow form lands on /follow, which says what was followed and links back", async ({
    page,
    baseURL,
  }) => {
    const release = await firstRow<{ slug: string; title: string; artist: string; label: string }>(
      baseURL!,
      `SELECT slug, title, artist, label FROM releases WHERE status = 'published' AND label <> artist ORDER BY slug LIMIT 1`,
    );
    await page.goto(`/releases/${release.slug}`);
    const box = page.getByRole('region', { name: 'Follow the artist or the label' });
    await box.getByLabel(release.label).check();
    // The browser's own check lets this through (a host without a dot); the server's refuses it.
    await box.getByLabel('E-mail address').fill('x@y');
    await box.getByRole('button', { name: 'Follow' }).click();
    await expect(page).toHaveURL(/\/follow$/);
    // Headed with what was being followed, one card, the address and the choice kept.
    const heading = `Follow ${release.artist} or ${release.label}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const again = page.getByRole('region', { name: heading });
    await expect(again.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(again.getByLabel('E-mail address')).toHaveValue('x@y');
    await expect(again.getByLabel(release.label)).toBeChecked();
    const back = page.getByRole('link', { name: `Back to ${release.title} by ${release.artist}` });
    await expect(back).toHaveAttribute('href', `/releases/${release.slug}`);

    const email = `nojs-${randomUUID().slice(0, 8)}@example.test`;
    await again.getByLabel('E-mail address').fill(email);
    await again.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Follow ${release.label}`);
    await expect(page.getByRole('status')).toContainText('Check your inbox');
    const followed = await firstRow<{ name: string; status: string }>(
      baseURL!,
      `SELECT t.name, f.status FROM follows f JOIN tags t ON t.id = f.tag_id
       JOIN newsletter_subscribers s ON s.id = f.subscriber_id WHERE s.email = '${email}'`,
    );
    expect(followed).toEqual({ name: release.label, status: 'pending' });
    await page.getByRole('link', { name: `Back to ${release.title} by ${release.artist}` }).click();
    await expect(page).toHaveURL(`/releases/${release.slug}`);
  });
});

/** A confirmed subscriber following a festival tag of their own, as a confirmed follow leaves them. */
const activeFollow = (baseURL: string) =>
  withE2eDatabase(baseURL, async (client) => {
    const id = randomUUID().slice(0, 8);
    const { rows } = await client.query(
      `WITH s AS (INSERT INTO newsletter_subscribers (email, status) VALUES ($1, 'confirmed') RETURNING id),
         t AS (INSERT INTO tags (name, slug, kind) VALUES ($2, $3, 'festival') RETURNING id, name)
       INSERT INTO follows (subscriber_id, tag_id, status, active_since)
       SELECT s.id, t.id, 'active', now() FROM s, t
       RETURNING id, $2 AS name`,
      [`unfollow-${id}@example.test`, `Test Festival ${id}`, `test-festival-${id}`],
    );
    return rows[0] as { id: string; name: string };
  });

const followExists = (baseURL: string, id: string) =>
  withE2eDatabase(
    baseURL,
    async (client) => (await client.query(`SELECT 1 FROM follows WHERE id = $1`, [id])).rowCount,
  );

test("an alert's unfollow link shows a button and unfollows", async ({ page, baseURL }) => {
  const follow = await activeFollow(baseURL!);
  await page.goto(`/follow/unfollow?token=${signedLink(baseURL!, follow.id, 'unfollow')}`);
  await expect(page.getByText(`Stop the alerts about ${follow.name}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('status')).toContainText(`You no longer follow ${follow.name}.`);
  await expectNoAxeViolations(page);
  expect(await followExists(baseURL!, follow.id)).toBe(0);

  const forged = await page.goto('/follow/unfollow?token=forged.link');
  expect(forged?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This link does not work.');
});

test("a mail app's one-click unsubscribe (RFC 8058) unfollows: a POST to the link, no session, no origin", async ({
  request,
  baseURL,
}) => {
  const follow = await activeFollow(baseURL!);
  const response = await request.post(
    `/follow/unfollow?token=${signedLink(baseURL!, follow.id, 'unfollow')}`,
    {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    },
  );
  expect(response.status()).toBe(200);
  expect(await followExists(baseURL!, follow.id)).toBe(0);
});
