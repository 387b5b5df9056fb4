import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mediaUploads } from '~/db/schema/newsroom';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import { UPLOADS_PATH } from '~/lib/image-source';
import { pageCount, DESK_PAGE_SIZE } from './content-list';
import { prepareUpload } from './prepare-upload.server';

/** Where uploads are kept: DATA_DIR/uploads, the folder the image endpoint reads them from. */
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The path pages and forms name an upload by (`/uploads/<sha256>.webp`). */
const uploadPath = (fileName: string) => `${UPLOADS_PATH}${fileName}`;

export type MediaUpload = {
  id: string;
  path: string;
  originalName: string;
  bytes: number;
  width: number;
  height: number;
  uploadedBy: string | null;
  createdAt: string;
};

export type UploadOutcome =
  { ok: true; upload: MediaUpload; existed: boolean } | { ok: false; reason: string };

/** The name a person gave the file, as text we may keep and show: one line, no control characters, bounded. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (text || 'image').slice(0, 200);
}

/** Writes the file by a temporary name and renames it, so a reader never sees half of it. */
async function keepFile(folder: string, fileName: string, bytes: Buffer): Promise<void> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, fileName);
  if (
    await stat(file).then(
      (info) => info.isFile(),
      () => false,
    )
  )
    return;
  const draft = path.join(folder, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(draft, bytes, { mode: 0o644 });
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
}

const columns = {
  id: mediaUploads.id,
  fileName: mediaUploads.fileName,
  originalName: mediaUploads.originalName,
  bytes: mediaUploads.bytes,
  width: mediaUploads.width,
  height: mediaUploads.height,
  uploadedBy: mediaUploads.uploadedBy,
  createdAt: mediaUploads.createdAt,
};

const toUpload = ({
  fileName,
  createdAt,
  ...row
}: { fileName: string; createdAt: Date } & Omit<MediaUpload, 'path' | 'createdAt'>): MediaUpload => ({
  ...row,
  path: uploadPath(fileName),
  createdAt: createdAt.toISOString(),
});

/**
 * Takes an uploaded file: checked and re-encoded by `prepareUpload`, kept under its content's hash, and
 * recorded in media_uploads with an audit entry. The same image uploaded again is the same file and row.
 */
export async function saveUpload(
  db: Database,
  dataDir: string,
  actor: AuditActor,
  file: { bytes: Buffer; name: string },
): Promise<UploadOutcome> {
  const prepared = await prepareUpload(file.bytes);
  if (!prepared.ok) return prepared;
  await keepFile(uploadsFolder(dataDir), prepared.fileName, prepared.bytes);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(mediaUploads)
      .values({
        fileName: prepared.fileName,
        originalName: cleanName(file.name),
        mimeType: 'image/webp',
        bytes: prepared.bytes.length,
        width: prepared.width,
        height: prepared.height,
        uploadedBy: actor.email,
      })
      .onConflictDoNothing({ target: mediaUploads.fileName })
      .returning(columns);
    if (!inserted) {
      const [existing] = await tx
        .select(columns)
        .from(mediaUploads)
        .where(eq(mediaUploads.fileName, prepared.fileName));
      return { ok: true as const, upload: toUpload(existing!), existed: true };
    }
    const upload = toUpload(inserted);
    await recordAudit(tx, actor, {
      action: 'media.upload',
      entityType: 'media',
      entityId: upload.id,
      summary: `Uploaded image “${upload.originalName}”`,
      after: upload,
    });
    return { ok: true as const, upload, existed: false };
  });
}

/** One page of uploads, newest first. */
export async function listUploads(db: Database, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(mediaUploads)
      .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id))
      .limit(DESK_PAGE_SIZE)
      .offset((page - 1) * DESK_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(mediaUploads),
  ]);
  const total = counted?.total ?? 0;
  return { uploads: rows.map(toUpload), total, page, pageCount: pageCount(total) };
}

/** The newest uploads' paths, which image fields offer. */
export async function recentUploadPaths(db: Database, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ fileName: mediaUploads.fileName })
    .from(mediaUploads)
    .orderBy(desc(mediaUploads.createdAt))
    .limit(limit);
  return rows.map((row) => uploadPath(row.fileName));
}
