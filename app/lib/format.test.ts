import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTimeAgo } from './format';

describe('format', () => {
  it('renders en-US dates in UTC', () => {
    expect(formatLongDate('2026-03-05T23:30:00Z')).toBe('March 5, 2026');
  });

  it.each([
    [30, 'just now'],
    [60, '1 minute ago'],
    [150, '2 minutes ago'],
    [7200, '2 hours ago'],
    [86400 * 3, '3 days ago'],
  ])('%i seconds → %s', (seconds, expected) => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(formatTimeAgo(new Date(now.getTime() - seconds * 1000), now)).toBe(expected);
  });
});
