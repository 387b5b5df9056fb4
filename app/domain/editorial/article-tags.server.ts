import { eq, sql } from 'drizzle-orm';
import { arrayParam } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articleTags, tags } from '~/db/schema/content';
import { lexiconEntries } from '~/db/schema/newsroom';
import { tagArticles, type TagName } from '~/domain/newsroom/store/tags.server';
import { slugify } from '~/lib/slug';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';

const tagSlug = (name: string) => slugify(name, 60);

/**
 * Tags as they will be stored for names an editor typed: a tag is known by its slug, so an existing tag
 * keeps its name and kind; a name the lexicon knows becomes a tag of its kind (artist, label, festival…) in
 * the lexicon's spelling; any other is a topic as typed.
 */
export async function resolveTagNames(db: Database, names: string[]): Promise<TagName[]> {
  if (names.length === 0) return [];
  const [existing, known] = await Promise.all([
    db.execute<{ slug: string; name: string; kind: TagName['kind'] }>(
      sql`SELECT slug, name, kind FROM ${tags} WHERE slug = ANY(${arrayParam(names.map(tagSlug), 'text')})`,
    ),
    db.execute<{ name: string; kind: TagName['kind'] }>(sql`
      SELECT DISTINCT ON (lower(name)) name, kind FROM ${lexiconEntries}
      WHERE lower(name) = ANY(${arrayParam(
        names.map((name) => name.toLowerCase()),
        'text',
      )})
      ORDER BY lower(name), kind`),
  ]);
  const bySlug = new Map(existing.rows.map((row) => [row.slug, row]));
  const byName = new Map(known.rows.map((row) => [row.name.toLowerCase(), row]));
  return names.map((name) => {
    const tag = bySlug.get(tagSlug(name)) ?? byName.get(name.toLowerCase());
    return tag ? { name: tag.name, kind: tag.kind } : { name, kind: 'topic' as const };
  });
}

/** Gives an article exactly these tags (made when new). */
export async function replaceArticleTags(
  tx: ReaderTransaction,
  articleId: string,
  names: TagName[],
): Promise<void> {
  await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
  await tagArticles(tx, [{ articleId, names }]);
}

/** The lexicon's names, for the tag field's suggestions. */
export async function lexiconNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: lexiconEntries.name })
    .from(lexiconEntries)
    .orderBy(lexiconEntries.name);
  return rows.map((row) => row.name);
}
