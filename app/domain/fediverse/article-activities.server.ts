import type { Context } from '@fedify/fedify';
import {
  Announce,
  Article,
  Create,
  Delete,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
} from '@fedify/fedify/vocab';
import { SITE_ACTOR } from './actor-names';
import { instantOf } from './instant';
import { articleObject, type FederatedArticle } from './article-object.server';
import type { FediverseContext } from './fediverse-context';

/**
 * The activities an article's life makes. The site's actor is the article's author: it sends the `Create`,
 * every `Update` and the `Delete`; a section or an entity actor boosts it (`Announce`) to its own followers,
 * so a reader who follows only @amelie-lens sees it in their home timeline. Each id names the article's
 * version, so the same version is one activity however often the job runs.
 */

const millis = (date: Date | null) => String(date?.getTime() ?? 0);

const articleUri = (ctx: Context<FediverseContext>, article: { id: string }) =>
  ctx.getObjectUri(Article, { id: article.id });

export async function createActivity(ctx: Context<FediverseContext>, article: FederatedArticle) {
  const object = await articleObject(ctx, article);
  return new Create({
    id: new URL(`#create-${millis(article.publishedAt)}`, articleUri(ctx, article)),
    actor: ctx.getActorUri(SITE_ACTOR),
    to: PUBLIC_COLLECTION,
    ccs: object.ccIds,
    published: article.publishedAt ? instantOf(article.publishedAt) : null,
    object,
  });
}

export function announceActivity(
  ctx: Context<FediverseContext>,
  identifier: string,
  article: FederatedArticle,
) {
  return new Announce({
    id: new URL(`#announce-${identifier}-${millis(article.publishedAt)}`, articleUri(ctx, article)),
    actor: ctx.getActorUri(identifier),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(identifier),
    published: article.publishedAt ? instantOf(article.publishedAt) : null,
    object: articleUri(ctx, article),
  });
}

export async function updateActivity(ctx: Context<FediverseContext>, article: FederatedArticle) {
  const object = await articleObject(ctx, article);
  return new Update({
    id: new URL(`#update-${millis(article.correctedAt)}`, articleUri(ctx, article)),
    actor: ctx.getActorUri(SITE_ACTOR),
    to: PUBLIC_COLLECTION,
    ccs: object.ccIds,
    object,
  });
}

export function deleteActivity(ctx: Context<FediverseContext>, article: { id: string }, version: string) {
  const id = articleUri(ctx, article);
  return new Delete({
    id: new URL(`#delete-${version}`, id),
    actor: ctx.getActorUri(SITE_ACTOR),
    to: PUBLIC_COLLECTION,
    object: new Tombstone({ id }),
  });
}
