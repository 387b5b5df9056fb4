// Dead code does not accumulate: every value app/, server/ and cli/ export is imported somewhere else (a
// test counts). An export used only in its own file loses its `export`; one used nowhere is deleted.
import { describe, expect, it } from 'vitest';
import { findUnusedExports } from '../../scripts/unused-exports';

describe('exports', () => {
  it('are all imported somewhere (npx tsx scripts/unused-exports.ts lists the others)', () => {
    expect(findUnusedExports()).toEqual([]);
  });
});
