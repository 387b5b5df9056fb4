import { createFederation, type Federation } from '@fedify/fedify';
import { Article, Endpoints, Image, Link, Service } from '@fedify/fedify/vocab';
import type { Recipient } from '@fedify/fedify/vocab';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { fediverseFollowers } from '~/db/schema/fediverse';
import { signImage } from '~/lib/image-signing.server';
import { imageUrl } from '~/lib/image-url';
import { actorKeyPairs } from './actor-keys.server';
import { FEDERATION_PATHS, actorFeedPaths, actorPagePath } from './actor-names';
import { findActor, latestCover } from './actors.server';
import { articleObject, loadPublishedArticle } from './article-object.server';
import type { FediverseContext } from './fediverse-context';
import { guardedDocumentLoader, type FediverseHttp } from './guarded-document-loader.server';
import { registerInboxListeners } from './inbox-listeners.server';
import { actorOutbox } from './outbox.server';
import { PostgresKvStore } from './postgres-kv-store.server';

const MAX_FOLLOWERS_LISTED = 5000;

/**
 * Dropwire's ActivityPub server (Fedify): the site, its sections and the scene's names as actors, their
 * WebFinger and NodeInfo, inboxes, followers and outboxes. Fedify sends nothing itself: outgoing activities
 * are rows in `fediverse_deliveries` that our job signs and posts through the address guard
 * (`send-deliveries.server.ts`), since Fedify's own sender calls the global `fetch` (decision 072).
 */
export function createDropwireFederation(options: {
  db: Database;
  http: FediverseHttp;
  /** Tests only: Fedify's signature time window, to replay an old request. Never off in production. */
  signatureTimeWindow?: { hours: number } | { minutes: number };
}): Federation<FediverseContext> {
  const kv = new PostgresKvStore(options.db);
  const loader = guardedDocumentLoader(options.http, kv);
  const federation = createFederation<FediverseContext>({
    kv,
    // Every remote document (actors, keys, notes) is read through the guard; nothing goes out otherwise.
    documentLoaderFactory: () => loader,
    contextLoaderFactory: () => loader,
    authenticatedDocumentLoaderFactory: () => loader,
    signatureTimeWindow: options.signatureTimeWindow ?? { hours: 1 },
  });

  federation
    .setActorDispatcher(FEDERATION_PATHS.actor, async (ctx, identifier) => {
      const actor = await findActor(ctx.data.db, ctx.data.siteName, identifier);
      if (!actor || actor.disabled) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      const cover = signImage(await latestCover(ctx.data.db, actor));
      const absolute = (path: string) => new URL(path, ctx.data.siteUrl);
      const feeds = actorFeedPaths(actor.kind, identifier);
      return new Service({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: actor.name,
        summary:
          actor.kind === 'entity'
            ? `News about ${actor.name} (${actor.tagKind}) from ${ctx.data.siteName}.`
            : `${actor.name}: news from ${ctx.data.siteName}.`,
        // The page first (what Mastodon links), then the same articles as feeds: the outbox is the feed.
        urls: [
          absolute(actorPagePath(actor.kind, identifier)),
          new Link({ href: absolute(feeds.rss), mediaType: 'application/rss+xml', rel: 'alternate' }),
          new Link({ href: absolute(feeds.atom), mediaType: 'application/atom+xml', rel: 'alternate' }),
          new Link({ href: absolute(feeds.json), mediaType: 'application/feed+json', rel: 'alternate' }),
        ],
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
        icon: cover ? new Image({ url: absolute(imageUrl(cover, 320)) }) : null,
        image: cover ? new Image({ url: absolute(imageUrl(cover, 1280)) }) : null,
      });
    })
    .setKeyPairsDispatcher((ctx, identifier) =>
      actorKeyPairs(ctx.data.db, ctx.data.key, identifier, ctx.data.logger),
    );

  // One page of everyone (Mastodon reads the count; our own sender reads the table, not this).
  federation
    .setFollowersDispatcher(FEDERATION_PATHS.followers, async (ctx, identifier) => {
      const rows = await ctx.data.db
        .select()
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.actorIdentifier, identifier))
        .orderBy(desc(fediverseFollowers.createdAt))
        .limit(MAX_FOLLOWERS_LISTED);
      const items: Recipient[] = rows.map((row) => ({
        id: new URL(row.followerId),
        inboxId: new URL(row.inbox),
        endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
      }));
      return { items };
    })
    .setCounter(async (ctx, identifier) => {
      const [row] = await ctx.data.db
        .select({ total: count() })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.actorIdentifier, identifier));
      return row?.total ?? 0;
    });

  federation.setOutboxDispatcher(FEDERATION_PATHS.outbox, (ctx, identifier) => actorOutbox(ctx, identifier));

  federation.setObjectDispatcher(Article, FEDERATION_PATHS.article, async (ctx, { id }) => {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const article = await loadPublishedArticle(ctx.data.db, id);
    return article ? articleObject(ctx, article) : null;
  });

  federation.setNodeInfoDispatcher(FEDERATION_PATHS.nodeInfo, () => ({
    software: { name: 'dropwire', version: '0.1.0', homepage: new URL('https://github.com/dropwire') },
    protocols: ['activitypub'],
    openRegistrations: false,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));

  registerInboxListeners(federation);
  return federation;
}
