import { and, eq, like, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { slugify } from '~/lib/slug';

export type SlugTable = { table: PgTable; slug: AnyColumn; id: AnyColumn };

export type SlugChoice = { ok: true; slug: string } | { ok: false; message: string };

/**
 * The slug a saved entry gets. One the editor typed is kept as typed, and refused when another entry has
 * it (addresses readers know must not move silently). One made from the title (`slugify`) takes the
 * first free of `name`, `name-2`, `name-3`, … A slug taken between this check and the write fails on the
 * unique index, and the store reports it the same way.
 */
export async function chooseSlug(
  db: Database,
  where: SlugTable,
  input: { typed: string; source: string; exceptId: string | null },
): Promise<SlugChoice> {
  const others = (condition: SQL) =>
    db
      .select({ slug: sql<string>`${where.slug}` })
      .from(where.table)
      .where(and(condition, input.exceptId ? ne(where.id, input.exceptId) : undefined));
  if (input.typed) {
    const taken = await others(eq(where.slug, input.typed));
    return taken.length > 0
      ? { ok: false, message: 'Another entry has this address; choose another slug' }
      : { ok: true, slug: input.typed };
  }
  const base = slugify(input.source) || 'entry';
  const taken = new Set(
    (await others(like(where.slug, `${base.replace(/[\\%_]/g, '\\$&')}%`))).map((row) => row.slug),
  );
  if (!taken.has(base)) return { ok: true, slug: base };
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return { ok: true, slug: `${base}-${n}` };
}
