import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImageSourceError } from './image-errors';

const IMAGE_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif']);

/**
 * A cover shipped with the site, read from the public folder (build/client, or public/ under the dev
 * server): only an image file inside that folder, never a path that leads out of it.
 */
export async function readLocalImage(publicDir: string, sitePath: string, maxBytes: number): Promise<Buffer> {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${sitePath}`);
  if (!file.startsWith(root + path.sep) || !IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase()))
    throw new ImageSourceError('not_found', 'Not an image file of the site');
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ImageSourceError('not_found', 'Not an image file of the site');
    if (info.size > maxBytes) throw new ImageSourceError('too_large', 'The site image is too large');
    return await readFile(file);
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError('not_found', 'No such image file on the site', { cause: error });
  }
}
