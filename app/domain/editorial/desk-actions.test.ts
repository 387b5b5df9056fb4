import { describe, expect, it } from 'vitest';
import { allowedActions, scheduleRefusal } from './desk-actions';

describe('allowedActions', () => {
  it.each([
    ['draft', { publish: true, reject: true, unpublish: false, schedule: true }],
    ['in_review', { publish: true, reject: true, unpublish: false, schedule: true }],
    ['published', { publish: false, reject: false, unpublish: true, schedule: false }],
    ['rejected', { publish: true, reject: false, unpublish: false, schedule: false }],
  ] as const)('%s', (status, allowed) => {
    expect(allowedActions(status)).toEqual(allowed);
  });
});

describe('scheduleRefusal', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('accepts a time ahead within a year, and refuses the past, now, far ahead and no time', () => {
    expect(scheduleRefusal(new Date('2026-11-24T12:05:00Z'), now)).toBeUndefined();
    expect(scheduleRefusal(now, now)).toBe('Choose a time in the future.');
    expect(scheduleRefusal(new Date('2026-11-23T12:00:00Z'), now)).toBe('Choose a time in the future.');
    expect(scheduleRefusal(new Date('2028-01-01T00:00:00Z'), now)).toBe('Choose a time within a year.');
    expect(scheduleRefusal(new Date('nope'), now)).toBe('Give a date and time.');
  });
});
