import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { insertDraftStory } from '../support/desk-stories';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';
import { withE2eDatabase } from './support/e2e-database';
import { expectAnsweredInPlace } from './support/islands';

// The article page's provenance block and the grouping report, through to the editors' list. On the desk's
// server: the spec adds a published story of its own and reads the desk, which the readers' specs never see.

test('an article shows where it comes from, a reader reports a wrong grouping with or without scripts, and editors see it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const word = `Provenance${randomUUID().slice(0, 6)}`;
  const story = await withE2eDatabase(baseURL!, async (client) => {
    const made = await insertDraftStory(client, {
      title: `${word} festival adds a stage`,
      status: 'published',
      aiAssisted: true,
      items: [
        { title: `${word}: a later report`, sourceName: 'Deep Current Wire', minutesAgo: 20 },
        { title: `${word}: the first report`, sourceName: 'Pulse Wire Daily', minutesAgo: 80 },
      ],
    });
    await client.query(`UPDATE articles SET ai_model = 'e2e-model', ai_support = 0.92 WHERE id = $1`, [
      made.articleId,
    ]);
    return made;
  });

  await page.goto(`/news/${story.slug}`);
  const sources = page.getByRole('region', { name: 'Sources' });
  const items = sources.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Pulse Wire Daily');
  await expect(items.first()).toContainText('First to report');
  await expect(items.first().getByRole('link', { name: `${word}: the first report` })).toHaveAttribute(
    'rel',
    'noopener nofollow',
  );
  await expect(items.first().getByText(/^Published /)).toBeVisible();
  await expect(items.first().getByText(/Joined the story/)).toBeVisible();
  await expect(items.nth(1)).not.toContainText('First to report');
  await expect(sources.getByText('AI-assisted · model e2e-model · high confidence')).toBeVisible();
  await expect(sources.getByText(/92% of their words are the sources’ own/)).toBeVisible();

  await sources.getByText('Report a wrong grouping').click();
  await expect(page.getByLabel('What is wrong?')).toBeVisible();
  await expectNoAxeViolations(page);
  // With scripts, the thanks replace the form in place.
  await expectAnsweredInPlace(page, async () => {
    await page.getByLabel('Anything the editors should know? (optional)').fill(`${word}: sent in place`);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(
      sources.getByText('Thank you: the editors will look at how this story was grouped.'),
    ).toBeVisible();
  });

  // A reader whose scripts are off (axe needs them, so it ran above): the form is a plain POST.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const plain = await reader.newPage();
  await plain.goto(`/news/${story.slug}`);
  await plain.getByText('Report a wrong grouping').click();
  await plain.getByLabel('What is wrong?').selectOption('different_story');
  await plain
    .getByLabel('Which source? (optional)')
    .selectOption({ label: `Deep Current Wire: ${word}: a later report` });
  await plain
    .getByLabel('Anything the editors should know? (optional)')
    .fill(`${word}: the later one is another event`);
  await plain.getByRole('button', { name: 'Send report' }).click();
  await expect(
    plain.getByText('Thank you: the editors will look at how this story was grouped.'),
  ).toBeVisible();
  await reader.close();

  // An editor finds it on the desk, opens the article from it, and marks it handled.
  const desk = await browser.newContext({ storageState: storageStateFor('editor') });
  const editor = await desk.newPage();
  await editor.goto('/admin/desk');
  await editor.getByRole('link', { name: 'Grouping reports' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Grouping reports' })).toBeVisible();
  const report = editor.getByRole('listitem').filter({ hasText: `${word}: the later one is another event` });
  await expect(report).toContainText('A source is about a different story');
  await expect(report.getByRole('link', { name: 'Deep Current Wire' })).toBeVisible();
  await expect(report.getByRole('link', { name: story.title })).toHaveAttribute(
    'href',
    `/admin/desk/${story.articleId}`,
  );
  await expectNoAxeViolations(editor);
  await report.getByRole('button', { name: 'Mark handled' }).click();
  await expect(editor.getByText('Report handled').first()).toBeVisible();
  await expect(editor.getByRole('listitem').filter({ hasText: `${word}: the later one` })).toHaveCount(0);
  await editor.getByRole('link', { name: 'Handled' }).click();
  await expect(editor.getByRole('listitem').filter({ hasText: `${word}: the later one` })).toHaveCount(1);
  await desk.close();
});
