import type { Database } from '~/db/client.server';
import { recordAutomationRun } from '~/domain/newsroom/store/automation-logs.server';

/**
 * Runs one job's work and writes its automation log (the desk's dashboard lists them): success, or error
 * with the failure's message, which is then thrown again so pg-boss retries the job.
 */
export async function loggedRun<T>(
  db: Database,
  log: { type: string; targetTable: string },
  work: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  try {
    const result = await work();
    await recordAutomationRun(db, { ...log, status: 'success', durationMs: Date.now() - started });
    return result;
  } catch (error) {
    await recordAutomationRun(db, {
      ...log,
      status: 'error',
      errorMessage: error instanceof Error ? error.message : String(error),
      durationMs: Date.now() - started,
    });
    throw error;
  }
}
