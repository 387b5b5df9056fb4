import { migrationsFolder } from '~/db/migrate.server';
import { readJournal } from '~/db/migration-journal.server';
import { ARCHIVE_FORMAT_VERSION, ArchiveError, type ArchiveEnd, type Manifest } from './archive-format';
import type { Progress } from './progress';
import { readArchive } from './read-archive.server';

export type CheckedArchive = { manifest: Manifest; end: ArchiveEnd };

/**
 * Reads a whole archive before anything is restored from it: a damaged, cut-off or foreign file, or one a
 * newer Dropwire wrote, is refused while the target is still untouched. Every table's rows are counted
 * against the end record, which a cut-off archive lacks.
 */
export async function checkArchive(file: string, progress?: Progress): Promise<CheckedArchive> {
  let manifest: Manifest | undefined;
  let end: ArchiveEnd | undefined;
  const counted: Record<string, number> = {};
  let table: string | undefined;
  let lines = 0;
  for await (const line of readArchive(file)) {
    lines += 1;
    if (!manifest) {
      if (line.kind !== 'manifest')
        throw new ArchiveError(`${file} does not start with a Dropwire backup's manifest.`);
      manifest = line.manifest;
      assertRestorable(manifest);
      continue;
    }
    if (end) throw new ArchiveError(`${file} goes on after its end record: is it two files joined?`);
    if (line.kind === 'table') {
      table = line.table.name;
      if (table in counted) throw new ArchiveError(`${file} holds table ${table} twice.`);
      counted[table] = 0;
    } else if (line.kind === 'row') {
      if (!table) throw new ArchiveError(`${file} has a row before any table.`);
      counted[table]! += 1;
    } else if (line.kind === 'end') {
      end = line.end;
    } else if (line.kind === 'manifest') {
      throw new ArchiveError(`${file} holds a second manifest.`);
    }
    if (lines % 1000 === 0) progress?.update(`checking the archive: ${lines} lines`);
  }
  if (!manifest) throw new ArchiveError(`${file} is empty.`);
  if (!end) throw new ArchiveError(`${file} stops before its end: the backup was cut off, restore another.`);
  for (const [name, rows] of Object.entries(end.rows)) {
    if (counted[name] !== rows)
      throw new ArchiveError(
        `${file} should hold ${rows} rows of ${name} but holds ${counted[name] ?? 0}: the archive is damaged.`,
      );
  }
  return { manifest, end };
}

function assertRestorable(manifest: Manifest): void {
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION)
    throw new ArchiveError(
      `The archive was written by Dropwire ${manifest.dropwireVersion} in a newer format (${manifest.formatVersion}); restore it with that release or a later one.`,
    );
  if (!readJournal(migrationsFolder).some((entry) => entry.tag === manifest.lastMigration))
    throw new ArchiveError(
      `The archive was written by Dropwire ${manifest.dropwireVersion}, whose schema ("${manifest.lastMigration}") this release does not know: restore it with that release or a later one.`,
    );
}
