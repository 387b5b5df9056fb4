import { describe, expect, it } from 'vitest';
import { isoDuration, runningTime, trackTime } from './durations';

describe('release durations', () => {
  it.each([
    [0, '0:00', 'PT0S'],
    [5, '0:05', 'PT5S'],
    [60, '1:00', 'PT1M'],
    [365, '6:05', 'PT6M5S'],
    [3600, '1:00:00', 'PT1H'],
    [3729, '1:02:09', 'PT1H2M9S'],
    [412.6, '6:53', 'PT6M53S'],
  ])('%s s is %s on the page and %s for search engines', (seconds, shown, iso) => {
    expect(trackTime(seconds)).toBe(shown);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it('says a running time in minutes, and hours past the hour', () => {
    expect(runningTime(20)).toBe('1 min');
    expect(runningTime(2520)).toBe('42 min');
    expect(runningTime(3600)).toBe('1 hr');
    expect(runningTime(3900)).toBe('1 hr 5 min');
  });
});
