// Issue 43, acceptance 1, 3 and 4: the desk's fediverse page, for editors only: actors with their
// followers and the switch, replies with hide, deliveries with their status, instance and actor blocks.
// Switches and blocks go through the write gateway with an audit entry (decision 075); replies and mentions
// are also in the desk's inbox beside tips (/admin/inbox/fediverse), answered and hidden from there.
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../app/db/schema/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../app/db/schema/content';
import {
  fediverseActorSettings,
  fediverseBlocks,
  fediverseDeliveries,
  fediverseFollowers,
  fediverseInbox,
} from '../../app/db/schema/fediverse';
import * as page from '../../app/routes/admin/fediverse/fediverse';
import * as inboxPage from '../../app/routes/admin/inbox/fediverse-inbox';
import * as inboxLayout from '../../app/routes/admin/inbox/inbox-layout';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

type Answer = { ok: boolean; toast: { title: string; description?: string } };

describe.each(testServers())('the desk fediverse page on $name', (server) => {
  const database = useTestDatabase(server);
  let services: ReturnType<typeof deskServices>;
  let editor: { cookie: string; email: string };

  beforeAll(async () => {
    services = deskServices(database.db);
    editor = await signedIn(services, 'editor');
    await database.db.insert(tags).values({ name: 'Kompakt', slug: 'kompakt', kind: 'label' });
    await database.db.insert(fediverseFollowers).values({
      actorIdentifier: 'news',
      followerId: 'https://mastodon.example.test/users/raver',
      inbox: 'https://mastodon.example.test/users/raver/inbox',
      sharedInbox: 'https://mastodon.example.test/inbox',
    });
    await database.db.insert(fediverseInbox).values({
      objectId: 'https://mastodon.example.test/statuses/1',
      kind: 'reply',
      actorId: 'https://mastodon.example.test/users/raver',
      actorHandle: '@raver@mastodon.example.test',
      content: '<p>Great report from Cologne.</p>',
    });
  });

  const act = async (form: Record<string, string>, cookie = editor.cookie) =>
    answerOf<Answer>(await page.action(routeArgs(services, '/admin/fediverse', { cookie, form })));

  it('shows the actors with their followers, and the replies', async () => {
    const data = (await page.loader(routeArgs(services, '/admin/fediverse', { cookie: editor.cookie }))) as {
      actors: { identifier: string; followers: number }[];
      inbox: { actorHandle: string }[];
    };
    expect(data.actors.find((actor) => actor.identifier === 'news')?.followers).toBe(1);
    expect(data.actors.map((actor) => actor.identifier)).toContain('festivals');
    expect(data.inbox.map((item) => item.actorHandle)).toEqual(['@raver@mastodon.example.test']);
    const listed = (await page.loader(
      routeArgs(services, '/admin/fediverse?followers=news', { cookie: editor.cookie }),
    )) as { shown: string; followers: { followerId: string }[] };
    expect(listed.shown).toBe('news');
    expect(listed.followers.map((row) => row.followerId)).toEqual([
      'https://mastodon.example.test/users/raver',
    ]);
  });

  it('lets an editor switch an actor off and on', async () => {
    expect(
      (await act({ intent: 'switch', identifier: 'festivals', disabled: 'true' })).body.toast.title,
    ).toBe('Actor switched off');
    const [row] = await database.db
      .select()
      .from(fediverseActorSettings)
      .where(eq(fediverseActorSettings.identifier, 'festivals'));
    expect(row?.disabled).toBe(true);
    await act({ intent: 'switch', identifier: 'festivals', disabled: 'false' });
    const [again] = await database.db.select().from(fediverseActorSettings);
    expect(again?.disabled).toBe(false);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'fediverse_actor'))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((row) => [row.action, row.entityId, row.actorEmail])).toEqual([
      ['fediverse.actor.disable', 'festivals', editor.email],
      ['fediverse.actor.enable', 'festivals', editor.email],
    ]);
    // Switching on what is on changes and records nothing.
    await act({ intent: 'switch', identifier: 'festivals', disabled: 'false' });
    expect(
      await database.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'fediverse_actor')),
    ).toHaveLength(2);
  });

  it('hides a reply', async () => {
    const [item] = await database.db.select().from(fediverseInbox);
    expect((await act({ intent: 'hide', id: item!.id })).body.toast.title).toBe('Reply hidden');
    const [hidden] = await database.db.select().from(fediverseInbox);
    expect(hidden?.hidden).toBe(true);
  });

  it('blocks an instance and an actor, refusing what is not one', async () => {
    expect((await act({ intent: 'block', kind: 'instance', value: 'Spam.Example.Test' })).body.ok).toBe(true);
    expect(
      (await act({ intent: 'block', kind: 'actor', value: 'https://other.example.test/users/troll' })).body
        .ok,
    ).toBe(true);
    const refused = await act({ intent: 'block', kind: 'actor', value: 'not a url' });
    expect(refused.status).toBe(400);
    expect(refused.body.toast.description).toMatch(/actor's URL/);
    const blocks = await database.db.select().from(fediverseBlocks).orderBy(fediverseBlocks.kind);
    expect(blocks.map((block) => [block.kind, block.value])).toEqual([
      ['actor', 'https://other.example.test/users/troll'],
      ['instance', 'spam.example.test'],
    ]);
    expect((await act({ intent: 'unblock', id: blocks[0]!.id })).body.ok).toBe(true);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'fediverse_block'))
      .orderBy(auditEvents.createdAt);
    expect(audit.map((row) => [row.action, row.actorEmail, row.summary])).toEqual([
      ['fediverse.block', editor.email, 'Blocked the instance spam.example.test on the fediverse'],
      [
        'fediverse.block',
        editor.email,
        'Blocked the actor https://other.example.test/users/troll on the fediverse',
      ],
      [
        'fediverse.unblock',
        editor.email,
        'Lifted the block of the actor https://other.example.test/users/troll on the fediverse',
      ],
    ]);
  });

  describe("the inbox's fediverse tab, beside tips", () => {
    const inboxAct = async (form: Record<string, string>) =>
      answerOf<Answer>(
        await inboxPage.action(
          routeArgs(services, '/admin/inbox/fediverse', { cookie: editor.cookie, form }),
        ),
      );
    const listed = async (query = '') =>
      (await inboxPage.loader(
        routeArgs(services, `/admin/inbox/fediverse${query}`, { cookie: editor.cookie }),
      )) as { items: { id: string; actorHandle: string }[]; counts: Record<string, number> };

    beforeAll(async () => {
      await database.db.insert(fediverseInbox).values({
        objectId: 'https://mastodon.example.test/statuses/2',
        kind: 'mention',
        actorId: 'https://mastodon.example.test/users/dancer',
        actorHandle: '@dancer@mastodon.example.test',
        actorInbox: 'https://mastodon.example.test/users/dancer/inbox',
        content: '<p>@kompakt any news on the Total compilation?</p>',
        recipient: 'kompakt',
      });
    });

    it('lists open replies and mentions with counts, in the tab beside tips', async () => {
      const open = await listed();
      expect(open.items.map((item) => item.actorHandle)).toEqual(['@dancer@mastodon.example.test']);
      expect(open.counts).toEqual({ open: 1, answered: 0, hidden: 1 });
      const hidden = await listed('?view=hidden');
      expect(hidden.items.map((item) => item.actorHandle)).toEqual(['@raver@mastodon.example.test']);
      const layout = (await inboxLayout.loader(
        routeArgs(services, '/admin/inbox', { cookie: editor.cookie }),
      )) as { boxes: { box: string }[]; fediverse: { open: number } };
      expect(layout.boxes.map((entry) => entry.box)).toContain('tips');
      expect(layout.fediverse.open).toBe(1);
    });

    it('answers a mention as the actor it was addressed to, queued to its author, and audited', async () => {
      const [item] = (await listed()).items;
      const answered = await inboxAct({ intent: 'answer', id: item!.id, text: 'Out in March, with a tour.' });
      expect(answered.body.toast.title).toBe('Answer queued');
      const deliveries = await database.db
        .select()
        .from(fediverseDeliveries)
        .where(eq(fediverseDeliveries.inbox, 'https://mastodon.example.test/users/dancer/inbox'));
      expect(deliveries.map((row) => [row.activityType, row.signer, row.status])).toEqual([
        ['Create', 'kompakt', 'pending'],
      ]);
      expect((await listed('?view=answered')).items.map((row) => row.id)).toEqual([item!.id]);
      expect(
        await database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'fediverse.reply.answer'), eq(auditEvents.entityId, item!.id))),
      ).toHaveLength(1);
    });

    it('hides and shows a reply from the inbox, audited', async () => {
      const [item] = (await listed('?view=answered')).items;
      expect((await inboxAct({ intent: 'hide', id: item!.id })).body.toast.title).toBe('Reply hidden');
      expect((await listed('?view=hidden')).items).toHaveLength(2);
      expect((await inboxAct({ intent: 'show', id: item!.id })).body.toast.title).toBe('Reply shown');
      const audit = await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, item!.id))
        .orderBy(auditEvents.createdAt);
      expect(audit.map((row) => row.action)).toEqual([
        'fediverse.reply.answer',
        'fediverse.reply.hide',
        'fediverse.reply.show',
      ]);
    });
  });

  it('refuses anyone signed out', async () => {
    await expect(
      page.action(
        routeArgs(services, '/admin/fediverse', {
          form: { intent: 'switch', identifier: 'news', disabled: 'true' },
        }),
      ),
    ).rejects.toBeDefined();
    const settings = await database.db.select().from(fediverseActorSettings);
    expect(settings.find((row) => row.identifier === 'news')).toBeUndefined();
  });
});
