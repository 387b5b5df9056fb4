import type { NextFunction, Request, Response } from 'express';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { matchesEtag } from '~/lib/etag';
import { UPLOAD_FILE_NAME } from '~/lib/image-source';

/**
 * GET /uploads/<name>: an uploaded image as stored, for the addresses that name it outside our pages (a
 * page's og:image, JSON-LD, the Content API). Pages themselves show it resized through /img. The name is
 * the SHA-256 of the bytes, so the file never changes: browsers may keep it for a year. Anything that is not
 * an upload's name is left to the next handler (the not-found page).
 */
export function serveUploads(uploadsDir: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const fileName = String(req.params.fileName ?? '');
    if (!UPLOAD_FILE_NAME.test(fileName)) return next();
    const file = path.join(uploadsDir, fileName);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    const etag = `"${fileName.slice(0, 27)}"`;
    res.set({
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    if (matchesEtag(req.get('if-none-match'), etag)) return void res.status(304).end();
    res.set('Content-Length', String(info.size));
    createReadStream(file)
      .on('error', (error) => next(error))
      .pipe(res);
  };
}
