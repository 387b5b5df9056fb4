import { describe, expect, it } from 'vitest';
import { planSignUp } from './plan-sign-up';

const now = new Date('2026-11-24T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('planSignUp', () => {
  it.each([
    ['a new address', undefined, 'send_confirmation'],
    [
      'an unsubscribed address',
      { status: 'unsubscribed', confirmationSentAt: minutesAgo(1), noticeSentAt: null },
      'send_confirmation',
    ],
    [
      'pending, link sent 2 minutes ago',
      { status: 'pending', confirmationSentAt: minutesAgo(2), noticeSentAt: null },
      'nothing',
    ],
    [
      'pending, link sent 10 minutes ago',
      { status: 'pending', confirmationSentAt: minutesAgo(10), noticeSentAt: null },
      'resend_confirmation',
    ],
    [
      'pending, never sent',
      { status: 'pending', confirmationSentAt: null, noticeSentAt: null },
      'resend_confirmation',
    ],
    [
      'confirmed, never noticed',
      { status: 'confirmed', confirmationSentAt: minutesAgo(9999), noticeSentAt: null },
      'send_notice',
    ],
    [
      'confirmed, noticed an hour ago',
      { status: 'confirmed', confirmationSentAt: null, noticeSentAt: minutesAgo(60) },
      'nothing',
    ],
    [
      'confirmed, noticed yesterday',
      { status: 'confirmed', confirmationSentAt: null, noticeSentAt: minutesAgo(24 * 60) },
      'send_notice',
    ],
  ] as const)('%s → %s', (_name, known, plan) => {
    expect(planSignUp(known, now)).toBe(plan);
  });
});
