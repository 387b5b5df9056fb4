import type { NextFunction, Request, Response } from 'express';

/**
 * Reads a request target in absolute form (`GET http://host/admin HTTP/1.1`), which HTTP/1.1 servers must
 * accept (RFC 9112, 3.2.2), as the path and query it names, so every later rule sees the path it would have
 * seen from a browser. Left as sent, the target made React Router build an invalid URL and answer 500. Any
 * other target that is not a path (`*`, `host:port`) names nothing this site serves: 400.
 */
export function originForm(req: Request, res: Response, next: NextFunction) {
  if (req.url.startsWith('/')) return next();
  const target = URL.canParse(req.url) ? new URL(req.url) : undefined;
  if (target?.protocol !== 'http:' && target?.protocol !== 'https:') {
    res.set('Cache-Control', 'no-store');
    res.status(400).type('text/plain').send('Bad request: the request target is not a path on this site.');
    return;
  }
  req.url = req.originalUrl = `${target.pathname}${target.search}`;
  next();
}
