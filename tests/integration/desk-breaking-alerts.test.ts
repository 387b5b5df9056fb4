// Issue 12, acceptance 3: an editor starts a breaking alert from the desk; the answer says how many get it and
// how many were skipped under the monthly cap, and a refused form stores nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { buildArticle } from '../../app/db/seed/builders';
import * as alertsPage from '../../app/routes/admin/newsletter/breaking-alerts';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

type Answer = {
  ok: boolean;
  toast: { title: string; description?: string };
  fieldErrors?: Record<string, string[]>;
};

describe.each(testServers())('breaking alerts on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let services: ReturnType<typeof deskServices>;
  let editor: { cookie: string };
  const story = buildArticle({ title: 'A headliner cancels', category: 'festivals' });

  beforeAll(async () => {
    services = deskServices(database.db);
    editor = await signedIn(services, 'editor');
    await database.db.insert(articles).values(story);
    await database.db.insert(newsletterSubscribers).values([
      { email: 'one@example.test', status: 'confirmed', frequency: 'instant' },
      { email: 'two@example.test', status: 'confirmed', frequency: 'daily', topics: ['festivals'] },
    ]);
  });

  const act = async (form: Record<string, string>) =>
    answerOf<Answer>(
      await alertsPage.action(
        routeArgs(services, '/admin/newsletter/alerts', { cookie: editor.cookie, form }),
      ),
    );
  const queued = async () =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM newsletter_queue WHERE type = 'breaking'`))
      .rows[0].n as number;

  it('lists the recent stories an editor may alert about', async () => {
    const data = (await alertsPage.loader(
      routeArgs(services, '/admin/newsletter/alerts', { cookie: editor.cookie }),
    )) as { stories: { id: string; title: string }[] };
    expect(data.stories.map((candidate) => candidate.id)).toContain(story.id);
  });

  it('refuses a subject with a line break, an empty text and an unknown story, storing nothing', async () => {
    const answer = await act({ subject: 'Line one\r\nBcc: all@example.test', text: '', articleId: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({
      subject: ['The subject must fit on one line: please remove the line breaks'],
      text: ['Say in a few words what happened'],
      articleId: ['Choose the published story the alert is about'],
    });
    expect(await queued()).toBe(0);
  });

  it('starts two alerts, then a third that skips everyone, and says so', async () => {
    const form = {
      subject: 'Headliner cancels',
      text: 'The Saturday headliner cancelled.',
      articleId: story.id,
    };
    for (const round of [1, 2]) {
      const answer = await act(form);
      expect(answer.body.ok, `alert ${round}`).toBe(true);
      expect(answer.body.toast.description).toBe('Going to 2 subscribers.');
    }
    const third = await act(form);
    expect(third.body.toast).toEqual({
      tone: 'success',
      title: 'Breaking alert started',
      description: 'Going to 0 subscribers. 2 skipped: they had their 2 alerts this month.',
    });
    expect(await queued()).toBe(3);
    const { rows } = await database.pool.query(
      `SELECT actor_email FROM audit_events WHERE action = 'newsletter.breaking_alert'`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0].actor_email).toBe('editor@desk.test');
  });
});
