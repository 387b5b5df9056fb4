import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { UPLOAD_FILE_NAME } from '~/lib/image-source';
import { recordLine } from './archive-format';
import type { Progress } from './progress';

/**
 * The uploads whose bytes the snapshot does not hold (recorded before media_upload_bytes, and not copied in
 * yet), which only DATA_DIR/uploads has; undefined for a schema from before that table, whose every upload is
 * a file.
 */
export async function uploadsOnDiskOnly(client: pg.PoolClient): Promise<Set<string> | undefined> {
  const { rows: found } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('public.media_upload_bytes') IS NOT NULL AS exists`,
  );
  if (!found[0]?.exists) return undefined;
  const { rows } = await client.query<{ file_name: string }>(
    `SELECT m.file_name FROM media_uploads m
      WHERE NOT EXISTS (SELECT 1 FROM media_upload_bytes b WHERE b.file_name = m.file_name)`,
  );
  return new Set(rows.map((row) => row.file_name));
}

/** Writes the uploaded files a backup carries, as file records; answers how many. */
export async function copyUploadedFiles(
  dataDir: string,
  needed: Set<string> | undefined,
  write: (text: string) => Promise<void>,
  progress?: Progress,
): Promise<number> {
  if (needed?.size === 0) return 0;
  const folder = path.join(dataDir, 'uploads');
  const names = await readdir(folder).catch(() => [] as string[]);
  let count = 0;
  const wanted = (name: string) => UPLOAD_FILE_NAME.test(name) && (!needed || needed.has(name));
  for (const name of names.filter(wanted).sort()) {
    const bytes = await readFile(path.join(folder, name)).catch(() => undefined);
    if (!bytes) continue;
    await write(recordLine('file', { path: `uploads/${name}`, base64: bytes.toString('base64') }));
    count += 1;
    progress?.update(`uploaded files: ${count}`);
  }
  return count;
}
