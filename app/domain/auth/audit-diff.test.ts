import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from './audit-diff';

describe('auditDiff', () => {
  it('lines up the fields of an edit, changed and unchanged', () => {
    expect(
      auditDiff(
        { title: 'Old', category: 'news', tags: ['a'] },
        { title: 'New', category: 'news', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'title', kind: 'changed', before: 'Old', after: 'New' },
      { field: 'category', kind: 'same', before: 'news', after: 'news' },
      { field: 'tags', kind: 'changed', before: 'a', after: 'a, b' },
    ]);
  });

  it('names nested fields with dots, and fields on one side as added or removed', () => {
    expect(
      auditDiff({ items: ['x'], gone: 1 }, { items: ['x', 'y'], mergedFrom: { articleId: 'A' } }),
    ).toEqual([
      { field: 'items', kind: 'changed', before: 'x', after: 'x, y' },
      { field: 'gone', kind: 'removed', before: '1', after: null },
      { field: 'mergedFrom.articleId', kind: 'added', before: null, after: 'A' },
    ]);
  });

  it('reads a record with only an after (a creation) or only a before (a deletion)', () => {
    expect(auditDiff(null, { email: 'ed@example.test' })).toEqual([
      { field: 'email', kind: 'added', before: null, after: 'ed@example.test' },
    ]);
    expect(auditDiff({ url: 'https://a.example/' }, null)).toEqual([
      { field: 'url', kind: 'removed', before: 'https://a.example/', after: null },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('compares plain values and a record against a plain value whole', () => {
    expect(auditDiff('draft', 'published')).toEqual([
      { field: 'value', kind: 'changed', before: 'draft', after: 'published' },
    ]);
    expect(auditDiff({ note: { a: 1 } }, { note: 'text' })).toEqual([
      { field: 'note', kind: 'changed', before: '{ "a": 1 }', after: 'text' },
    ]);
  });

  it('says empty, none and nothing in words', () => {
    expect(auditValueText('')).toBe('(empty)');
    expect(auditValueText([])).toBe('(none)');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(true)).toBe('true');
    expect(auditValueText([{ a: 1 }])).toBe('[ { "a": 1 } ]');
  });
});
