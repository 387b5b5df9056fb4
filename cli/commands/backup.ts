import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '~/db/runtime.server';
import { createBackup } from '~/domain/backup/create-backup.server';
import { backupFileName } from '~/domain/backup/backup-files';
import { terminalProgress } from '~/domain/backup/progress';
import { formatBytes } from '~/domain/backup/format-bytes';
import type { CommandContext } from '../main';

const usage = `Usage: dropwire backup [--output FILE] [--include-secrets]
  Writes the whole site (every table, uploaded files, a manifest) to one archive while it keeps serving.
  --output FILE        where to write it (default: ./${backupFileName(new Date('2026-01-01T00:00:00Z'))} with the current time)
  --include-secrets    also DATA_DIR's .auth-secret and .image-key (keep such an archive as safe as those files)`;

/** `dropwire backup`: one archive of the site, from one snapshot, beside the running site. */
export async function runBackup(context: CommandContext): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: context.args,
      options: {
        output: { type: 'string', short: 'o' },
        'include-secrets': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const output = path.resolve(values.output ?? backupFileName(new Date()));
  if (existsSync(output)) {
    console.error(`${output} exists already; choose another --output (a backup never overwrites a file).`);
    return 1;
  }
  if (!existsSync(path.dirname(output))) {
    console.error(`The folder ${path.dirname(output)} does not exist.`);
    return 1;
  }
  // Not migrated: a backup taken before an upgrade must hold the schema as it was.
  const database = await openDatabase(context.config, context.logger, { shareRunning: true });
  try {
    const summary = await createBackup({
      pool: database.pool,
      dataDir: context.config.DATA_DIR,
      output,
      includeSecrets: values['include-secrets'],
      progress: terminalProgress(process.stderr),
    });
    const rows = Object.values(summary.end.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${rows} rows of ${Object.keys(summary.end.rows).length} tables, ${summary.end.files} uploaded files` +
        `${summary.end.secrets ? ` and ${summary.end.secrets} secrets` : ''} to ${summary.file} (${formatBytes(summary.bytes)}); ` +
        `schema ${summary.manifest.lastMigration}, Dropwire ${summary.manifest.dropwireVersion}.`,
    );
    if (!values['include-secrets'])
      console.log(
        'Secrets were left out: a site restored from it signs desk sessions and image URLs with new keys, ' +
          'so editors sign in again, and admins reset their second factor (users reset-2fa) unless AUTH_SECRET is carried over.',
      );
    return 0;
  } finally {
    await database.stop();
  }
}
