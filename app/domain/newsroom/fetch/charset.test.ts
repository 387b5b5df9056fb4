import { describe, expect, it } from 'vitest';
import { decodeBody, detectCharset, stripXmlEncoding } from './charset';

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('decodeBody', () => {
  it('uses the HTTP header first', () => {
    expect(decodeBody(latin1('<rss>Röyksopp</rss>'), 'application/rss+xml; charset=ISO-8859-1')).toBe(
      '<rss>Röyksopp</rss>',
    );
  });

  it('reads the XML declaration when the header says nothing', () => {
    const body = latin1('<?xml version="1.0" encoding="windows-1252"?><rss>\x93Tiësto\x94</rss>');
    expect(decodeBody(body, 'text/xml')).toContain('“Tiësto”');
  });

  it('honours a UTF-8 byte-order mark and drops it', () => {
    const body = Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('<rss>Kölsch</rss>')]);
    expect(decodeBody(body, 'text/xml; charset=iso-8859-1')).toBe('<rss>Kölsch</rss>');
  });

  it('falls back to UTF-8 for unknown labels', () => {
    expect(
      detectCharset(latin1('<?xml version="1.0" encoding="x-nonsense"?>'), 'text/xml; charset=bogus').charset,
    ).toBe('utf-8');
  });

  it('removes the declared encoding after decoding', () => {
    expect(stripXmlEncoding('<?xml version="1.0" encoding="ISO-8859-1"?><rss/>')).toBe(
      '<?xml version="1.0"?><rss/>',
    );
  });
});
