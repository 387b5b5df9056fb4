import type { RequestContext } from '@fedify/fedify';
import type { Activity } from '@fedify/fedify/vocab';
import { and, desc, eq } from 'drizzle-orm';
import { articles, articleTags } from '~/db/schema/content';
import { SITE_ACTOR, type SectionActor } from './actor-names';
import { findActor } from './actors.server';
import { announceActivity, createActivity } from './article-activities.server';
import type { FederatedArticle } from './article-object.server';
import type { FediverseContext } from './fediverse-context';

/** How many of its newest articles an actor's outbox lists, as its feeds do. */
const OUTBOX_SIZE = 20;

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

/** An actor's outbox: the same newest articles as its RSS, Atom and JSON feeds, as activities. */
export async function actorOutbox(
  ctx: RequestContext<FediverseContext>,
  identifier: string,
): Promise<{ items: Activity[] } | null> {
  const { db, siteName } = ctx.data;
  const actor = await findActor(db, siteName, identifier);
  if (!actor || actor.disabled) return null;
  const published = eq(articles.status, 'published');
  const query = db.select(columns).from(articles);
  const scoped =
    actor.kind === 'site'
      ? query.where(published)
      : actor.kind === 'section'
        ? query.where(and(published, eq(articles.category, identifier as SectionActor)))
        : query
            .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
            .where(and(published, eq(articleTags.tagId, actor.tagId!)));
  const rows: FederatedArticle[] = await scoped.orderBy(desc(articles.publishedAt)).limit(OUTBOX_SIZE);
  const items: Activity[] = [];
  for (const article of rows)
    items.push(
      identifier === SITE_ACTOR
        ? await createActivity(ctx, article)
        : announceActivity(ctx, identifier, article),
    );
  return { items };
}
