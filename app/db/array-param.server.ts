import { sql, type SQL } from 'drizzle-orm';

/**
 * A whole column of values as one typed array parameter, for `unnest()`: a batch insert becomes one short
 * statement instead of thousands of placeholders, which are slow to build and for PostgreSQL to parse.
 * `type` is a PostgreSQL type name written by us, never user input.
 */
export const arrayParam = (
  values: unknown[],
  type: 'uuid' | 'text' | 'int' | 'timestamptz' | 'bytea' | 'bool',
): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;

type ArrayType = Parameters<typeof arrayParam>[1];

/**
 * `unnest(...)` over rows: one typed array parameter per column, each read from every row, so a batch of any
 * size becomes one set of rows in SQL. Columns are [read, type] pairs in the order the statement names them.
 */
export function unnestRows<T>(rows: T[], columns: [(row: T) => unknown, ArrayType][]): SQL {
  return sql`unnest(${sql.join(
    columns.map(([read, type]) => arrayParam(rows.map(read), type)),
    sql`, `,
  )})`;
}
