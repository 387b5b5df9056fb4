import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { inboxCounts, listInbox, INBOX_PAGE_SIZE } from '../../app/domain/participation/inbox.server';
import { findArticlesForTip } from '../../app/domain/participation/tip-articles.server';
import type { DeskAnswer } from '../../app/routes/admin/shared/desk-answer';
import { loader as layoutLoader } from '../../app/routes/admin/inbox/inbox-layout';
import { loader as listLoader } from '../../app/routes/admin/inbox/inbox-list';
import { action as messageAction, loader as messageLoader } from '../../app/routes/admin/inbox/message';
import { action as tipAction, loader as tipLoader } from '../../app/routes/admin/inbox/tip';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { status?: number; init?: { status?: number } },
  );
/** The status of what a loader threw: a Response (redirect) or React Router's `data()` (404). */
const statusOf = (thrown: { status?: number; init?: { status?: number } } | undefined) =>
  thrown?.status ?? thrown?.init?.status;

describe.each(testServers())('the inboxes on $name', (server) => {
  const database = useTestDatabase(server);
  let services: AppServices;
  let editor: { cookie: string; id: string; email: string };
  const ids = {} as Record<'tip' | 'contact' | 'inquiry' | 'article' | 'draft', string>;

  const insert = async (query: string, values: unknown[]) =>
    (await database.pool.query<{ id: string }>(`${query} RETURNING id`, values)).rows[0]!.id;

  it('counts every inbox per status, for the dashboard and the tabs', async () => {
    services = deskServices(database.db);
    editor = await signedIn(services, 'editor');
    ids.tip = await insert(
      `INSERT INTO tips (name, email, url, message, created_at) VALUES ('Ann', 'ann@example.test', 'https://label.example/news', 'Label X signs Artist Y, announced tomorrow.', now() - interval '1 hour')`,
      [],
    );
    for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++)
      await insert(
        `INSERT INTO tips (message, status, created_at) VALUES ($1, $2, now() - make_interval(days => $3))`,
        [`Older tip number ${i}`, i % 2 ? 'dismissed' : 'new', i + 1],
      );
    ids.contact = await insert(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Bo', 'bo@example.test', 'A correction', 'The date is wrong.')`,
      [],
    );
    ids.inquiry = await insert(
      `INSERT INTO advertising_inquiries (name, email, company, package_name, budget, message, status)
       VALUES ('Cy', 'cy@brand.example', 'Brand', 'Premium Banner', '$1000', 'We would like a banner.', 'read')`,
      [],
    );
    ids.article = await insert(
      `INSERT INTO articles (slug, title, status, published_at) VALUES ('label-x-signs-artist-y', 'Label X signs Artist Y', 'published', now())`,
      [],
    );
    ids.draft = await insert(
      `INSERT INTO articles (slug, title) VALUES ('artist-y-tour', 'Artist Y announces a tour')`,
      [],
    );
    await insert(
      `INSERT INTO articles (slug, title, status) VALUES ('artist-y-rejected', 'Artist Y rejected', 'rejected')`,
      [],
    );

    expect(await inboxCounts(database.db)).toEqual({
      tips: { total: 28, byStatus: { new: 15, reviewing: 0, used: 0, dismissed: 13 } },
      contact: { total: 1, byStatus: { new: 1, read: 0, answered: 0, archived: 0 } },
      inquiries: { total: 1, byStatus: { new: 0, read: 1, answered: 0, archived: 0 } },
    });
    const layout = await layoutLoader(routeArgs(services, '/admin/inbox', { cookie: editor.cookie }));
    expect(layout.boxes.map((box) => [box.box, box.count.total, box.statuses])).toEqual([
      ['tips', 28, ['new', 'reviewing', 'used', 'dismissed']],
      ['contact', 1, ['new', 'read', 'answered', 'archived']],
      ['inquiries', 1, ['new', 'read', 'answered', 'archived']],
    ]);
  });

  it('lists an inbox newest first, by status, a page at a time', async () => {
    const first = await listInbox(database.db, 'tips');
    expect(first.lines).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.lines[0]).toMatchObject({
      id: ids.tip,
      name: 'Ann',
      email: 'ann@example.test',
      subject: 'https://label.example/news',
      status: 'new',
    });
    const second = await listInbox(database.db, 'tips', { page: 1 });
    expect(second).toMatchObject({ hasMore: false });
    // 28 tips: Ann's and 24 older on the first page, the three oldest on the second.
    expect(second.lines.map((line) => line.excerpt)).toEqual([
      'Older tip number 24',
      'Older tip number 25',
      'Older tip number 26',
    ]);
    const dismissed = await listInbox(database.db, 'tips', { status: 'dismissed' });
    expect(dismissed.lines.every((line) => line.status === 'dismissed')).toBe(true);
    expect(dismissed.lines).toHaveLength(13);

    const page = await listLoader(
      routeArgs(services, '/admin/inbox/inquiries?status=read', {
        cookie: editor.cookie,
        params: { box: 'inquiries' },
      }),
    );
    expect(page).toMatchObject({ box: 'inquiries', status: 'read', page: 0, hasMore: false });
    expect(page.lines.map((line) => line.subject)).toEqual(['Brand · Premium Banner']);
    // An unknown status shows everything; an unknown inbox is not found.
    const all = await listLoader(
      routeArgs(services, '/admin/inbox/contact?status=bogus&page=x', {
        cookie: editor.cookie,
        params: { box: 'contact' },
      }),
    );
    expect(all).toMatchObject({ status: undefined, page: 0 });
    expect(
      statusOf(
        await thrownBy(
          listLoader(
            routeArgs(services, '/admin/inbox/spam', { cookie: editor.cookie, params: { box: 'spam' } }),
          ),
        ),
      ),
    ).toBe(404);
  });

  it('moves a message through its statuses with the audit log saying who, and refuses what is not a status', async () => {
    const post = async (box: string, id: string, form: Record<string, string>) =>
      answerOf<DeskAnswer>(
        await messageAction(
          routeArgs(services, `/admin/inbox/${box}/${id}`, {
            cookie: editor.cookie,
            form,
            params: { box, id },
          }),
        ),
      );
    expect((await post('contact', ids.contact, { intent: 'status', status: 'read' })).body.toast).toEqual({
      tone: 'success',
      title: 'Status changed',
      description: 'The message is now read.',
    });
    expect((await post('contact', ids.contact, { intent: 'status', status: 'answered' })).body.ok).toBe(true);
    expect(
      (await post('inquiries', ids.inquiry, { intent: 'status', status: 'archived' })).body.toast.description,
    ).toBe('The inquiry is now archived.');
    const refused = await post('contact', ids.contact, { intent: 'status', status: 'used' });
    expect(refused.status).toBe(400);
    expect(refused.body.toast.description).toBe('Failed to change the status: Choose a status of this inbox');
    const gone = await post('contact', '00000000-0000-4000-8000-000000000000', {
      intent: 'status',
      status: 'read',
    });
    expect(gone).toMatchObject({
      status: 404,
      body: { toast: { description: 'Failed to change the status: It no longer exists' } },
    });

    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, ids.contact))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      ['contact_message.status', editor.email, { status: 'new' }, { status: 'read' }],
      ['contact_message.status', editor.email, { status: 'read' }, { status: 'answered' }],
    ]);
    expect(audit[0]!.summary).toBe('Marked the contact message “A correction” read');

    const shown = await messageLoader(
      routeArgs(services, `/admin/inbox/contact/${ids.contact}`, {
        cookie: editor.cookie,
        params: { box: 'contact', id: ids.contact },
      }),
    );
    expect(shown.item).toMatchObject({
      kind: 'contact',
      subject: 'A correction',
      status: 'answered',
      email: 'bo@example.test',
    });
    // Tips have their own page; a malformed id names nothing.
    for (const params of [
      { box: 'tips', id: ids.tip },
      { box: 'contact', id: 'not-an-id' },
      { box: 'inquiries', id: ids.contact },
    ])
      expect(
        statusOf(
          await thrownBy(
            messageLoader(routeArgs(services, '/admin/inbox/x/y', { cookie: editor.cookie, params })),
          ),
        ),
      ).toBe(404);
  });

  it('finds articles for a tip by slug, address or title words, never rejected ones', async () => {
    expect((await findArticlesForTip(database.db, 'label-x-signs-artist-y')).map((a) => a.id)).toEqual([
      ids.article,
    ]);
    expect(
      (await findArticlesForTip(database.db, 'https://dropwire.example/news/label-x-signs-artist-y')).map(
        (a) => a.id,
      ),
    ).toEqual([ids.article]);
    expect((await findArticlesForTip(database.db, 'artist y')).map((a) => a.slug).sort()).toEqual([
      'artist-y-tour',
      'label-x-signs-artist-y',
    ]);
    expect(await findArticlesForTip(database.db, '100%_')).toEqual([]);
    expect(await findArticlesForTip(database.db, '   ')).toEqual([]);
  });

  it('links a tip to the article it led to (marking it used) and unlinks it, each audited', async () => {
    const path = `/admin/inbox/tips/${ids.tip}`;
    const post = async (form: Record<string, string>) =>
      answerOf<DeskAnswer>(
        await tipAction(routeArgs(services, path, { cookie: editor.cookie, form, params: { id: ids.tip } })),
      );
    expect((await post({ intent: 'status', status: 'reviewing' })).body.toast.description).toBe(
      'The tip is now reviewing.',
    );
    expect((await post({ intent: 'link', articleId: ids.article })).body.toast).toEqual({
      tone: 'success',
      title: 'Tip linked',
      description: 'It led to “Label X signs Artist Y” and is marked used.',
    });
    const shown = await tipLoader(
      routeArgs(services, `${path}?q=artist`, { cookie: editor.cookie, params: { id: ids.tip } }),
    );
    expect(shown.tip).toMatchObject({
      status: 'used',
      article: { id: ids.article, slug: 'label-x-signs-artist-y', status: 'published' },
    });
    expect(shown.matches.map((match) => match.id).sort()).toEqual([ids.article, ids.draft].sort());

    expect((await post({ intent: 'link', articleId: 'nope' })).body.toast.description).toBe(
      'Failed to link the tip: Choose an article from the list',
    );
    expect(
      (await post({ intent: 'link', articleId: '00000000-0000-4000-8000-000000000000' })).body.toast
        .description,
    ).toBe('Failed to link the tip: The article no longer exists');
    expect((await post({ intent: 'unlink' })).body.toast.title).toBe('Tip unlinked');
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, ids.tip))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['tip.status', { status: 'new' }, { status: 'reviewing' }],
      [
        'tip.link_article',
        { articleId: null, status: 'reviewing' },
        { articleId: ids.article, status: 'used' },
      ],
      ['tip.unlink_article', { articleId: ids.article, status: 'used' }, { articleId: null, status: 'used' }],
    ]);
  });

  it('sends anyone not signed in to the sign-in page, changing nothing', async () => {
    const anonymous = [
      layoutLoader(routeArgs(services, '/admin/inbox')),
      listLoader(routeArgs(services, '/admin/inbox/tips', { params: { box: 'tips' } })),
      tipAction(
        routeArgs(services, `/admin/inbox/tips/${ids.tip}`, {
          form: { intent: 'status', status: 'dismissed' },
          params: { id: ids.tip },
        }),
      ),
      messageAction(
        routeArgs(services, `/admin/inbox/contact/${ids.contact}`, {
          form: { intent: 'status', status: 'archived' },
          params: { box: 'contact', id: ids.contact },
        }),
      ),
    ];
    for (const call of anonymous) expect(statusOf(await thrownBy(call))).toBe(303);
    const { rows } = await database.pool.query(
      'SELECT status FROM tips WHERE id = $1 UNION ALL SELECT status FROM contact_messages',
      [ids.tip],
    );
    expect(rows.map((row) => row.status)).toEqual(['used', 'answered']);
  });
});
