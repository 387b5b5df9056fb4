import { DataDirInUseError } from '~/db/data-dir-lock.server';
import { openDatabase, prepareDatabase } from '~/db/runtime.server';
import { startWorker } from '~/jobs/worker.server';
import type { CommandContext } from '../main';
import { stopOnSignals } from '../stop-on-signals';

/** `dropwire worker`: runs the background jobs (crawling) until SIGTERM or SIGINT. */
export async function runWorker({ config, logger }: CommandContext): Promise<number> {
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nA worker beside npm start needs DATABASE_URL: the embedded database serves one process.`,
      );
      return 75;
    }
    throw error;
  }
  await prepareDatabase(database, { ...config, SEED_DEMO: false }, logger);
  const worker = await startWorker({ db: database.db, url: database.url, config, logger });
  stopOnSignals(logger, () => worker.stop().then(() => database.stop()), 30_000);
  return -1;
}
