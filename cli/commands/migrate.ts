import { runMigrations } from '~/db/migrate.server';
import { openDatabase } from '~/db/runtime.server';
import type { CommandContext } from '../main';

export async function runMigrate({ config, logger }: CommandContext): Promise<number> {
  const database = await openDatabase(config, logger);
  try {
    await runMigrations(database.pool);
    console.log('Migrations applied.');
    return 0;
  } finally {
    await database.stop();
  }
}
