import { describe, expect, it } from 'vitest';
import { affiliateMappingSchema } from './affiliate-mapping-form';

const errorsOf = (input: Record<string, string>) => {
  const result = affiliateMappingSchema.safeParse({
    keyword: 'Moog',
    shopName: 'Shop',
    affiliateUrl: 'https://s.example/',
    ...input,
  });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('affiliateMappingSchema', () => {
  it('accepts a keyword, a shop and an https address, trimmed', () => {
    expect(
      affiliateMappingSchema.parse({
        keyword: ' Push 3 ',
        shopName: ' Ableton ',
        affiliateUrl: ' https://a.example/p?x=1 ',
      }),
    ).toEqual({
      keyword: 'Push 3',
      shopName: 'Ableton',
      affiliateUrl: 'https://a.example/p?x=1',
    });
  });

  it.each([
    [{ keyword: '   ' }, { keyword: 'Please enter a keyword' }],
    [{ keyword: 'x' }, { keyword: 'Please enter a keyword of at least 2 characters' }],
    [{ keyword: '--' }, { keyword: 'The keyword needs at least one letter or digit' }],
    [{ keyword: 'a\nb' }, { keyword: 'The keyword must fit on one line: please remove the line breaks' }],
    [{ shopName: '' }, { shopName: 'Please enter the shop name' }],
    [{ affiliateUrl: '' }, { affiliateUrl: 'Please enter the affiliate URL' }],
    [{ affiliateUrl: 'not a url' }, { affiliateUrl: 'Please enter a full address starting with https://' }],
    [
      { affiliateUrl: 'http://s.example/' },
      { affiliateUrl: 'Please enter a full address starting with https://' },
    ],
    [
      { affiliateUrl: 'javascript:alert(1)' },
      { affiliateUrl: 'Please enter a full address starting with https://' },
    ],
    [
      { affiliateUrl: 'https://u:p@s.example/' },
      { affiliateUrl: 'The address must not contain a user name or password' },
    ],
  ])('refuses %j with one clear message per field', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});
