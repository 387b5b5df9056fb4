import type { Database } from '~/db/client.server';
import { automationLogs } from '~/db/schema/newsroom';

export type AutomationLog = typeof automationLogs.$inferInsert;

/** Records one automation run (kept LOG_RETENTION_DAYS). */
export async function recordAutomationRun(db: Pick<Database, 'insert'>, log: AutomationLog): Promise<void> {
  await db.insert(automationLogs).values(log);
}
