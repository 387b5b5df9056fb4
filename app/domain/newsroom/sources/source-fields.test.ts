import { describe, expect, it } from 'vitest';
import { parseForm } from '~/lib/form-data';
import { invalidFeedUrlMessage } from './feed-url';
import { addSourceFields, editSourceFields } from './source-fields';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('the add form', () => {
  it('takes a name, an http(s) URL and a category, news unless chosen', () => {
    expect(parseForm(addSourceFields, form({ name: ' Pulse ', url: 'https://pulse.example/feed' }))).toEqual({
      ok: true,
      data: { name: 'Pulse', url: 'https://pulse.example/feed', category: 'news' },
    });
  });

  it('takes an address typed without its scheme as https://', () => {
    expect(parseForm(addSourceFields, form({ name: 'DJ Mag', url: ' djmag.com/feed ' }))).toMatchObject({
      ok: true,
      data: { url: 'https://djmag.com/feed' },
    });
  });

  it.each([
    [{ name: '', url: 'https://a.example/' }, 'name', 'Give the source a name'],
    [{ name: 'A', url: '  ' }, 'url', "Give the feed's address (its RSS URL)"],
    [{ name: 'A', url: 'javascript:alert(1)' }, 'url', invalidFeedUrlMessage],
    [{ name: 'A', url: 'not a url' }, 'url', invalidFeedUrlMessage],
    [
      { name: 'A', url: `https://a.example/${'é'.repeat(400)}` },
      'url',
      'The RSS URL is too long (at most 2048 bytes)',
    ],
    [
      { name: 'A\nB', url: 'https://a.example/' },
      'name',
      'The name must fit on one line: please remove the line breaks',
    ],
    [
      { name: 'A', url: 'https://a.example/', category: 'gossip' },
      'category',
      'Category must be one of: news, releases, gear, festivals, interviews',
    ],
  ])('refuses %o with a message on its field', (fields, field, message) => {
    const parsed = parseForm(addSourceFields, form(fields));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors[field]).toEqual([message]);
  });
});

describe('the edit form', () => {
  const fields = { name: 'A', url: 'https://a.example/feed', category: 'gear', kind: 'video' };

  it('reads auto-publish from its checkbox', () => {
    expect(parseForm(editSourceFields, form({ ...fields, autoPublish: 'on' }))).toMatchObject({
      ok: true,
      data: { kind: 'video', autoPublish: true },
    });
    expect(parseForm(editSourceFields, form(fields))).toMatchObject({
      ok: true,
      data: { autoPublish: false },
    });
  });

  it('refuses an unknown kind', () => {
    expect(parseForm(editSourceFields, form({ ...fields, kind: 'podcast' }))).toMatchObject({
      ok: false,
      fieldErrors: { kind: ['Kind must be one of: news, social, video'] },
    });
  });
});
