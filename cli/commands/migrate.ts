import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

/** `dropwire migrate`: applies pending database migrations, which opening the database does. */
export async function runMigrate(context: CommandContext): Promise<number> {
  await withMigratedDatabase(context, async () => undefined);
  console.log('Migrations applied.');
  return 0;
}
