/** Network failures nodemailer reports by code: worth another try. */
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'ECONNREFUSED',
  'ECONNRESET',
  'EDNS',
  'EPIPE',
]);

/**
 * Whether a failed send may work if tried again: an SMTP reply in the 4xx range ("try later": greylisting,
 * a full queue) or a network failure. A 5xx reply (no such mailbox, refused) and anything else is final.
 */
export function isTransientMailFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/** The reason kept for a failed send: the server's reply or the error's message, on one line, bounded. */
export function mailFailureReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const text =
    typeof response === 'string' ? response : typeof message === 'string' ? message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error';
}
