import { Article, Hashtag, Image, Mention, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import type { Context } from '@fedify/fedify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import { signImage } from '~/lib/image-signing.server';
import { imageUrl } from '~/lib/image-url';
import { SITE_ACTOR } from './actor-names';
import { instantOf } from './instant';
import { actorsOfArticle } from './actors.server';
import type { FediverseContext } from './fediverse-context';

export type FederatedArticle = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  status: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: Date | null;
  correctedAt: Date | null;
  correctionNote: string | null;
};

const columns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  status: articles.status,
  coverImageUrl: articles.coverImageUrl,
  coverImageAlt: articles.coverImageAlt,
  publishedAt: articles.publishedAt,
  correctedAt: articles.correctedAt,
  correctionNote: articles.correctionNote,
};

export async function loadArticle(db: Database, id: string): Promise<FederatedArticle | null> {
  const [row] = await db.select(columns).from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export async function loadPublishedArticle(db: Database, id: string): Promise<FederatedArticle | null> {
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published')));
  return row ?? null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The article as ActivityStreams sees it: an `Article` by the site's actor with its headline (`name`),
 * summary, link, cover, hashtags (every tag) and mentions of the entity actors it names, public and
 * copied to the followers of each actor it belongs to.
 */
export async function articleObject(
  ctx: Context<FediverseContext>,
  article: FederatedArticle,
): Promise<Article> {
  const { db, siteUrl } = ctx.data;
  const pageUrl = new URL(`/news/${encodeURIComponent(article.slug)}`, siteUrl);
  const actors = await actorsOfArticle(db, article);
  const tagRows = await db
    .select({ slug: tags.slug, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, article.id));
  const host = new URL(siteUrl).host;
  const mentions = actors
    .filter((actor) => actor.kind === 'entity')
    .map(
      (actor) =>
        new Mention({ href: ctx.getActorUri(actor.identifier), name: `@${actor.identifier}@${host}` }),
    );
  const hashtags = tagRows.map(
    (tag) =>
      new Hashtag({
        href: new URL(`/tags/${encodeURIComponent(tag.slug)}`, siteUrl),
        name: `#${tag.name.replace(/[^\p{L}\p{N}_]+/gu, '')}`,
      }),
  );
  const cover = signImage(article.coverImageUrl);
  const correction =
    article.correctedAt && article.correctionNote
      ? `<p><strong>Correction:</strong> ${escapeHtml(article.correctionNote)}</p>`
      : '';
  return new Article({
    id: ctx.getObjectUri(Article, { id: article.id }),
    attribution: ctx.getActorUri(SITE_ACTOR),
    to: PUBLIC_COLLECTION,
    ccs: actors.map((actor) => ctx.getFollowersUri(actor.identifier)),
    name: article.title,
    summary: article.summary ? escapeHtml(article.summary) : null,
    content: `<p>${escapeHtml(article.summary || article.title)}</p>${correction}<p><a href="${escapeHtml(pageUrl.href)}">${escapeHtml(pageUrl.href)}</a></p>`,
    url: pageUrl,
    published: article.publishedAt ? instantOf(article.publishedAt) : null,
    updated: article.correctedAt ? instantOf(article.correctedAt) : null,
    image: cover
      ? new Image({ url: new URL(imageUrl(cover, 1280), siteUrl), name: article.coverImageAlt ?? null })
      : null,
    tags: [...mentions, ...hashtags],
  });
}
