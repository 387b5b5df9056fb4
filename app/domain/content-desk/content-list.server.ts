import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import {
  containsPattern,
  DESK_PAGE_SIZE,
  pageCount,
  type DeskList,
  type DeskListQuery,
  type DeskListRow,
} from './content-list';

export type ListSource = {
  table: PgTable;
  /** What a row shows: its id, title, detail, status and time of last change, as SQL of the table. */
  row: {
    id: AnyColumn;
    title: SQL | AnyColumn;
    detail: SQL | AnyColumn;
    status: SQL | AnyColumn | null;
    updatedAt: SQL | AnyColumn | null;
  };
  /** The columns the search box looks in (any of them may contain the words). */
  searchIn: AnyColumn[];
  /** Newest first, as editors look for what they just worked on. */
  orderBy: SQL[];
};

/** One page of a desk list, searched, with how many entries match. */
export async function listPage(db: Database, source: ListSource, query: DeskListQuery): Promise<DeskList> {
  const where = query.search
    ? or(...source.searchIn.map((column) => ilike(column, containsPattern(query.search))))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sql<string>`${source.row.id}`,
        title: sql<string>`${source.row.title}`,
        detail: sql<string>`coalesce(${source.row.detail}, '')`,
        status: source.row.status ? sql<string | null>`${source.row.status}` : sql<null>`NULL`,
        updatedAt: source.row.updatedAt ? sql<string | null>`${source.row.updatedAt}` : sql<null>`NULL`,
      })
      .from(source.table)
      .where(where)
      .orderBy(...source.orderBy)
      .limit(DESK_PAGE_SIZE)
      .offset((query.page - 1) * DESK_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(source.table)
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    rows: rows.map((row): DeskListRow => ({
      ...row,
      updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    })),
    total,
    page: query.page,
    pageCount: pageCount(total),
  };
}
