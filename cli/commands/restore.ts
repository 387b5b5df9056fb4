import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '~/db/runtime.server';
import { uploadsFolder } from '~/domain/content-desk/media-uploads.server';
import { importDiskUploads } from '~/domain/content-desk/upload-bytes.server';
import { ArchiveError } from '~/domain/backup/archive-format';
import { terminalProgress } from '~/domain/backup/progress';
import { restoreBackup, TargetNotEmptyError } from '~/domain/backup/restore-backup.server';
import type { CommandContext } from '../main';

const usage = `Usage: dropwire restore FILE
  Restores an archive written by "dropwire backup" into an empty database: DATABASE_URL's, or the embedded
  PostgreSQL in an empty DATA_DIR. An archive of an older Dropwire is upgraded as it is restored.`;

/** `dropwire restore FILE`: a whole site from one archive, into an empty database. */
export async function runRestore(context: CommandContext): Promise<number> {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args: context.args, allowPositionals: true, options: {} }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`No archive at ${file}.`);
    return 1;
  }
  // Never beside a running site: the embedded server of DATA_DIR must be this command's alone.
  const database = await openDatabase(context.config, context.logger);
  try {
    const summary = await restoreBackup({
      pool: database.pool,
      file,
      dataDir: context.config.DATA_DIR,
      progress: terminalProgress(process.stderr),
    });
    // An archive of a release that kept uploads on disk: their bytes go where every web server finds them.
    await importDiskUploads(database.db, uploadsFolder(context.config.DATA_DIR));
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.files} uploaded files ` +
        `from Dropwire ${summary.manifest.dropwireVersion}'s backup of ${summary.manifest.createdAt} ` +
        `(schema ${summary.migratedFrom}, migrated to this release's).`,
    );
    if (summary.secrets.length > 0)
      console.log(`Secrets written to DATA_DIR: ${summary.secrets.join(', ')}.`);
    if (summary.keptSecrets.length > 0)
      console.log(`Secrets already in DATA_DIR were kept, not replaced: ${summary.keptSecrets.join(', ')}.`);
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof TargetNotEmptyError) {
      console.error(error.message);
      return 1;
    }
    console.error(
      'The restore failed part way: the target now holds part of a schema. Empty it (a new database, or an empty DATA_DIR) before trying again.',
    );
    throw error;
  } finally {
    await database.stop();
  }
}
