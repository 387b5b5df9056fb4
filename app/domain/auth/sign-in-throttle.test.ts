import { describe, expect, it } from 'vitest';
import {
  FREE_FAILURES,
  isUnderAttack,
  MAX_WAIT_MS,
  UNDER_ATTACK_FAILURES,
  waitBeforeNextTry,
} from './sign-in-throttle';

const now = new Date('2026-11-28T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('waitBeforeNextTry', () => {
  it('lets the first failures try again at once', () => {
    for (let failures = 0; failures < FREE_FAILURES; failures++)
      expect(waitBeforeNextTry(failures, now, now)).toBe(0);
  });

  it('doubles the wait with each further failure, counted from the last one', () => {
    expect(waitBeforeNextTry(FREE_FAILURES, now, now)).toBe(2000);
    expect(waitBeforeNextTry(FREE_FAILURES + 1, now, now)).toBe(4000);
    expect(waitBeforeNextTry(FREE_FAILURES + 2, secondsAgo(3), now)).toBe(5000);
    expect(waitBeforeNextTry(FREE_FAILURES + 2, secondsAgo(8), now)).toBe(0);
  });

  it('never makes anyone wait longer than a quarter hour', () => {
    expect(waitBeforeNextTry(500, now, now)).toBe(MAX_WAIT_MS);
  });
});

it('calls an account under attack from the threshold on', () => {
  expect(isUnderAttack(UNDER_ATTACK_FAILURES - 1)).toBe(false);
  expect(isUnderAttack(UNDER_ATTACK_FAILURES)).toBe(true);
});
