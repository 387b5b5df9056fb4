// Issue 43, acceptance 1, 3 and 4: the desk's fediverse page, for editors only: actors with their
// followers and the switch, replies with hide, deliveries with their status, instance and actor blocks.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../app/db/schema/content';
import {
  fediverseActorSettings,
  fediverseBlocks,
  fediverseFollowers,
  fediverseInbox,
} from '../../app/db/schema/fediverse';
import * as page from '../../app/routes/admin/fediverse/fediverse';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

type Answer = { ok: boolean; toast: { title: string; description?: string } };

describe.each(testServers())('the desk fediverse page on $name', (server) => {
  const database = useTestDatabase(server);
  let services: ReturnType<typeof deskServices>;
  let editor: { cookie: string };

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
