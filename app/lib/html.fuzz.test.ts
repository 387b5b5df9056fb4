import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileHtml, scriptUrls, unsafeMarkupIn } from '../../tests/fixtures/hostile-markup';
import { sanitizeRichHtml } from './html';

describe('sanitizeRichHtml on generated hostile HTML', () => {
  it('notices what it must catch (the check itself works)', () => {
    expect(unsafeMarkupIn('<p>fine <a href="https://example.com/" rel="noopener">link</a></p>')).toEqual([]);
    expect(unsafeMarkupIn('<SCRIPT>x</SCRIPT>')).toHaveLength(1);
    expect(unsafeMarkupIn('<img src=x OnError="alert(1)">')).toHaveLength(1);
    expect(unsafeMarkupIn('<a href="&#x6A;ava&#9;script:alert(1)">x</a>')).toHaveLength(1);
    expect(unsafeMarkupIn("<img src=' DATA:image/png;base64,AA'>")).toHaveLength(1);
  });

  it('never throws, and never lets a script, an event handler or a script or data URL through', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const clean = sanitizeRichHtml(html);
        expect(unsafeMarkupIn(clean), `from ${JSON.stringify(html)}`).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every spelling of a script URL in a link, an image and a player', () => {
    for (const url of scriptUrls)
      for (const html of [
        `<a href="${url}">x</a>`,
        `<img src="${url}" width="100" height="100">`,
        `<iframe src="${url}"></iframe>`,
      ])
        expect(unsafeMarkupIn(sanitizeRichHtml(html)), html).toEqual([]);
  });
});
