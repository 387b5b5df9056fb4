// Issue 43, acceptance 5: two built Dropwire servers, spawned as `npm start` runs them (web and worker in one
// process each), on loopback, each on its own database. They follow each other's actors, publish, reply,
// correct and unpublish, and each sees exactly what it should; a blocked instance is refused. Every activity
// is sent by the sender's own worker (the `fediverse-deliveries` job, sent here as the desk's trigger or the
// minute's schedule would) and verified by the receiver's inbox, which fetches the sender's key from it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from '@fedify/fedify';
import { Create, Delete, Follow, Note, PUBLIC_COLLECTION, Tombstone } from '@fedify/fedify/vocab';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../app/db/client.server';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { fediverseDeliveries, fediverseFollowers, fediverseInbox } from '../../app/db/schema/fediverse';
import { CLI_ACTOR } from '../../app/domain/auth/audit.server';
import { addBlock } from '../../app/domain/fediverse/blocks.server';
import { createDropwireFederation } from '../../app/domain/fediverse/federation.server';
import type { FediverseContext } from '../../app/domain/fediverse/fediverse-context';
import { instantOf } from '../../app/domain/fediverse/instant';
import { queueDeliveries } from '../../app/domain/fediverse/queue-deliveries.server';
import { jobNames, startJobQueue, type JobQueue } from '../../app/jobs/queue.server';
import { createLogger } from '../../app/lib/logger.server';
import { createFetchAgent, defaultFetchPolicy } from '../../app/lib/outbound/guarded-fetch.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase, type TestDatabase } from '../support/test-database';

const AP = 'application/activity+json';
type Delivery = typeof fediverseDeliveries.$inferSelect;

