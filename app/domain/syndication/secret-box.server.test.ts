import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.server';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = seal(key, 'app-password-1234');
    expect(open(key, first)).toBe('app-password-1234');
    expect(seal(key, 'app-password-1234')).not.toBe(first);
    expect(first).not.toContain('app-password');
  });

  it('refuses another key and any change', () => {
    const sealed = seal(key, 'token');
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => open(key, parts.join('.'))).toThrow();
    expect(() => open(key, 'plain text')).toThrow('Not a sealed secret');
  });
});
