import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import { fediverseActorSettings } from '~/db/schema/fediverse';
import {
  ENTITY_TAG_KINDS,
  IDENTIFIER_PATTERN,
  SECTION_ACTORS,
  SITE_ACTOR,
  isSection,
  type ActorKind,
} from './actor-names';

export type DropwireActor = {
  identifier: string;
  kind: ActorKind;
  name: string;
  /** For an entity: artist, label, festival, venue or brand. */
  tagKind?: string;
  tagId?: string;
  disabled: boolean;
};

const SECTION_NAMES: Record<string, string> = {
  festivals: 'Festivals',
  releases: 'Releases',
  interviews: 'Interviews',
  tech: 'Tech',
  reviews: 'Reviews',
};

/** The actor an identifier names (switched off or not), or null when there is none. */
export async function findActor(
  db: Database,
  siteName: string,
  identifier: string,
): Promise<DropwireActor | null> {
  if (!IDENTIFIER_PATTERN.test(identifier)) return null;
  const disabled = await isDisabled(db, identifier);
  if (identifier === SITE_ACTOR) return { identifier, kind: 'site', name: siteName, disabled };
  if (isSection(identifier))
    return { identifier, kind: 'section', name: `${siteName}: ${SECTION_NAMES[identifier]}`, disabled };
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, kind: tags.kind })
    .from(tags)
    .where(and(eq(tags.slug, identifier), inArray(tags.kind, [...ENTITY_TAG_KINDS])));
  if (!tag) return null;
  return { identifier, kind: 'entity', name: tag.name, tagKind: tag.kind, tagId: tag.id, disabled };
}

async function isDisabled(db: Database, identifier: string): Promise<boolean> {
  const [row] = await db
    .select({ disabled: fediverseActorSettings.disabled })
    .from(fediverseActorSettings)
    .where(eq(fediverseActorSettings.identifier, identifier));
  return row?.disabled ?? false;
}

/**
 * Switches an actor off or on again (the desk's toggle), through the write gateway with an audit entry
 * saying who did it (decision 075). Fediverse readers see the change (the actor is then not found, cannot be
 * followed and sends nothing), but no cached page shows actors, so nothing is announced. Answers false when
 * the actor already was so (nothing recorded).
 */
export async function setActorDisabled(
  db: Database,
  by: AuditActor,
  identifier: string,
  disabled: boolean,
): Promise<boolean> {
  return changeForReaders(db, by, async (tx) => {
    const [row] = await tx
      .select({ disabled: fediverseActorSettings.disabled })
      .from(fediverseActorSettings)
      .where(eq(fediverseActorSettings.identifier, identifier))
      .for('update');
    if ((row?.disabled ?? false) === disabled) return unchanged(false);
    await tx
      .insert(fediverseActorSettings)
      .values({ identifier, disabled })
      .onConflictDoUpdate({
        target: fediverseActorSettings.identifier,
        set: { disabled, updatedAt: new Date() },
      });
    return {
      value: true,
      audit: {
        action: disabled ? 'fediverse.actor.disable' : 'fediverse.actor.enable',
        entityType: 'fediverse_actor',
        entityId: identifier,
        summary: `${disabled ? 'Switched off' : 'Switched on'} the fediverse actor @${identifier}`,
        before: { disabled: !disabled },
        after: { disabled },
      },
      readersSee: false,
    };
  });
}

/**
 * The actors an article belongs to: the site, its section when it has one, and each entity tag it
 * carries (those switched off are left out), for sending it to their followers and mentioning them.
 */
export async function actorsOfArticle(
  db: Database,
  article: { id: string; category: string },
): Promise<{ identifier: string; kind: ActorKind; name: string }[]> {
  const entityRows = await db
    .select({ slug: tags.slug, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(eq(articleTags.articleId, article.id), inArray(tags.kind, [...ENTITY_TAG_KINDS])));
  const candidates = [
    { identifier: SITE_ACTOR, kind: 'site' as const, name: SITE_ACTOR },
    ...(isSection(article.category)
      ? [{ identifier: article.category, kind: 'section' as const, name: article.category }]
      : []),
    ...entityRows
      .filter((row) => IDENTIFIER_PATTERN.test(row.slug) && row.slug !== SITE_ACTOR && !isSection(row.slug))
      .map((row) => ({ identifier: row.slug, kind: 'entity' as const, name: row.name })),
  ];
  const off = await db
    .select({ identifier: fediverseActorSettings.identifier })
    .from(fediverseActorSettings)
    .where(
      and(
        eq(fediverseActorSettings.disabled, true),
        inArray(
          fediverseActorSettings.identifier,
          candidates.map((candidate) => candidate.identifier),
        ),
      ),
    );
  const offSet = new Set(off.map((row) => row.identifier));
  return candidates.filter((candidate) => !offSet.has(candidate.identifier));
}

/** The newest published cover among the actor's articles: its avatar and header. */
export async function latestCover(db: Database, actor: DropwireActor): Promise<string | null> {
  const published = and(eq(articles.status, 'published'), isNotNull(articles.coverImageUrl));
  const base = db.select({ cover: articles.coverImageUrl }).from(articles);
  const scoped =
    actor.kind === 'site'
      ? base.where(published)
      : actor.kind === 'section'
        ? base.where(
            and(published, eq(articles.category, actor.identifier as (typeof SECTION_ACTORS)[number])),
          )
        : base
            .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
            .where(and(published, eq(articleTags.tagId, actor.tagId!)));
  const [row] = await scoped.orderBy(desc(articles.publishedAt)).limit(1);
  return row?.cover ?? null;
}

/** Every actor the desk lists: the site, the sections and the entity tags that carry articles. */
export async function listActors(db: Database, siteName: string, limit = 200): Promise<DropwireActor[]> {
  const settings = await db.select().from(fediverseActorSettings);
  const off = new Set(settings.filter((row) => row.disabled).map((row) => row.identifier));
  const entities = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, kind: tags.kind })
    .from(tags)
    .where(
      and(
        inArray(tags.kind, [...ENTITY_TAG_KINDS]),
        sql`EXISTS (SELECT 1 FROM ${articleTags} WHERE ${articleTags.tagId} = ${tags.id})`,
      ),
    )
    .orderBy(tags.name)
    .limit(limit);
  return [
    { identifier: SITE_ACTOR, kind: 'site' as const, name: siteName, disabled: off.has(SITE_ACTOR) },
    ...SECTION_ACTORS.map((identifier) => ({
      identifier,
      kind: 'section' as const,
      name: SECTION_NAMES[identifier]!,
      disabled: off.has(identifier),
    })),
    ...entities
      .filter((tag) => IDENTIFIER_PATTERN.test(tag.slug) && tag.slug !== SITE_ACTOR && !isSection(tag.slug))
      .map((tag) => ({
        identifier: tag.slug,
        kind: 'entity' as const,
        name: tag.name,
        tagKind: tag.kind,
        tagId: tag.id,
        disabled: off.has(tag.slug),
      })),
  ];
}
