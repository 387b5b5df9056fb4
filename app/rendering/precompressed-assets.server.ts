import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Which of the client's accepted encodings we have copies in, ours in our order of preference (Brotli first),
 * a `q=0` refusing one. Express's `acceptsEncodings` would follow the client's order instead, and browsers list
 * gzip before br, so they would never get the smaller copy.
 */
function preferredEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (['br', 'gzip'] as const).filter((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

/**
 * Serves the Brotli or gzip copy made at build time (scripts/precompress.js) of a fingerprinted asset when the
 * client takes it; anything else falls through to the static files. Which copies exist is looked up once per
 * file: a build never changes while it is served.
 */
export function precompressedAssets(assetsDir: string) {
  const copies = new Map<string, Set<string>>();
  const copiesOf = (file: string) => {
    let found = copies.get(file);
    if (!found) {
      found = new Set(['br', 'gz'].filter((extension) => existsSync(`${file}.${extension}`)));
      copies.set(file, found);
    }
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const type = types[path.extname(req.path)];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || req.path.includes('..')) return next();
    const file = path.join(assetsDir, req.path);
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const available = copiesOf(file);
    const encoding = preferredEncodings(req.get('accept-encoding')).find((name) =>
      available.has(name === 'br' ? 'br' : 'gz'),
    );
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.set({
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.sendFile(
      `${file}.${encoding === 'br' ? 'br' : 'gz'}`,
      { lastModified: true, etag: true },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
