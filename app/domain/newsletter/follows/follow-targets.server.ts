import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { tags } from '~/db/schema/content';
import { festivals } from '~/db/schema/festivals';
import { releases } from '~/db/schema/releases';
import { tagSlug } from '~/lib/slug';
import { followableKinds, type FollowTarget } from './follow-form';

export type FollowedEntity = { id: string; name: string; slug: string; kind: string };

/**
 * The tag a Follow button stands for. A tag page's tag must exist and be of a followable kind; a published
 * festival or release names its entity, whose tag is made here if no story has carried it yet (the newsroom
 * knows tags by slug, so its next story about the entity uses the same one).
 */
export async function resolveFollowTarget(
  db: Database,
  target: FollowTarget,
): Promise<FollowedEntity | undefined> {
  if (target.kind === 'tag') {
    const [tag] = await db
      .select({ id: tags.id, name: tags.name, slug: tags.slug, kind: tags.kind })
      .from(tags)
      .where(and(eq(tags.slug, target.slug), inArray(tags.kind, followableKinds)));
    return tag;
  }
  const entity =
    target.kind === 'festival'
      ? await db
          .select({ name: festivals.name })
          .from(festivals)
          .where(and(eq(festivals.slug, target.slug), eq(festivals.status, 'published')))
          .then(([row]) => row && { name: row.name, kind: 'festival' as const })
      : await db
          .select({ artist: releases.artist, label: releases.label })
          .from(releases)
          .where(and(eq(releases.slug, target.slug), eq(releases.status, 'published')))
          .then(([row]) => row && { name: row[target.role], kind: target.role });
  const slug = entity && tagSlug(entity.name);
  if (!entity || !slug) return undefined;
  const { rows } = await db.execute<FollowedEntity>(sql`
    WITH inserted AS (
      INSERT INTO ${tags} (slug, name, kind) VALUES (${slug}, ${entity.name}, ${entity.kind})
      ON CONFLICT (slug) DO NOTHING RETURNING id, name, slug, kind)
    SELECT id, name, slug, kind FROM inserted
    UNION ALL
    SELECT id, name, slug, kind FROM ${tags} WHERE slug = ${slug}`);
  return rows[0];
}
