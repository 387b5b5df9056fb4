import { describe, expect, it } from 'vitest';
import { describeCron, nextCronRun } from './cron';

const BERLIN = 'Europe/Berlin';
const next = (cron: string, from: string, tz = BERLIN) =>
  nextCronRun(cron, tz, new Date(from))?.toISOString();

describe('nextCronRun', () => {
  it('runs the Friday jobs at 09:00 and 10:00 on Berlin clocks, winter (UTC+1) and summer (UTC+2)', () => {
    expect(next('0 9 * * 5', '2026-01-05T12:00:00Z')).toBe('2026-01-09T08:00:00.000Z');
    expect(next('0 10 * * 5', '2026-07-01T00:00:00Z')).toBe('2026-07-03T08:00:00.000Z');
  });

  it('keeps 09:00 Berlin across the change to summer time (last Sunday of March)', () => {
    // Friday 27 March 2026, 09:00 CET exactly: the next run is a week later, at 09:00 CEST.
    expect(next('0 9 * * 5', '2026-03-27T08:00:00Z')).toBe('2026-04-03T07:00:00.000Z');
    expect(next('0 9 * * 5', '2026-03-27T07:59:00Z')).toBe('2026-03-27T08:00:00.000Z');
  });

  it('keeps 09:00 Berlin across the change to winter time (last Sunday of October)', () => {
    expect(next('0 9 * * 5', '2026-10-23T07:00:00Z')).toBe('2026-10-30T08:00:00.000Z');
    expect(next('0 10 * * 5', '2026-10-24T00:00:00Z')).toBe('2026-10-30T09:00:00.000Z');
  });

  it('skips the hour the clocks jump over, and runs twice in the hour they repeat', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST, so there is no 02:17; the next is 03:17 CEST.
    expect(next('17 * * * *', '2026-03-29T00:30:00Z')).toBe('2026-03-29T01:17:00.000Z');
    // 25 October 2026: 02:17 happens in CEST (00:17 UTC) and again in CET (01:17 UTC).
    expect(next('17 * * * *', '2026-10-25T00:00:00Z')).toBe('2026-10-25T00:17:00.000Z');
    expect(next('17 * * * *', '2026-10-25T00:17:00Z')).toBe('2026-10-25T01:17:00.000Z');
    expect(next('17 * * * *', '2026-10-25T01:17:00Z')).toBe('2026-10-25T02:17:00.000Z');
    expect(next('* * * * *', '2026-03-29T00:59:30Z')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('answers strictly after `from`, in whole minutes', () => {
    expect(next('* * * * *', '2026-05-01T10:00:00Z')).toBe('2026-05-01T10:01:00.000Z');
    expect(next('* * * * *', '2026-05-01T10:00:59.999Z')).toBe('2026-05-01T10:01:00.000Z');
  });

  it('reads lists, ranges, steps, Sunday as 0 or 7, and either day field when both are given', () => {
    expect(next('*/20 * * * *', '2026-05-01T10:41:00Z', 'UTC')).toBe('2026-05-01T11:00:00.000Z');
    expect(next('0 8-10/2 * * *', '2026-05-01T08:30:00Z', 'UTC')).toBe('2026-05-01T10:00:00.000Z');
    expect(next('0 12 * * 7', '2026-05-01T00:00:00Z', 'UTC')).toBe('2026-05-03T12:00:00.000Z');
    expect(next('0 12 * * 0', '2026-05-01T00:00:00Z', 'UTC')).toBe('2026-05-03T12:00:00.000Z');
    // The 15th or any Monday, whichever comes first.
    expect(next('0 0 15 * 1', '2026-05-05T00:00:00Z', 'UTC')).toBe('2026-05-11T00:00:00.000Z');
    expect(next('30 6 1,15 1 *', '2026-01-02T00:00:00Z', 'UTC')).toBe('2026-01-15T06:30:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z', 'UTC')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('answers null for what is not a cron expression or never runs', () => {
    for (const cron of ['', '* * * *', '60 * * * *', '* 24 * * *', 'a b c d e', '5-1 * * * *'])
      expect(next(cron, '2026-05-01T00:00:00Z'), cron).toBeUndefined();
    expect(next('0 0 31 2 *', '2026-05-01T00:00:00Z')).toBeUndefined();
  });
});

describe('describeCron', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/30 * * * *', 'Every 30 minutes'],
    ['17 * * * *', 'Every hour at minute 17'],
    ['0 3 * * *', 'Daily at 03:00'],
    ['0 9 * * 5', 'Fridays at 09:00'],
    ['0 10 * * 5', 'Fridays at 10:00'],
    ['0 9 1 * *', 'cron 0 9 1 * *'],
    ['nonsense', 'cron nonsense'],
  ])('%s → %s', (cron, words) => {
    expect(describeCron(cron)).toBe(words);
  });
});
