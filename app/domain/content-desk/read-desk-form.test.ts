import { describe, expect, it } from 'vitest';
import { scriptUrls } from '../../../tests/fixtures/hostile-markup';
import type { FormLayout } from './form-fields';
import { formValuesOf, rowCount } from './form-values';
import { readDeskForm } from './read-desk-form';

const layout = {
  sections: [
    {
      title: 'All kinds',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 20, required: true },
        { name: 'notes', label: 'Notes', type: 'textarea', max: 50 },
        { name: 'body', label: 'Body', type: 'html', max: 500 },
        { name: 'site', label: 'Website', type: 'url' },
        { name: 'cover', label: 'Cover', type: 'image' },
        { name: 'slug', label: 'Slug', type: 'slug', from: 'title' },
        { name: 'day', label: 'Day', type: 'date' },
        { name: 'ends', label: 'Ends', type: 'datetime' },
        { name: 'age', label: 'Age', type: 'integer', min: 0, max: 99 },
        { name: 'rating', label: 'Rating', type: 'decimal', min: 0, max: 5, step: 0.5 },
        { name: 'price', label: 'Price', type: 'money' },
        { name: 'length', label: 'Length', type: 'duration' },
        {
          name: 'kind',
          label: 'Kind',
          type: 'select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
        { name: 'author', label: 'Author', type: 'reference', to: 'author' },
        { name: 'live', label: 'Live', type: 'checkbox' },
        { name: 'pros', label: 'Pros', type: 'list', maxItems: 3, maxLength: 10 },
        { name: 'specs', label: 'Specs', type: 'pairs', maxItems: 3, maxLength: 30 },
      ],
    },
  ],
  groups: [
    {
      name: 'tracks',
      label: 'Tracks',
      rowLabel: 'Track',
      maxRows: 2,
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 20, required: true },
        { name: 'featured', label: 'Featured', type: 'checkbox' },
      ],
    },
  ],
} as const satisfies FormLayout;

const minimal = { title: 'Hello', kind: 'a' };

const errorsOf = (posted: Record<string, string>) => {
  const result = readDeskForm(layout, { ...minimal, ...posted });
  return result.ok ? {} : result.fieldErrors;
};

