// How failed sign-ins slow down whoever makes them (issue 37): pure policy, the counts come from the store.

/** Failures one client (or one known device) may make on an account before each try must wait. */
export const FREE_FAILURES = 3;
/** The longest wait between two tries of one client on one account. */
export const MAX_WAIT_MS = 15 * 60 * 1000;
/**
 * Failures on one account from devices that never signed in to it, within the window, past which the
 * account counts as under attack: a new device then needs the second factor or a reset link.
 */
export const UNDER_ATTACK_FAILURES = 20;

/**
 * How long a client must wait before its next try on an account, after `failures` failed ones, the last at
 * `last`: nothing for the first few, then 2, 4, 8 … seconds, at most a quarter hour. Growing waits rather
 * than a lock: an owner who mistypes a few times is barely held up, a guesser gets a few dozen tries an hour.
 */
export function waitBeforeNextTry(failures: number, last: Date | undefined, now: Date): number {
  if (failures < FREE_FAILURES || !last) return 0;
  const wait = Math.min(MAX_WAIT_MS, 2 ** (failures - FREE_FAILURES + 1) * 1000);
  return Math.max(0, last.getTime() + wait - now.getTime());
}

export const isUnderAttack = (failuresFromUnknownDevices: number) =>
  failuresFromUnknownDevices >= UNDER_ATTACK_FAILURES;
