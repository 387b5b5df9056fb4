import { gte, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { automationLogs } from '~/db/schema/newsroom';

// The automation admin's figures, both read through automation_logs_created_idx (created_at DESC NULLS LAST,
// the order the list asks for in the same words, so the planner reads the index instead of sorting).

/** The stats window and the length of the log list (spec: 24 hours, 50 logs). */
const STATS_WINDOW_MS = 24 * 3_600_000;
const LOG_LIST_LENGTH = 50;

/** Total Runs (24h), Successful and Failed: runs logged in the 24 hours before `now`. */
export async function runStats(db: Database, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      successful: sql<number>`count(*) FILTER (WHERE ${automationLogs.status} = 'success')`.mapWith(Number),
      failed: sql<number>`count(*) FILTER (WHERE ${automationLogs.status} = 'error')`.mapWith(Number),
    })
    .from(automationLogs)
    .where(gte(automationLogs.createdAt, new Date(now.getTime() - STATS_WINDOW_MS)));
  return row ?? { total: 0, successful: 0, failed: 0 };
}

/** The newest logs, newest first. */
export function latestRuns(db: Database, limit = LOG_LIST_LENGTH) {
  return db
    .select({
      id: automationLogs.id,
      type: automationLogs.type,
      targetTable: automationLogs.targetTable,
      status: automationLogs.status,
      errorMessage: automationLogs.errorMessage,
      createdAt: automationLogs.createdAt,
    })
    .from(automationLogs)
    .orderBy(sql`${automationLogs.createdAt} DESC NULLS LAST`)
    .limit(limit);
}
