import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('HostLimiter', () => {
  it('runs at most two tasks per host and respects the global limit', async () => {
    const limiter = new HostLimiter(2, 3);
    const inFlight = new Map<string, number>();
    const peaks = new Map<string, number>();
    let globalPeak = 0;
    let global = 0;
    const task = (host: string) =>
      limiter.run(host, async () => {
        inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
        global++;
        peaks.set(host, Math.max(peaks.get(host) ?? 0, inFlight.get(host)!));
        globalPeak = Math.max(globalPeak, global);
        await tick();
        inFlight.set(host, inFlight.get(host)! - 1);
        global--;
      });
    await Promise.all([
      ...Array.from({ length: 6 }, () => task('a')),
      ...Array.from({ length: 6 }, () => task('b')),
    ]);
    expect(peaks.get('a')).toBe(2);
    expect(peaks.get('b')).toBeLessThanOrEqual(2);
    expect(globalPeak).toBe(3);
  });

  it('pauses a whole host', () => {
    let now = 1000;
    const limiter = new HostLimiter(2, 10, () => now);
    limiter.pause('a', 5000);
    expect(limiter.pausedFor('a')).toBe(5000);
    expect(limiter.pausedFor('b')).toBe(0);
    now = 4000;
    expect(limiter.pausedFor('a')).toBe(2000);
    now = 7000;
    expect(limiter.pausedFor('a')).toBe(0);
  });
});
