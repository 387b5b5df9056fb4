import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/admin/desk', '/admin/desk'],
    ['/admin/sources?failing=1#top', '/admin/sources?failing=1#top'],
    ['/admin/../news', '/news'],
  ])('keeps a path of this site: %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/admin\u0000'],
    ['/ad\tmin'],
    ['admin'],
    [`/${'a'.repeat(600)}`],
    // Dot segments that resolve to `//host` (the URL parser returns what a browser then reads as a host).
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example/admin'],
    ['/admin/..//evil.example'],
  ])('falls back to the desk for %j', (value) => {
    expect(safeNextPath(value)).toBe('/admin');
  });
});
