import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';

/** What readers sent, stored as the public forms store it (each spec run's own, by a unique mark). */
async function receive(mark: string) {
  return withE2eDatabase(test.info().project.use.baseURL!, async (db) => {
    const id = async (query: string, values: unknown[]) =>
      (await db.query<{ id: string }>(`${query} RETURNING id`, values)).rows[0]!.id;
    return {
      tip: await id(
        `INSERT INTO tips (name, email, url, message) VALUES ('Tipster', 'tipster@example.test', 'https://label.example/', $1)`,
        [`Tip ${mark}: a label signs a big name on Friday.`],
      ),
      contact: await id(
        `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Reader', 'reader@example.test', $1, 'The date in the story is wrong.')`,
        [`Correction ${mark}`],
      ),
      inquiry: await id(
        `INSERT INTO advertising_inquiries (name, email, company, package_name, message) VALUES ('Marketer', 'ads@brand.example', $1, 'Premium Banner', 'A banner in May, please.')`,
        [`Brand ${mark}`],
      ),
    };
  });
}

/** A published article of this run's own, so no other spec's edits change what the tip is linked to. */
async function publishArticle(mark: string) {
  const title = `Label signs a big name ${mark}`;
  await withE2eDatabase(test.info().project.use.baseURL!, (db) =>
    db.query(
      `INSERT INTO articles (slug, title, summary, content, status, published_at)
       VALUES ($1, $2, 'A signing.', '<p>A signing.</p>', 'published', now())`,
      [`label-signs-${mark}`, title],
    ),
  );
  return { title };
}

test.use({ storageState: storageStateFor('editor') });

test('tips: counts, filters, reading one, moving it through its statuses and linking it to an article', async ({
  page,
}) => {
  const mark = randomUUID().slice(0, 8);
  await receive(mark);
  const article = await publishArticle(mark);
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Inboxes' }).getByRole('link', { name: /^Tips/ }).click();
  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^New/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/inbox\/tips\?status=new$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: new RegExp(`Tip ${mark}`) }).click();
  await expect(page.getByRole('heading', { name: 'Tip from Tipster' })).toBeVisible();
  await expect(page.getByText(`Tip ${mark}: a label signs a big name on Friday.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:tipster@example\.test\?subject=Re%3A%20your%20tip%20to%20/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start reviewing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tip is now reviewing.' })).toBeVisible();

  await page.getByLabel('Find an article by title or slug').fill(article.title);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Link the tip to “${article.title}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tip linked' })).toBeVisible();
  await expect(page.getByText('This tip led to')).toContainText(article.title);
  await expectNoAxeViolations(page);

  await page.goto('/admin/inbox/tips?status=used');
  await expect(page.getByRole('link', { name: new RegExp(`Tip ${mark}`) })).toBeVisible();
});

test('contact messages and advertising inquiries: read, reply by e-mail, answered, archived', async ({
  page,
}) => {
  const mark = randomUUID().slice(0, 8);
  await receive(mark);
  await page.goto('/admin/inbox/contact');
  await page.getByRole('link', { name: new RegExp(`Correction ${mark}`) }).click();
  await expect(page.getByRole('heading', { name: `Correction ${mark}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:reader@example.test?subject=${encodeURIComponent(`Re: Correction ${mark}`)}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message is now read.' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message is now answered.' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact messages', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^Answered/ })
    .click();
  await expect(page.getByRole('link', { name: new RegExp(`Correction ${mark}`) })).toBeVisible();

  await page.goto('/admin/inbox/inquiries');
  await page.getByRole('link', { name: new RegExp(`Brand ${mark}`) }).click();
  await expect(page.getByRole('heading', { name: `Inquiry from Brand ${mark}` })).toBeVisible();
  await expect(page.getByText('Premium Banner')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The inquiry is now archived.' })).toBeVisible();
});

test('the fediverse tab beside tips lists replies and mentions accessibly', async ({ page }) => {
  await page.goto('/admin/inbox/fediverse');
  await expect(page.getByRole('heading', { name: 'Fediverse replies and mentions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Inboxes' }).getByRole('link', { name: /^Fediverse/ }),
  ).toHaveAttribute('aria-current', 'page');
  // Axe reads the page through scripts, so it runs here, with JavaScript on; the forms below run without.
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a status change is a plain form post', async ({ page }) => {
    const mark = randomUUID().slice(0, 8);
    const { contact } = await receive(mark);
    await page.goto(`/admin/inbox/contact/${contact}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('The message is now archived.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  });

  // Issue 43: fediverse replies and mentions are in the inbox beside tips, answered and hidden with plain posts.
  test('a fediverse mention is answered and hidden from the inbox', async ({ page }) => {
    const mark = randomUUID().slice(0, 8);
    await withE2eDatabase(test.info().project.use.baseURL!, (db) =>
      db.query(
        `INSERT INTO fediverse_inbox (object_id, kind, actor_id, actor_handle, actor_inbox, content, recipient)
         VALUES ($1, 'mention', 'https://mastodon.example.test/users/raver', '@raver@mastodon.example.test',
           'https://mastodon.example.test/users/raver/inbox', $2, 'news')`,
        [`https://mastodon.example.test/statuses/${mark}`, `<p>Any news on the closing set ${mark}?</p>`],
      ),
    );
    await page.goto('/admin/inbox');
    await page
      .getByRole('navigation', { name: 'Inboxes' })
      .getByRole('link', { name: /^Fediverse/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/inbox\/fediverse$/);
    const item = page.getByRole('listitem').filter({ hasText: `Any news on the closing set ${mark}?` });
    await expect(item).toBeVisible();
    await item.getByLabel('Answer as @news').fill(`Tomorrow, with photos ${mark}.`);
    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Answer queued')).toBeVisible();
    await page.goto('/admin/inbox/fediverse?view=answered');
    const answered = page.getByRole('listitem').filter({ hasText: `Any news on the closing set ${mark}?` });
    await expect(answered).toContainText('answered');
    await answered.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Reply hidden')).toBeVisible();
    await page.goto('/admin/inbox/fediverse?view=hidden');
    await expect(
      page.getByRole('listitem').filter({ hasText: `Any news on the closing set ${mark}?` }),
    ).toBeVisible();
  });
});
