import type pg from 'pg';

/**
 * Every site table's rows as one digest each (every row's text, sorted), and every sequence's state: two
 * databases with the same digests hold the same rows, whatever order they were written in. Generated
 * columns are left out: each server computes them (full-text vectors stem words by its own version's rules).
 */
export async function siteDigest(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string; columns: string }>(
    `SELECT c.relname AS name, string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attgenerated = ''
      GROUP BY c.relname ORDER BY 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name, columns } of tables) {
    const { rows } = await pool.query<{ count: string; hash: string | null }>(
      `SELECT count(*)::text AS count, md5(string_agg(x.r::text, '|' ORDER BY x.r::text)) AS hash
         FROM (SELECT ROW(${columns}) AS r FROM "${name}") x`,
    );
    digest[name] = `${rows[0]!.count} rows ${rows[0]!.hash ?? '-'}`;
  }
  const { rows: sequences } = await pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S'`,
  );
  for (const { name } of sequences) {
    const { rows } = await pool.query<{ state: string }>(
      `SELECT last_value::text || ' ' || is_called::text AS state FROM "${name}"`,
    );
    digest[`sequence ${name}`] = rows[0]!.state;
  }
  return digest;
}
