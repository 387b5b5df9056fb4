import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { mediaUploads } from './newsroom';

/**
 * The bytes of each image uploaded from the desk, kept in the database so that every web server behind one
 * site serves every upload (decision 054). One row per upload, by the same content-derived name; never
 * changed, so readers may cache it for a year.
 */
export const mediaUploadBytes = pgTable('media_upload_bytes', {
  fileName: text('file_name')
    .primaryKey()
    .references(() => mediaUploads.fileName, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
