import type { NextFunction, Request, Response } from 'express';
import { matchesEtag } from '~/lib/etag';
import { UPLOAD_FILE_NAME } from '~/lib/image-source';
import type { UploadReader } from './read-upload';

/**
 * GET /uploads/<name>: an uploaded image as stored, for the addresses that name it outside our pages (a
 * page's og:image, JSON-LD, the Content API). Pages themselves show it resized through /img. The name is
 * the SHA-256 of the bytes, so the image never changes: browsers and shared caches may keep it for a year,
 * and a revalidation is answered from the name alone. Anything that is not an upload's name is left to the
 * next handler (the not-found page).
 */
export function serveUploads(read: UploadReader) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const fileName = String(req.params.fileName ?? '');
    if (!UPLOAD_FILE_NAME.test(fileName)) return next();
    const etag = `"${fileName.slice(0, 27)}"`;
    try {
      const bytes = await read(fileName);
      if (!bytes) return next();
      res.set({
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      });
      if (matchesEtag(req.get('if-none-match'), etag)) return void res.status(304).end();
      res.set('Content-Length', String(bytes.length)).end(bytes);
    } catch (error) {
      next(error);
    }
  };
}
