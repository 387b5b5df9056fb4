import type { Request, Response } from 'express';

/**
 * Up to this much of a refused body is read and thrown away rather than cut off: about what a client sends in
 * the time the refusal takes to reach it, and cheap to discard.
 */
const DRAIN_UP_TO_BYTES = 1024 * 1024;

/**
 * Answers a request whose body no route will read. A body of known, modest size is left for Node to drain,
 * keeping the connection: closing with unread bytes in the socket makes the kernel reset it, and a client
 * still writing its body then sees EPIPE instead of the answer. A larger or unknown-length body is not worth
 * reading: the connection is closed, and a client that keeps writing has only itself to blame.
 */
export function refuseUnread(
  req: Request,
  res: Response,
  refusal: { status: number; message: string },
): void {
  if (!drainable(req)) res.set('Connection', 'close');
  res.set('Cache-Control', 'no-store');
  res.status(refusal.status).type('text/plain').send(refusal.message);
}

function drainable(req: Request): boolean {
  if (req.get('transfer-encoding') !== undefined) return false;
  const declared = Number(req.get('content-length') ?? 0);
  return Number.isSafeInteger(declared) && declared >= 0 && declared <= DRAIN_UP_TO_BYTES;
}
