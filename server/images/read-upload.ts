import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FILE_NAME } from '~/lib/image-source';
import { ImageSourceError } from './image-errors';

/**
 * An image uploaded from the desk, read from DATA_DIR/uploads by its content-derived name. The name is
 * checked again here (only `<sha256>.webp` names exist), so no other file of DATA_DIR can be read through it.
 */
export async function readUpload(uploadsDir: string | undefined, fileName: string, maxBytes: number) {
  if (!uploadsDir || !UPLOAD_FILE_NAME.test(fileName))
    throw new ImageSourceError('not_found', 'Not an uploaded image');
  const file = path.join(uploadsDir, fileName);
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ImageSourceError('not_found', 'Not an uploaded image');
    if (info.size > maxBytes) throw new ImageSourceError('too_large', 'The uploaded image is too large');
    return await readFile(file);
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError('not_found', 'No such uploaded image', { cause: error });
  }
}
