import { describe, expect, it } from 'vitest';
import { followTargetValue, parseFollow, parseFollowTarget } from './follow-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe('the Follow form', () => {
  it.each([
    ['tag:amelie-lens', { kind: 'tag', slug: 'amelie-lens' }],
    ['festival:awakenings-2027', { kind: 'festival', slug: 'awakenings-2027' }],
    ['release:lens-ep:artist', { kind: 'release', slug: 'lens-ep', role: 'artist' }],
    ['release:lens-ep:label', { kind: 'release', slug: 'lens-ep', role: 'label' }],
  ] as const)('reads the target %s', (value, target) => {
    const parsed = parseFollow(form({ email: ' Fan@Example.TEST ', target: value }));
    expect(parsed).toEqual({ ok: true, data: { email: 'fan@example.test', target } });
    expect(followTargetValue(target)).toBe(value);
  });

  it.each([
    ['an unknown kind', 'article:some-story'],
    ['a release without a role', 'release:lens-ep'],
    ['a release with another role', 'release:lens-ep:genre'],
    ['upper case', 'tag:Amelie'],
    ['a path', 'tag:../admin'],
    ['nothing', ''],
    ['too long', `tag:${'a'.repeat(240)}`],
  ])('refuses %s as the target', (_name, value) => {
    const parsed = parseFollow(form({ email: 'fan@example.test', target: value }));
    expect(parsed).toMatchObject({ ok: false, fieldErrors: { target: ['Nothing to follow'] } });
  });

  it.each([
    ['no address', ''],
    ['a broken one', 'fan@'],
    ['a header injection', 'fan@example.test\r\nBcc: other@example.test'],
  ])('refuses %s as the address', (_name, email) => {
    const parsed = parseFollow(form({ email, target: 'tag:techno' }));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.fieldErrors.email).toHaveLength(1);
  });

  it('reads the target alone when the address is what was refused, so /follow can say what it was', () => {
    expect(parseFollow(form({ email: 'x@y', target: 'release:lens-ep:label' })).ok).toBe(false);
    expect(parseFollowTarget('release:lens-ep:label')).toEqual({
      kind: 'release',
      slug: 'lens-ep',
      role: 'label',
    });
    expect(parseFollowTarget('tag:../admin')).toBeUndefined();
  });
});
