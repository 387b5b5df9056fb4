import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';

// Jobs of a queue that have not finished, read from pg-boss's own table (schema `pgboss`, as both of our
// pg-boss clients are configured): the truth about whether a run is waiting or under way, in any process.

/** A job not finished: waiting to start, running, or waiting to be retried after a failure. */
export type UnfinishedRun = {
  name: string;
  id: string;
  state: 'created' | 'retry' | 'active';
  createdOn: Date;
  startedOn: Date | null;
};

/**
 * The unfinished jobs of these queues, oldest first. pg-boss's job table is keyed by (name, id), so only the
 * named queues' rows are read; finished jobs are deleted after a week.
 */
export async function unfinishedRuns(db: Database, names: readonly string[]): Promise<UnfinishedRun[]> {
  if (names.length === 0) return [];
  const { rows } = await db.execute<{
    name: string;
    id: string;
    state: UnfinishedRun['state'];
    created_on: string;
    started_on: string | null;
  }>(sql`
    SELECT name, id::text, state::text AS state, created_on, started_on
    FROM pgboss.job
    WHERE name IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}) AND state < 'completed'
    ORDER BY created_on`);
  return rows.map((row) => ({
    name: row.name,
    id: row.id,
    state: row.state,
    createdOn: new Date(row.created_on),
    startedOn: row.started_on ? new Date(row.started_on) : null,
  }));
}
