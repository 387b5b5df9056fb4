import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mediaUploads } from '~/db/schema/newsroom';
import { mediaUploadBytes } from '~/db/schema/uploads';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import { UPLOADS_PATH } from '~/lib/image-source';
import { pageCount, DESK_PAGE_SIZE } from './content-list';
import { prepareUpload } from './prepare-upload.server';

/** Where uploads were kept before the database held their bytes: DATA_DIR/uploads (read until imported). */
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
 * Takes an uploaded file: checked and re-encoded by `prepareUpload`, kept in the database under its content's
 * hash (so every web server of the site serves it), and recorded in media_uploads with an audit entry, all in
 * one transaction. The same image uploaded again is the same row.
 */
export async function saveUpload(
  db: Database,
  actor: AuditActor,
  file: { bytes: Buffer; name: string },
): Promise<UploadOutcome> {
  const prepared = await prepareUpload(file.bytes);
  if (!prepared.ok) return prepared;
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
    await tx
      .insert(mediaUploadBytes)
      .values({ fileName: prepared.fileName, content: prepared.bytes })
      .onConflictDoNothing();
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
