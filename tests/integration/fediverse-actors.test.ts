// Issue 43, acceptance 1: the site, its sections and the scene's names as actors, found through WebFinger,
// with NodeInfo, keys, avatars from covers, the page for a browser, and an editor's switch.
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJwk } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { fediverseActorKeys } from '../../app/db/schema/fediverse';
import { CLI_ACTOR } from '../../app/domain/auth/audit.server';
import { actorKeyPairs } from '../../app/domain/fediverse/actor-keys.server';
import { setActorDisabled } from '../../app/domain/fediverse/actors.server';
import type { Logger } from '../../app/lib/logger.server';
import { startFediverseInstance, type FediverseInstance } from '../support/fediverse-instance';
import { testServers, useTestDatabase } from '../support/test-database';

const AP = 'application/activity+json';

describe.each(testServers())('fediverse actors on $name', (server) => {
  const database = useTestDatabase(server);
  let site: FediverseInstance;

  beforeAll(async () => {
    site = await startFediverseInstance(database.db, 'Dropwire Test');
    const [tag] = await database.db
      .insert(tags)
      .values({ name: 'Amelie Lens', slug: 'amelie-lens', kind: 'artist' })
      .returning();
    const [article] = await database.db
      .insert(articles)
      .values({
        slug: `amelie-lens-lenzerheide-${randomUUID().slice(0, 8)}`,
        title: 'Amelie Lens returns to the Alps for a winter open-air',
        summary: 'The Belgian techno DJ plays a snow-side set.',
        category: 'festivals',
        status: 'published',
        publishedAt: new Date(),
        coverImageUrl: 'https://images.example.test/amelie-lens.jpg',
      })
      .returning();
    await database.db.insert(articleTags).values({ articleId: article!.id, tagId: tag!.id });
  });
  afterAll(() => site?.close());

  it('finds the site, a section and an artist through WebFinger', async () => {
    for (const name of ['news', 'festivals', 'amelie-lens']) {
      const answer = await fetch(`${site.url}/.well-known/webfinger?resource=acct:${name}@${site.host}`);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { links: { rel: string; href?: string }[] };
      expect(body.links.find((link) => link.rel === 'self')?.href).toBe(`${site.url}/ap/actors/${name}`);
    }
    const unknown = await fetch(`${site.url}/.well-known/webfinger?resource=acct:nobody-here@${site.host}`);
    expect(unknown.status).toBe(404);
  });

  it('serves the actor with RSA and Ed25519 keys, its page, its feeds and its cover', async () => {
    const answer = await fetch(`${site.url}/ap/actors/amelie-lens`, { headers: { accept: AP } });
    expect(answer.status).toBe(200);
    const actor = (await answer.json()) as Record<string, unknown>;
    expect(actor.type).toBe('Service');
    expect(actor.preferredUsername).toBe('amelie-lens');
    expect(actor.name).toBe('Amelie Lens');
    expect((actor.publicKey as { publicKeyPem: string }).publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(actor.assertionMethod).toHaveLength(2);
    expect(JSON.stringify(actor.url)).toContain(`${site.url}/tags/amelie-lens`);
    expect(JSON.stringify(actor.url)).toContain(`${site.url}/tags/amelie-lens/rss.xml`);
    expect((actor.icon as { url: string }).url).toContain('/img?src=');
    expect((actor.endpoints as { sharedInbox: string }).sharedInbox).toBe(`${site.url}/ap/inbox`);
    // The same keys on every ask: made once, stored.
    const again = (await (
      await fetch(`${site.url}/ap/actors/amelie-lens`, { headers: { accept: AP } })
    ).json()) as {
      publicKey: { publicKeyPem: string };
    };
    expect(again.publicKey.publicKeyPem).toBe((actor.publicKey as { publicKeyPem: string }).publicKeyPem);
  });

  it('sends a browser to the page', async () => {
    const answer = await fetch(`${site.url}/ap/actors/amelie-lens`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/tags/amelie-lens');
  });

  it('answers NodeInfo', async () => {
    const links = (await (await fetch(`${site.url}/.well-known/nodeinfo`)).json()) as {
      links: { href: string }[];
    };
    const info = (await (await fetch(links.links[0]!.href)).json()) as {
      software: { name: string };
      protocols: string[];
    };
    expect(info.software.name).toBe('dropwire');
    expect(info.protocols).toEqual(['activitypub']);
  });

  it('lists the actor outbox as its feed does', async () => {
    const outbox = (await (
      await fetch(`${site.url}/ap/actors/amelie-lens/outbox`, { headers: { accept: AP } })
    ).json()) as {
      totalItems?: number;
      orderedItems?: { type: string }[];
    };
    expect(outbox.orderedItems?.map((item) => item.type)).toEqual(['Announce']);
  });

  it('hides an actor an editor switched off', async () => {
    await setActorDisabled(database.db, CLI_ACTOR, 'festivals', true);
    const actor = await fetch(`${site.url}/ap/actors/festivals`, { headers: { accept: AP } });
    expect(actor.status).toBe(404);
    const finger = await fetch(`${site.url}/.well-known/webfinger?resource=acct:festivals@${site.host}`);
    expect(finger.status).toBe(404);
    await setActorDisabled(database.db, CLI_ACTOR, 'festivals', false);
    expect((await fetch(`${site.url}/ap/actors/festivals`, { headers: { accept: AP } })).status).toBe(200);
  });
});

// Decision 075: actor keys are sealed with the site's secret. A database restored without it keeps rows that
// cannot be opened: the actor gets new keys and a warning, instead of failing every request.
describe.each(testServers().slice(0, 1))('fediverse actor keys on $name', (server) => {
  const database = useTestDatabase(server);

  it('makes new keys, and says so, when the stored ones were sealed with another secret', async () => {
    const before = await actorKeyPairs(database.db, randomBytes(32), 'news');
    const warnings: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => void warnings.push(args) } as Pick<Logger, 'warn'>;
    const secretNow = randomBytes(32);
    const after = await actorKeyPairs(database.db, secretNow, 'news', logger);
    expect(after).toHaveLength(2);
    const publicJwk = async (pair: CryptoKeyPair) => JSON.stringify(await exportJwk(pair.publicKey));
    expect(await publicJwk(after[0]!)).not.toBe(await publicJwk(before[0]!));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toEqual({ actor: 'news', keys: ['rsa', 'ed25519'] });
    expect(String(warnings[0]![1])).toMatch(/cannot be opened with this site's secret/);
    // From then on the new keys are the actor's, and nothing more is said.
    const again = await actorKeyPairs(database.db, secretNow, 'news', logger);
    expect(await publicJwk(again[0]!)).toBe(await publicJwk(after[0]!));
    expect(warnings).toHaveLength(1);
    const rows = await database.db.select().from(fediverseActorKeys);
    expect(rows).toHaveLength(2);
  });
});
