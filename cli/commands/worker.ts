import { DataDirInUseError } from '~/db/data-dir-lock.server';
import { startWorker } from '~/jobs/worker.server';
import type { CommandContext } from '../main';
import { openMigratedDatabase } from '../open-database';
import { stopOnSignals } from '../stop-on-signals';

/** `dropwire worker`: runs the background jobs (crawling) until SIGTERM or SIGINT. */
export async function runWorker(context: CommandContext): Promise<number> {
  const { config, logger } = context;
  let database;
  try {
    database = await openMigratedDatabase(context);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nA worker beside npm start needs DATABASE_URL: the embedded database serves one process.`,
      );
      return 75;
    }
    throw error;
  }
  const worker = await startWorker({ db: database.db, url: database.url, config, logger });
  stopOnSignals(logger, () => worker.stop().then(() => database.stop()), 30_000);
  return -1;
}
