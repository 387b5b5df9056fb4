import { openDatabase, prepareDatabase, type DatabaseRuntime } from '~/db/runtime.server';
import type { CommandContext } from './main';

type Context = Pick<CommandContext, 'config' | 'logger'>;

/**
 * The database a command works on (DATABASE_URL, or the embedded server under DATA_DIR), with pending
 * migrations applied. Demo content is never seeded here: only `serve` and `seed` put it in. If migrating
 * fails, the database is closed again, so no embedded server is left running.
 */
export async function openMigratedDatabase({ config, logger }: Context): Promise<DatabaseRuntime> {
  // Beside a running `npm start`, a command uses its embedded server rather than refusing.
  const database = await openDatabase(config, logger, { shareRunning: true });
  try {
    await prepareDatabase(database, { ...config, SEED_DEMO: false }, logger);
    return database;
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** Runs a one-off command's work on the migrated database, and closes the database however the work ends. */
export async function withMigratedDatabase<T>(
  context: Context,
  work: (database: DatabaseRuntime) => Promise<T>,
): Promise<T> {
  const database = await openMigratedDatabase(context);
  try {
    return await work(database);
  } finally {
    await database.stop();
  }
}
