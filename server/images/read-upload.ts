import { UPLOAD_FILE_NAME } from '~/lib/image-source';
import { ImageSourceError } from './image-errors';

/** Reads an upload's bytes by its name: from the database, where every web server finds them. */
export type UploadReader = (fileName: string) => Promise<Buffer | undefined>;

/**
 * An image uploaded from the desk, by its content-derived name. The name is checked again here (only
 * `<sha256>.webp` names exist), so nothing else can be asked for through it.
 */
export async function readUpload(reader: UploadReader | undefined, fileName: string, maxBytes: number) {
  if (!reader || !UPLOAD_FILE_NAME.test(fileName))
    throw new ImageSourceError('not_found', 'Not an uploaded image');
  const bytes = await reader(fileName).catch((error: unknown) => {
    throw new ImageSourceError('not_found', 'No such uploaded image', { cause: error });
  });
  if (!bytes) throw new ImageSourceError('not_found', 'No such uploaded image');
  if (bytes.length > maxBytes) throw new ImageSourceError('too_large', 'The uploaded image is too large');
  return bytes;
}
