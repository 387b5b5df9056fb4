import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { articles } from '../../app/db/schema/content';
import { channels } from '../../app/db/schema/syndication';
import { articleSyndication } from '../../app/domain/syndication/article-syndication.server';
import * as syndicationRoute from '../../app/routes/admin/review/article-syndication';
import * as channelsPage from '../../app/routes/admin/syndication/channels';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

type Answer = {
  ok: boolean;
  toast: { title: string; description?: string };
  fieldErrors?: Record<string, string[]>;
};

describe.each(testServers())('channels on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let services: ReturnType<typeof deskServices>;
  let admin: { cookie: string };
  let editor: { cookie: string };

  beforeAll(async () => {
    services = deskServices(database.db);
    admin = await signedIn(services, 'admin');
    editor = await signedIn(services, 'editor');
  });

  const act = async (cookie: string, form: Record<string, string>) =>
    answerOf<Answer>(await channelsPage.action(routeArgs(services, '/admin/channels', { cookie, form })));

  it('adds a channel with its secret sealed, never stored or logged in the clear', async () => {
    const answer = await act(admin.cookie, {
      intent: 'create',
      kind: 'mastodon',
      name: 'Our Mastodon',
      endpoint: 'https://mastodon.example.test',
      secret: 'a-very-secret-access-token',
      categories: 'festivals',
      tags: 'techno, house',
    });
    expect(answer.body.toast.title).toBe('Channel added');
    const [row] = await database.db.select().from(channels);
    expect(row).toMatchObject({
      kind: 'mastodon',
      categories: ['festivals'],
      tags: ['techno', 'house'],
      isActive: true,
    });
    expect(row!.secretSealed).not.toContain('a-very-secret');
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'channel.create'));
    expect(JSON.stringify(audit)).not.toContain('a-very-secret');
    const page = (await channelsPage.loader(
      routeArgs(services, '/admin/channels', { cookie: admin.cookie }),
    )) as {
      channels: unknown[];
    };
    expect(JSON.stringify(page)).not.toContain('a-very-secret');
    expect(page.channels).toHaveLength(1);
  });

  it('says what is wrong with a channel it refuses', async () => {
    const answer = await act(admin.cookie, {
      intent: 'create',
      kind: 'bluesky',
      name: '',
      endpoint: 'javascript:alert(1)',
      secret: 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.toast.description).toBe('Failed to add channel: check the highlighted fields');
    expect(Object.keys(answer.body.fieldErrors ?? {}).sort()).toEqual([
      'endpoint',
      'handle',
      'name',
      'secret',
    ]);
  });

  it('turns a channel off and deletes it only when confirmed', async () => {
    const [row] = await database.db.select().from(channels);
    await act(admin.cookie, { intent: 'toggle', id: row!.id, active: 'false' });
    expect((await database.db.select().from(channels))[0]!.isActive).toBe(false);
    expect((await act(admin.cookie, { intent: 'delete', id: row!.id })).body.toast.description).toBe(
      'Failed to delete channel: tick the box to confirm',
    );
    expect(
      (await act(admin.cookie, { intent: 'delete', id: row!.id, confirm: 'yes' })).body.toast.title,
    ).toBe('Channel deleted');
    expect(await database.db.select().from(channels)).toEqual([]);
  });

  it('is for admins only: editors are refused with 403 and change nothing', async () => {
    for (const call of [
      () => channelsPage.loader(routeArgs(services, '/admin/channels', { cookie: editor.cookie })),
      () =>
        act(editor.cookie, {
          intent: 'create',
          kind: 'webhook',
          name: 'x',
          endpoint: 'https://x.test',
          secret: '12345678',
        }),
    ]) {
      const refusal = await call().then(
        () => undefined,
        (error: unknown) => error as { init?: { status?: number } },
      );
      expect(refusal?.init?.status).toBe(403);
    }
    expect(await database.db.select().from(channels)).toEqual([]);
  });

  it('lets an editor keep one article off the channels, audited', async () => {
    const id = randomUUID();
    await database.db.insert(articles).values({ id, slug: `draft-${id}`, title: 'A draft', status: 'draft' });
    const response = (await syndicationRoute.action(
      routeArgs(services, `/admin/desk/${id}/syndication`, {
        cookie: editor.cookie,
        form: {},
        params: { id },
      }),
    )) as Response;
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      `/admin/desk/${id}#social-title`,
    ]);
    expect(await articleSyndication(database.db, id)).toEqual({ syndicate: false, posts: [] });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'article.syndicate_off'));
    expect(audit).toMatchObject({ entityId: id, before: { syndicate: true }, after: { syndicate: false } });
  });
});
