import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mediaUploads } from '~/db/schema/newsroom';
import { mediaUploadBytes } from '~/db/schema/uploads';

/**
 * An upload's bytes, from the database, where every web server finds them. Uploads from before they were
 * kept there (files under DATA_DIR/uploads) are read from that folder until `importDiskUploads` has copied
 * them in.
 */
export async function readUploadBytes(
  db: Database,
  uploadsDir: string | undefined,
  fileName: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: mediaUploadBytes.content })
    .from(mediaUploadBytes)
    .where(eq(mediaUploadBytes.fileName, fileName));
  if (row) return row.content;
  return uploadsDir ? readFile(path.join(uploadsDir, fileName)).catch(() => undefined) : undefined;
}

/**
 * Copies into the database the bytes of uploads recorded before they were kept there, from DATA_DIR/uploads
 * (the serve command and a restore call it): afterwards every web server serves them, not only the one that
 * has the folder. A file that is missing is left for another machine's run; running it again does nothing.
 */
export async function importDiskUploads(db: Database, uploadsDir: string): Promise<number> {
  const missing = await db
    .select({ fileName: mediaUploads.fileName })
    .from(mediaUploads)
    .leftJoin(mediaUploadBytes, eq(mediaUploadBytes.fileName, mediaUploads.fileName))
    .where(isNull(mediaUploadBytes.fileName));
  let imported = 0;
  for (const { fileName } of missing) {
    const content = await readFile(path.join(uploadsDir, fileName)).catch(() => undefined);
    if (!content) continue;
    const inserted = await db
      .insert(mediaUploadBytes)
      .values({ fileName, content })
      .onConflictDoNothing()
      .returning({ fileName: mediaUploadBytes.fileName });
    imported += inserted.length;
  }
  return imported;
}
