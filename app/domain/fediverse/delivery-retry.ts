/** Attempts before a delivery is given up (about a day and a half of back-off in all). */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** Answers that say the inbox is gone: never retried. */
const FINAL_STATUSES = new Set([404, 410]);

/**
 * When to try a failed delivery again (exponential back-off from a minute, at most 12 hours apart), or
 * null when it is given up: after `MAX_DELIVERY_ATTEMPTS` tries, or on an answer that says it is gone.
 */
export function deliveryRetry(attempts: number, status: number | null, now: Date): Date | null {
  if (status !== null && FINAL_STATUSES.has(status)) return null;
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const minutes = Math.min(2 ** (attempts - 1), 12 * 60);
  return new Date(now.getTime() + minutes * 60_000);
}
