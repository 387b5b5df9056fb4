import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '~/lib/html';
import { compileKeywordLinker, type KeywordTarget } from './keyword-links';

const href = (id: string) => `/go/${id}`;
const linker = (...keywords: string[]) =>
  compileKeywordLinker(
    keywords.map((keyword, index): KeywordTarget => ({ id: `id${index + 1}`, keyword })),
    href,
  );
const a = (id: string, text: string) => `<a href="/go/${id}" rel="sponsored nofollow noopener">${text}</a>`;

describe('compileKeywordLinker', () => {
  it('links the first occurrence of a keyword only, keeping the text as written', () => {
    const link = linker('TR-8S');
    expect(link('<p>The tr-8s is back. The TR-8S again.</p>')).toEqual({
      html: `<p>The ${a('id1', 'tr-8s')} is back. The TR-8S again.</p>`,
      linkedIds: ['id1'],
    });
  });

  it('matches whole words only, in any script, and ignores case', () => {
    const link = linker('Push', 'Élan');
    expect(link('<p>Pushed and pushing, Ableton_Push, push2, then PUSH.</p>').html).toBe(
      `<p>Pushed and pushing, Ableton_Push, push2, then ${a('id1', 'PUSH')}.</p>`,
    );
    expect(link('<p>élans, then ÉLAN.</p>').html).toBe(`<p>élans, then ${a('id2', 'ÉLAN')}.</p>`);
    // Punctuation is a boundary: a possessive, brackets and dashes leave the keyword whole.
    expect(link("<p>Push's pads</p>").html).toBe(`<p>${a('id1', 'Push')}'s pads</p>`);
  });

  it('never links inside headings, links, code, pre or attributes', () => {
    const link = linker('Moog');
    const untouched = [
      '<h2>Moog</h2>',
      '<h4>The new <em>Moog</em></h4>',
      '<a href="https://moog.example/">Moog</a>',
      '<p><a href="/x">a <strong>Moog</strong> link</a></p>',
      '<p><code>Moog</code></p>',
      '<pre>Moog\n  Moog</pre>',
      '<p><img src="https://img.example/moog.jpg" alt="Moog"></p>',
      '<p title="Moog">—</p>',
      "<p data-x='a > Moog'>—</p>",
      '<!-- Moog --><p>—</p>',
    ];
    for (const html of untouched) expect(link(html)).toEqual({ html, linkedIds: [] });
    expect(link('<h2>Moog</h2><p>A Moog.</p>').html).toBe(`<h2>Moog</h2><p>A ${a('id1', 'Moog')}.</p>`);
    expect(link('<p><a href="/x">Moog</a> and Moog</p>').html).toBe(
      `<p><a href="/x">Moog</a> and ${a('id1', 'Moog')}</p>`,
    );
  });

  it('links at most three keywords a page, in the order they appear', () => {
    const link = linker('one', 'two', 'three', 'four');
    const linked = link('<p>four three two one</p>');
    expect(linked.linkedIds).toEqual(['id4', 'id3', 'id2']);
    expect(linked.html).toBe(`<p>${a('id4', 'four')} ${a('id3', 'three')} ${a('id2', 'two')} one</p>`);
    expect(link('<p>one two three four</p>', 1).linkedIds).toEqual(['id1']);
  });

  it('reads character references as the reader sees them and never splits one', () => {
    const link = linker('Drum & Bass', 'Café Mambo', 'Roland TR-909');
    expect(link('<p>Drum &amp; Bass at Caf&#233; Mambo</p>').html).toBe(
      `<p>${a('id1', 'Drum &amp; Bass')} at ${a('id2', 'Caf&#233; Mambo')}</p>`,
    );
    expect(link('<p>the Roland&nbsp;TR&#45;909</p>').html).toBe(
      `<p>the ${a('id3', 'Roland&nbsp;TR&#45;909')}</p>`,
    );
    // An unknown reference is part of its word: "caf" is not found in "caf&weird;".
    expect(linker('caf')('<p>caf&weird; and caf</p>').html).toBe(`<p>caf&weird; and ${a('id1', 'caf')}</p>`);
    // `&lt;` is text: a keyword next to it is found, and no markup is made of it.
    expect(linker('DJ')('<p>&lt;DJ&gt;</p>').html).toBe(`<p>&lt;${a('id1', 'DJ')}&gt;</p>`);
  });

  it('prefers the longest keyword where keywords overlap, and keeps the first of two equal keywords', () => {
    const link = compileKeywordLinker(
      [
        { id: 'short', keyword: 'Pioneer' },
        { id: 'long', keyword: 'Pioneer DJ' },
        { id: 'again', keyword: 'pioneer  dj' },
      ],
      href,
    );
    expect(link('<p>Pioneer DJ and Pioneer</p>').html).toBe(
      `<p>${a('long', 'Pioneer DJ')} and ${a('short', 'Pioneer')}</p>`,
    );
  });

  it('treats regular-expression characters in keywords as text', () => {
    const link = linker('C++ (beta)', 'a.b');
    expect(link('<p>axb, then C++ (beta) and a.b</p>').html).toBe(
      `<p>axb, then ${a('id1', 'C++ (beta)')} and ${a('id2', 'a.b')}</p>`,
    );
  });

  it('leaves script-like content, stray brackets and cut-off tags alone', () => {
    const link = linker('Moog');
    expect(link('<script>Moog</script><p>1 < 2 Moog</p>').html).toBe(
      `<script>Moog</script><p>1 < 2 ${a('id1', 'Moog')}</p>`,
    );
    expect(link('<p>text <a href="Moog').html).toBe('<p>text <a href="Moog');
    expect(linker()('<p>Moog</p>')).toEqual({ html: '<p>Moog</p>', linkedIds: [] });
  });

  it('escapes the link address it writes', () => {
    const link = compileKeywordLinker([{ id: '"><x', keyword: 'Moog' }], href);
    expect(link('<p>Moog</p>').html).toBe(
      '<p><a href="/go/&quot;&gt;&lt;x" rel="sponsored nofollow noopener">Moog</a></p>',
    );
  });

  it('changes nothing but the links it adds, on any sanitised HTML, and links each keyword once', () => {
    const link = linker('moog', 'bass', 'a');
    const pieces = ['moog', 'Bass', 'a', ' ', '.', '&amp;', '<', '>', '"', '<p>', '</p>', '<h2>', '</h2>'];
    const markup = ['<em>', '</em>', '<code>', '</code>', '<a href="https://x.example/">', '</a>', '<pre>'];
    const fragment = fc.constantFrom(...pieces, ...markup);
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 8 })), { maxLength: 40 }), (parts) => {
        const html = sanitizeRichHtml(parts.join(''));
        const { html: linked, linkedIds } = link(html);
        expect(linkedIds.length).toBeLessThanOrEqual(3);
        expect(new Set(linkedIds).size).toBe(linkedIds.length);
        const removed = linked.replace(/<a href="\/go\/id\d" rel="sponsored nofollow noopener">|<\/a>/g, '');
        expect(removed).toBe(html.replace(/<\/a>/g, ''));
      }),
      { numRuns: 500 },
    );
  });
});
