import type { Request, Response } from 'express';

/**
 * Answers a request whose body no route will read. A small declared body is left for Node to drain, keeping the
 * connection: closing with unread bytes in the socket makes the kernel reset it, and a client still writing its
 * body then sees EPIPE instead of the answer. A large or unknown-length body is not worth reading: the
 * connection is closed, and a client that keeps writing has only itself to blame.
 */
export function refuseUnread(
  req: Request,
  res: Response,
  refusal: { status: number; message: string },
  drainUpToBytes: number,
): void {
  if (!drainable(req, drainUpToBytes)) res.set('Connection', 'close');
  res.set('Cache-Control', 'no-store');
  res.status(refusal.status).type('text/plain').send(refusal.message);
}

function drainable(req: Request, drainUpToBytes: number): boolean {
  if (req.get('transfer-encoding') !== undefined) return false;
  const declared = Number(req.get('content-length') ?? 0);
  return Number.isSafeInteger(declared) && declared >= 0 && declared <= drainUpToBytes;
}
