import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './subscriber-links';

const key = Buffer.from('a key of thirty-two bytes or so!');
const id = '0192f1c0-0000-7000-8000-000000000001';
const now = Date.UTC(2026, 10, 24);

describe('subscriber links', () => {
  const token = signLink(key, { subscriberId: id, purpose: 'confirm', expiresAt: now + 60_000 });

  it('verify for their purpose within their lifetime', () => {
    expect(verifyLink(key, token, 'confirm', now)).toEqual({
      ok: true,
      claims: { subscriberId: id, purpose: 'confirm', expiresAt: now + 60_000 },
    });
  });

  it('expire', () => {
    expect(verifyLink(key, token, 'confirm', now + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another purpose', token, 'manage'],
    [
      'another key',
      signLink(Buffer.from('another key entirely, not ours!!'), {
        subscriberId: id,
        purpose: 'confirm',
        expiresAt: now + 60_000,
      }),
      'confirm',
    ],
    [
      'a changed subscriber',
      `${Buffer.from(JSON.stringify(['other', 'confirm', now / 1000 + 60])).toString('base64url')}.${token.split('.')[1]}`,
      'confirm',
    ],
    ['a cut signature', token.slice(0, -3), 'confirm'],
    ['garbage', 'not-a-token', 'confirm'],
    ['an extra part', `${token}.x`, 'confirm'],
    ['nothing', '', 'confirm'],
  ] as const)('refuse %s', (_name, value, purpose) => {
    expect(verifyLink(key, value, purpose, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
