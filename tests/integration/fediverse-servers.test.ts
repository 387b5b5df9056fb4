// Issue 43, acceptance 5: two built Dropwire servers, spawned as `npm start` runs them, on loopback. B's site
// follows A's site; A verifies B's signature by fetching B's key from B's server, and A's worker answers with
// an Accept that B's server verifies in turn. Each server also serves WebFinger, NodeInfo and the actor's page.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Follow } from '@fedify/fedify/vocab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fediverseDeliveries, fediverseFollowers } from '../../app/db/schema/fediverse';
import { createDropwireFederation } from '../../app/domain/fediverse/federation.server';
import { queueDeliveries } from '../../app/domain/fediverse/queue-deliveries.server';
import { sendDueDeliveries } from '../../app/domain/fediverse/send-deliveries.server';
import { createLogger } from '../../app/lib/logger.server';
import { createFetchAgent, defaultFetchPolicy } from '../../app/lib/outbound/guarded-fetch.server';
import { derivedKey } from '../../app/lib/secret-file.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const AP = 'application/activity+json';

describe.each(testServers().slice(0, 1))(
  'two spawned Dropwire servers on the fediverse on $name',
  (server) => {
    const databaseA = useTestDatabase(server);
    const databaseB = useTestDatabase(server);
    let a: SpawnedProcess;
    let b: SpawnedProcess;
    const secretB = randomBytes(32).toString('hex');
    const dataB = mkdtempSync(path.join(os.tmpdir(), 'dropwire-fedi-b-'));

    beforeAll(async () => {
      const common = { ALLOW_PRIVATE_SOURCES: 'true', SEED_DEMO: 'false' };
      [a, b] = await Promise.all([
        startServe({
          ...common,
          DATABASE_URL: databaseA.url,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-fedi-a-')),
        }),
        startServe({ ...common, DATABASE_URL: databaseB.url, DATA_DIR: dataB, AUTH_SECRET: secretB }),
      ]);
    }, 180_000);
    afterAll(() => {
      for (const spawned of [a, b]) if (spawned?.child.exitCode === null) spawned.child.kill('SIGKILL');
    });

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

    it("follows across servers: A verifies B's key from B, and A's worker sends an Accept that B verifies", async () => {
      // B's own delivery code on B's database and keys (the key B's server derives from its secret).
      const policy = { ...defaultFetchPolicy, isBlocked: () => false, totalTimeoutMs: 10_000 };
      const http = { agent: createFetchAgent(policy), policy };
      const federation = createDropwireFederation({ db: databaseB.db, http });
      const ctx = federation.createContext(new URL(b.url), {
        db: databaseB.db,
        siteUrl: b.url,
        siteName: 'B',
        key: derivedKey({ DATA_DIR: dataB, AUTH_SECRET: secretB }, 'fediverse-keys'),
        http,
        logger: createLogger('silent'),
      });
      const follow = new Follow({
        id: new URL('#follow-1', ctx.getActorUri('news')),
        actor: ctx.getActorUri('news'),
        object: new URL(`${a.url}/ap/actors/news`),
      });
      await queueDeliveries(ctx, {
        activity: follow,
        signer: 'news',
        inboxes: [`${a.url}/ap/actors/news/inbox`],
      });
      expect(await sendDueDeliveries(ctx)).toMatchObject({ sent: 1 });
      await http.agent.close();
      const followers = await databaseA.db.select().from(fediverseFollowers);
      expect(followers.map((row) => row.followerId)).toEqual([`${b.url}/ap/actors/news`]);
      // A's worker runs the delivery job every minute.
      const deadline = Date.now() + 150_000;
      let accept: (typeof fediverseDeliveries.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        accept = await databaseA.db
          .select()
          .from(fediverseDeliveries)
          .where(eq(fediverseDeliveries.activityType, 'Accept'));
        if (accept[0]?.status === 'sent') break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(accept.map((row) => [row.status, row.lastStatus, row.inbox])).toEqual([
        ['sent', 202, `${b.url}/ap/actors/news/inbox`],
      ]);
    }, 200_000);
  },
);
