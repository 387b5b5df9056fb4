import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { connectDatabase, type DatabaseHandle } from './client.server';
import { startEmbeddedPostgres } from './embedded.server';
import { runMigrations } from './migrate.server';
import { isDatabaseEmpty, seedDemoContent } from './seed/seed.server';

export type DatabaseRuntime = DatabaseHandle & { url: string; embedded: boolean; stop: () => Promise<void> };

/** DATABASE_URL when set, otherwise the embedded PostgreSQL 18 under DATA_DIR. */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { shareRunning?: boolean } = {},
): Promise<DatabaseRuntime> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        logger,
        shareRunning: options.shareRunning,
      });
  const url = config.DATABASE_URL ?? embedded?.url ?? '';
  const handle = connectDatabase(url, {
    max: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
  });
  return {
    ...handle,
    url,
    embedded: Boolean(embedded),
    stop: async () => {
      await handle.close();
      await embedded?.stop();
    },
  };
}

/** What `npm start` does before serving: migrate, then seed an empty database unless SEED_DEMO=false. */
export async function prepareDatabase(
  runtime: DatabaseHandle,
  config: Config,
  logger: Logger,
): Promise<void> {
  await runMigrations(runtime.pool);
  logger.info('migrations applied');
  if (config.SEED_DEMO && (await isDatabaseEmpty(runtime.db))) {
    const summary = await seedDemoContent(runtime.db);
    logger.info({ summary }, 'seeded demo content into an empty database');
  }
}