/** Polls until `done` holds (the sender's worker picks a job up within seconds), answering the last value. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe.each(testServers().slice(0, 1))(
  'two spawned Dropwire servers on the fediverse on $name',
  (server) => {
    const databaseA = useTestDatabase(server);
    const databaseB = useTestDatabase(server);
    let a: SpawnedProcess;
    let b: SpawnedProcess;
    /** Each server's own pieces as the test reaches them: its database, its job queue, its URLs. */
    type Side = {
      name: string;
      db: Database;
      database: TestDatabase;
      url: () => string;
      jobs: JobQueue;
      ctx: () => Context<FediverseContext>;
    };
    const sides: Record<'a' | 'b', Side> = {} as Record<'a' | 'b', Side>;
    const http = (() => {
      const policy = { ...defaultFetchPolicy, isBlocked: () => false, totalTimeoutMs: 10_000 };
      return { agent: createFetchAgent(policy), policy };
    })();
    let articleOfA: string;
    let articleOfB: string;
    let replyOfB: URL;

    beforeAll(async () => {
      const common = { ALLOW_PRIVATE_SOURCES: 'true', SEED_DEMO: 'false' };
      const servers = await Promise.all(
        [databaseA, databaseB].map((database, index) =>
          startServe({
            ...common,
            DATABASE_URL: database.url,
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `dropwire-fedi-${'ab'[index]}-`)),
          }),
        ),
      );
      [a, b] = [servers[0]!, servers[1]!];
      const logger = createLogger('silent');
      for (const [key, spawned, database] of [
        ['a', a, databaseA],
        ['b', b, databaseB],
      ] as const) {
        // The test queues activities as the server itself would (queueing does not sign: the server's worker
        // signs with its own keys when it sends), and sends the server's delivery job.
        const federation = createDropwireFederation({ db: database.db, http });
        const data: FediverseContext = {
          db: database.db,
          siteUrl: spawned.url,
          siteName: key.toUpperCase(),
          key: Buffer.alloc(32),
          http,
          logger,
        };
        sides[key] = {
          name: key.toUpperCase(),
          db: database.db,
          database,
          url: () => spawned.url,
          jobs: await startJobQueue(database.url, logger),
          ctx: () => federation.createContext(new URL(spawned.url), data),
        };
      }
      await databaseA.db.insert(tags).values({ name: 'Amelie Lens', slug: 'amelie-lens', kind: 'artist' });
    }, 180_000);
    afterAll(async () => {
      for (const side of Object.values(sides)) await side.jobs.stop();
      await http.agent.close();
      for (const spawned of [a, b]) if (spawned?.child.exitCode === null) spawned.child.kill('SIGKILL');
    });

    /** Queues one activity from a side's actor to an inbox and has that side's worker send it. */
    async function sendFrom(side: Side, activity: Follow | Create | Delete, inbox: string, signer = 'news') {
      await queueDeliveries(side.ctx(), { activity, signer, inboxes: [inbox] });
      await side.jobs.send(jobNames.fediverseDeliveries);
      return waitFor(
        async () =>
          (
            await side.db
              .select()
              .from(fediverseDeliveries)
              .where(eq(fediverseDeliveries.activityId, activity.id!.href))
          )[0]!,
        (row) => row.attempts > 0,
      );
    }
    /** A side's deliveries of one type, once none is waiting any more. */
    const settled = (side: Side, type: string, articleId?: string) =>
      waitFor(
        () =>
          side.db
            .select()
            .from(fediverseDeliveries)
            .where(
              and(
                eq(fediverseDeliveries.activityType, type),
                articleId ? eq(fediverseDeliveries.articleId, articleId) : undefined,
              ),
            ),
        (rows) => rows.length > 0 && rows.every((row) => row.status !== 'pending'),
      );
    const summary = (rows: Delivery[]) =>
      rows.map((row) => [row.activityType, row.signer, row.inbox, row.status, row.lastStatus]);

    it('answers WebFinger, NodeInfo, the actor and a browser', async () => {
      const host = new URL(a.url).host;
      const finger = await fetch(`${a.url}/.well-known/webfinger?resource=acct:news@${host}`);
      expect(finger.status).toBe(200);
      const actor = await fetch(`${a.url}/ap/actors/news`, { headers: { accept: AP } });
      expect(actor.status).toBe(200);
      expect(((await actor.json()) as { type: string }).type).toBe('Service');
      const browser = await fetch(`${a.url}/ap/actors/news`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      expect(browser.status).toBe(303);
      expect((await fetch(`${a.url}/.well-known/nodeinfo`)).status).toBe(200);
      const unsigned = await fetch(`${a.url}/ap/inbox`, {
        method: 'POST',
        headers: { 'content-type': AP },
        body: JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${b.url}/ap/actors/news#unsigned-follow`,
          type: 'Follow',
          actor: `${b.url}/ap/actors/news`,
          object: `${a.url}/ap/actors/news`,
        }),
      });
      expect(unsigned.status).toBe(401);
    });

    it("follow each other's actors: each Accept is sent at once by the followed server's worker and verified", async () => {
      const { a: sideA, b: sideB } = sides;
      // B's site follows A's @amelie-lens; A's site follows B's @festivals.
      const follows = [
        [sideB, sideA, 'amelie-lens'],
        [sideA, sideB, 'festivals'],
      ] as const;
      for (const [follower, followed, actor] of follows) {
        const ctx = follower.ctx();
        const follow = new Follow({
          id: new URL(`#follow-${actor}`, ctx.getActorUri('news')),
          actor: ctx.getActorUri('news'),
          object: new URL(`${followed.url()}/ap/actors/${actor}`),
        });
        const sent = await sendFrom(follower, follow, `${followed.url()}/ap/actors/${actor}/inbox`);
        expect(sent, `${follower.name}'s Follow: ${sent.lastError}`).toMatchObject({
          status: 'sent',
          lastStatus: 202,
        });
      }
      for (const [follower, followed, actor] of follows) {
        const stored = await followed.db.select().from(fediverseFollowers);
        expect(stored.map((row) => [row.actorIdentifier, row.followerId, row.sharedInbox])).toEqual([
          [actor, `${follower.url()}/ap/actors/news`, `${follower.url()}/ap/inbox`],
        ]);
        // The inbox sent the delivery job itself (decision 075); the test sent none to this side for it.
        const accepts = await settled(followed, 'Accept');
        expect(summary(accepts)).toEqual([
          ['Accept', actor, `${follower.url()}/ap/actors/news/inbox`, 'sent', 202],
        ]);
        const { rows } = await followed.database.pool.query(
          `SELECT count(*)::int AS prompted FROM pgboss.job WHERE name = $1 AND data->>'prompt' = 'true'`,
          [jobNames.fediverseDeliveries],
        );
        expect(rows[0].prompted).toBeGreaterThan(0);
      }
    }, 150_000);

    it('publish: each server boosts its article to the other, and sends nothing to actors nobody follows', async () => {
      const { a: sideA, b: sideB } = sides;
      const [tag] = await sideA.db.select().from(tags).where(eq(tags.slug, 'amelie-lens'));
      const [ofA] = await sideA.db
        .insert(articles)
        .values({
          slug: 'amelie-lens-closes-awakenings',
          title: 'Amelie Lens closes Awakenings',
          summary: 'A sunrise set on the main stage.',
          category: 'news',
          status: 'published',
          publishedAt: new Date(),
        })
        .returning();
      await sideA.db.insert(articleTags).values({ articleId: ofA!.id, tagId: tag!.id });
      const [ofB] = await sideB.db
        .insert(articles)
        .values({
          slug: 'time-warp-announces-its-line-up',
          title: 'Time Warp announces its line-up',
          summary: 'Forty acts across five floors in Mannheim.',
          category: 'festivals',
          status: 'published',
          publishedAt: new Date(),
        })
        .returning();
      articleOfA = ofA!.id;
      articleOfB = ofB!.id;
      await Promise.all([sideA, sideB].map((side) => side.jobs.send(jobNames.fediverseDeliveries)));
      expect(summary(await settled(sideA, 'Announce', articleOfA))).toEqual([
        ['Announce', 'amelie-lens', `${sideB.url()}/ap/inbox`, 'sent', 202],
      ]);
      expect(summary(await settled(sideB, 'Announce', articleOfB))).toEqual([
        ['Announce', 'festivals', `${sideA.url()}/ap/inbox`, 'sent', 202],
      ]);
      // Nobody follows either site's @news: no Create went anywhere.
      for (const side of [sideA, sideB])
        expect(
          await side.db
            .select()
            .from(fediverseDeliveries)
            .where(eq(fediverseDeliveries.activityType, 'Create')),
        ).toEqual([]);
      // What was boosted is there to fetch from its server.
      const object = (await (
        await fetch(`${sideA.url()}/ap/articles/${articleOfA}`, { headers: { accept: AP } })
      ).json()) as { type: string; name: string };
      expect(object).toMatchObject({ type: 'Article', name: 'Amelie Lens closes Awakenings' });
    }, 90_000);

    it("reply: each server's desk inbox holds the other's reply to its article, and nothing else", async () => {
      const { a: sideA, b: sideB } = sides;
      const replies = [
        [sideB, sideA, articleOfA, 'Was there at sunrise, what a set!'],
        [sideA, sideB, articleOfB, 'Five floors, we will be at the main one.'],
      ] as const;
      for (const [author, target, articleId, text] of replies) {
        const ctx = author.ctx();
        const noteId = new URL(`${author.url()}/ap/notes/reply-to-${articleId}`);
        if (author === sideB) replyOfB = noteId;
        const create = new Create({
          id: new URL('#create', noteId),
          actor: ctx.getActorUri('news'),
          to: PUBLIC_COLLECTION,
          object: new Note({
            id: noteId,
            attribution: ctx.getActorUri('news'),
            to: PUBLIC_COLLECTION,
            content: `<p>${text}</p>`,
            replyTarget: new URL(`${target.url()}/ap/articles/${articleId}`),
            published: instantOf(new Date()),
          }),
        });
        const sent = await sendFrom(author, create, `${target.url()}/ap/inbox`);
        expect(sent, `${author.name}'s reply: ${sent.lastError}`).toMatchObject({
          status: 'sent',
          lastStatus: 202,
        });
        const items = await target.db.select().from(fediverseInbox);
        expect(items.map((item) => [item.kind, item.actorId, item.inReplyTo, item.content])).toEqual([
          [
            'reply',
            `${author.url()}/ap/actors/news`,
            `${target.url()}/ap/articles/${articleId}`,
            `<p>${text}</p>`,
          ],
        ]);
      }
    }, 90_000);

    it("correct and unpublish: A's Update and Delete reach B; B's deleted reply leaves A's inbox", async () => {
      const { a: sideA, b: sideB } = sides;
      await sideA.db
        .update(articles)
        .set({ correctedAt: new Date(Date.now() + 1000), correctionNote: 'It was a four-hour set.' })
        .where(eq(articles.id, articleOfA));
      await sideA.jobs.send(jobNames.fediverseDeliveries);
      const updates = await settled(sideA, 'Update', articleOfA);
      expect(summary(updates)).toEqual([['Update', 'news', `${sideB.url()}/ap/inbox`, 'sent', 202]]);
      expect(JSON.stringify(updates[0]!.body)).toContain('It was a four-hour set.');

      await sideA.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, articleOfA));
      await sideA.jobs.send(jobNames.fediverseDeliveries);
      // A Delete names no article row (the article may be gone from the database): its object says which.
      const deletes = await settled(sideA, 'Delete');
      expect((deletes[0]!.body as { object: { id: string } }).object.id).toBe(
        `${sideA.url()}/ap/articles/${articleOfA}`,
      );
      expect(summary(deletes)).toEqual([['Delete', 'news', `${sideB.url()}/ap/inbox`, 'sent', 202]]);
      // The unpublished article is gone from A for everyone who asks.
      expect(
        (await fetch(`${sideA.url()}/ap/articles/${articleOfA}`, { headers: { accept: AP } })).status,
      ).toBeGreaterThanOrEqual(400);

      const ctxB = sideB.ctx();
      const deleteReply = new Delete({
        id: new URL('#delete', replyOfB),
        actor: ctxB.getActorUri('news'),
        to: PUBLIC_COLLECTION,
        object: new Tombstone({ id: replyOfB }),
      });
      const sent = await sendFrom(sideB, deleteReply, `${sideA.url()}/ap/inbox`);
      expect(sent).toMatchObject({ status: 'sent', lastStatus: 202 });
      expect(await sideA.db.select().from(fediverseInbox)).toEqual([]);
      // B still holds A's reply to B's article, which is still published.
      expect(await sideB.db.select().from(fediverseInbox)).toHaveLength(1);
    }, 90_000);

    it('a blocked instance is refused, and receives nothing', async () => {
      const { a: sideA, b: sideB } = sides;
      await addBlock(sideA.db, CLI_ACTOR, 'instance', new URL(sideB.url()).host);
      const ctx = sideB.ctx();
      const follow = new Follow({
        id: new URL('#follow-news-after-block', ctx.getActorUri('news')),
        actor: ctx.getActorUri('news'),
        object: new URL(`${sideA.url()}/ap/actors/news`),
      });
      const refused = await sendFrom(sideB, follow, `${sideA.url()}/ap/actors/news/inbox`);
      expect(refused.lastStatus).toBe(403);
      expect(
        await sideA.db
          .select()
          .from(fediverseFollowers)
          .where(eq(fediverseFollowers.actorIdentifier, 'news')),
      ).toEqual([]);
      // A's next article for @amelie-lens, whom B follows, is not queued for B.
      const [tag] = await sideA.db.select().from(tags).where(eq(tags.slug, 'amelie-lens'));
      const [article] = await sideA.db
        .insert(articles)
        .values({
          slug: 'amelie-lens-announces-a-new-ep',
          title: 'Amelie Lens announces a new EP',
          summary: 'Four tracks on her own label.',
          category: 'releases',
          status: 'published',
          publishedAt: new Date(),
        })
        .returning();
      await sideA.db.insert(articleTags).values({ articleId: article!.id, tagId: tag!.id });
      await sideA.jobs.send(jobNames.fediverseDeliveries);
      await waitFor(
        async () =>
          (
            await sideA.db.execute<{ planned: boolean }>(
              sql`SELECT EXISTS (SELECT 1 FROM fediverse_article_state WHERE article_id = ${article!.id}) AS planned`,
            )
          ).rows[0]!.planned,
        Boolean,
      );
      expect(
        await sideA.db
          .select()
          .from(fediverseDeliveries)
          .where(eq(fediverseDeliveries.articleId, article!.id)),
      ).toEqual([]);
    }, 90_000);
  },
);
