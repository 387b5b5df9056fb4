import { describe, expect, it } from 'vitest';
import { terminalProgress } from './progress';

describe('terminalProgress', () => {
  it('writes nothing where standard error is not a terminal (a cron job, a pipe)', () => {
    expect(terminalProgress({ isTTY: false, write: () => true })).toBeUndefined();
  });

  it('rewrites one line on a terminal, at most five times a second, and clears it when done', () => {
    const written: string[] = [];
    let now = 1_000;
    const progress = terminalProgress(
      { isTTY: true, columns: 30, write: (text) => written.push(text) },
      () => now,
    )!;
    progress.update('articles: 500 rows');
    progress.update('articles: 1000 rows');
    now += 250;
    progress.update(`a table with a very long name indeed: 1500 rows`);
    progress.done();
    expect(written).toEqual([
      '\r\u001b[2Karticles: 500 rows',
      '\r\u001b[2Ka table with a very long name',
      '\r\u001b[2K',
    ]);
  });
});
