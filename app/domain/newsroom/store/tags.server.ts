import { sql } from 'drizzle-orm';
import { unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articleTags, tags } from '~/db/schema/content';
import { slugify } from '~/lib/slug';

export type TagName = { name: string; kind: (typeof tags.$inferInsert)['kind'] };

/** Tags articles with names, creating the tags that do not exist yet; a tag is known by its slug. */
export async function tagArticles(
  db: Database,
  entries: { articleId: string; names: TagName[] }[],
): Promise<void> {
  const all = new Map<string, TagName>();
  for (const entry of entries)
    for (const tag of entry.names) if (slugify(tag.name, 60)) all.set(slugify(tag.name, 60), tag);
  if (all.size === 0) return;
  const slugs = [...all.keys()];
  // Insert the new tags and read every id in one statement (the second half sees only tags that existed).
  const { rows } = await db.execute<{ id: string; slug: string }>(sql`
    WITH input AS (
      SELECT * FROM ${unnestRows(slugs, [
        [(slug) => slug, 'text'],
        [(slug) => all.get(slug)!.name, 'text'],
        [(slug) => all.get(slug)!.kind, 'text'],
      ])} AS i(slug, name, kind)),
    inserted AS (
      INSERT INTO ${tags} (slug, name, kind) SELECT slug, name, kind FROM input ON CONFLICT DO NOTHING RETURNING id, slug)
    SELECT id, slug FROM inserted
    UNION ALL
    SELECT t.id, t.slug FROM ${tags} t JOIN input ON input.slug = t.slug`);
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  const links = entries.flatMap((entry) =>
    [
      ...new Set(
        entry.names.map((tag) => ids.get(slugify(tag.name, 60))).filter((id): id is string => Boolean(id)),
      ),
    ].map((tagId) => ({ articleId: entry.articleId, tagId })),
  );
  if (links.length)
    await db.execute(sql`
      INSERT INTO ${articleTags} (article_id, tag_id)
      SELECT * FROM ${unnestRows(links, [
        [(link) => link.articleId, 'uuid'],
        [(link) => link.tagId, 'uuid'],
      ])}
      ON CONFLICT DO NOTHING`);
}
