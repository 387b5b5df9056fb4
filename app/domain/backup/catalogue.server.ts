import type pg from 'pg';

/**
 * What a backup copies and a restore fills: the ordinary tables of the `public` schema (the site's data), and
 * its sequences. Not copied: drizzle's migration journal (a restore writes its own by migrating) and
 * pg-boss's schema (queued jobs and schedules, which a worker writes again when it starts).
 */
const SITE_SCHEMA = 'public';

export type TableInfo = {
  name: string;
  /** Every column, in order. */
  columns: string[];
  /** The columns a restore writes: generated columns are computed by the server again. */
  writable: string[];
};

type Queryable = Pick<pg.ClientBase, 'query'>;

export async function listTables(client: Queryable): Promise<TableInfo[]> {
  const { rows } = await client.query<{ table: string; column: string; generated: boolean }>(
    `SELECT c.relname AS table, a.attname AS column, a.attgenerated <> '' AS generated
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname, a.attnum`,
    [SITE_SCHEMA],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], writable: [] };
    table.columns.push(row.column);
    if (!row.generated) table.writable.push(row.column);
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

export async function listSequences(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'S' ORDER BY relname`,
    [SITE_SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** Tables of any schema but PostgreSQL's own: a restore's target must have none. */
export async function listAnyTables(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** The foreign keys of the site's tables that are not deferrable yet, by table. */
export async function listImmediateForeignKeys(client: Queryable) {
  const { rows } = await client.query<{ table: string; name: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND NOT c.condeferrable AND t.relnamespace = $1::regnamespace
      ORDER BY 1, 2`,
    [SITE_SCHEMA],
  );
  return rows;
}

/** A name quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