describe('readDeskForm', () => {
  it('reads every kind of field into its value, blanks into nulls and defaults', () => {
    const result = readDeskForm(layout, {
      title: '  Hello  ',
      notes: 'Two\nlines',
      body: '<p>Hi</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(1)">',
      site: 'https://example.com/a b',
      cover: '/uploads/' + 'a'.repeat(64) + '.webp',
      day: '2026-02-28',
      ends: '2026-03-01T10:30',
      age: '18',
      rating: '4.5',
      price: '249.99',
      length: '1:02:09',
      kind: 'b',
      author: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
      live: 'on',
      pros: 'Loud\n\n  Solid \n',
      specs: 'Weight: 2 kg\nInputs: 4',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Hello',
        notes: 'Two\nlines',
        body: '<p>Hi</p><img src="https://x.test/a.png" loading="lazy" />',
        site: 'https://example.com/a%20b',
        cover: `/uploads/${'a'.repeat(64)}.webp`,
        slug: '',
        day: '2026-02-28',
        ends: new Date('2026-03-01T10:30:00Z'),
        age: 18,
        rating: 4.5,
        price: 24999,
        length: 3729,
        kind: 'b',
        author: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
        live: true,
        pros: ['Loud', 'Solid'],
        specs: { Weight: '2 kg', Inputs: '4' },
        tracks: [],
      },
    });
    const blank = readDeskForm(layout, minimal);
    expect(blank.ok && blank.data).toMatchObject({
      site: null,
      cover: null,
      day: null,
      ends: null,
      age: null,
      price: null,
      author: null,
      live: false,
      pros: [],
      specs: {},
    });
  });

  it('refuses what a field cannot hold, naming the field', () => {
    expect(errorsOf({ title: '' })).toEqual({ title: ['Title is required'] });
    expect(errorsOf({ title: 'x'.repeat(21) }).title).toEqual(['Title must be at most 20 characters']);
    expect(errorsOf({ title: 'two\nlines' }).title?.[0]).toMatch(/one line/);
    expect(errorsOf({ notes: 'x'.repeat(51) }).notes).toBeDefined();
    expect(errorsOf({ slug: 'Not A Slug' }).slug).toBeDefined();
    expect(errorsOf({ day: '2026-02-30' }).day).toBeDefined();
    expect(errorsOf({ ends: 'tomorrow' }).ends).toBeDefined();
    expect(errorsOf({ age: '100' }).age).toBeDefined();
    expect(errorsOf({ age: '1.5' }).age).toBeDefined();
    expect(errorsOf({ rating: '4.2' }).rating).toBeDefined();
    expect(errorsOf({ price: '-3' }).price).toBeDefined();
    expect(errorsOf({ price: '1.999' }).price).toBeDefined();
    expect(errorsOf({ length: '6:75' }).length).toBeDefined();
    expect(errorsOf({ kind: 'c' }).kind).toBeDefined();
    expect(errorsOf({ author: "1' OR '1'='1" }).author).toBeDefined();
    expect(errorsOf({ pros: 'a\nb\nc\nd' }).pros).toEqual(['Pros may have at most 3 lines']);
    expect(errorsOf({ pros: 'x'.repeat(11) }).pros).toBeDefined();
    expect(errorsOf({ specs: 'no colon here' }).specs).toBeDefined();
    expect(errorsOf({ body: 'x'.repeat(501) }).body).toBeDefined();
  });

  it.each(scriptUrls)('refuses the script or data address %j in address and image fields', (url) => {
    const errors = errorsOf({ site: url, cover: url });
    expect(errors.site ?? errors.title).toBeDefined();
    expect(errors.cover ?? errors.title).toBeDefined();
  });

  it('refuses control characters in any field before reading it', () => {
    const result = readDeskForm(layout, { ...minimal, notes: 'a\u0000b', 'tracks.0.title': 'x\u0007' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        notes: [expect.stringMatching(/control characters/)],
        'tracks.0.title': [expect.any(String)],
      },
      values: { notes: 'ab', 'tracks.0.title': 'x' },
    });
  });

  it('reads child rows in the order shown, leaving out blank and removed rows, and names errors by row', () => {
    const result = readDeskForm(layout, {
      ...minimal,
      'tracks.rows': '5',
      'tracks.0.title': 'First',
      'tracks.1.title': '',
      'tracks.2.title': 'Dropped',
      'tracks.2.remove': 'on',
      'tracks.10.title': 'Last',
      'tracks.10.featured': 'on',
    });
    expect(result.ok && result.data.tracks).toEqual([
      { title: 'First', featured: false },
      { title: 'Last', featured: true },
    ]);
    expect(errorsOf({ 'tracks.3.featured': 'on' })).toEqual({ 'tracks.3.title': ['Title is required'] });
    expect(errorsOf({ 'tracks.0.title': 'a', 'tracks.1.title': 'b', 'tracks.2.title': 'c' })).toEqual({
      'tracks.rows': ['Tracks: at most 2 rows'],
    });
  });

  it('gives back, as form text, exactly what a saved record was saved from', () => {
    const posted = {
      title: 'Hello',
      notes: 'n',
      body: '<p>b</p>',
      site: 'https://example.com/',
      cover: 'https://cdn.example.com/c.jpg',
      slug: 'hello',
      day: '2026-01-02',
      ends: '2026-01-02T03:04',
      age: '7',
      rating: '3.5',
      price: '249',
      length: '6:05',
      kind: 'a',
      author: '',
      live: 'on',
      pros: 'a\nb',
      specs: 'A: 1\nB: 2',
      'tracks.0.title': 'One',
      'tracks.0.featured': '',
    };
    const read = readDeskForm(layout, posted);
    if (!read.ok) throw new Error(JSON.stringify(read.fieldErrors));
    expect(formValuesOf(layout, read.data)).toEqual(posted);
    expect(rowCount(formValuesOf(layout, read.data), 'tracks', 2)).toBe(3);
  });
});
