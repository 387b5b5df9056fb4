import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuid';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID carrying its time in the first 48 bits', () => {
    const now = Date.UTC(2026, 10, 22, 9, 30);
    const id = uuidv7(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts ids of later milliseconds after earlier ones, and never repeats', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => uuidv7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });
});
