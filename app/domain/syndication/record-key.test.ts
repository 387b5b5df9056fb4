import { describe, expect, it } from 'vitest';
import { facetsOf } from './bluesky-facets';
import { recordKeyFor } from './record-key';

describe('recordKeyFor', () => {
  const at = new Date('2026-11-24T10:00:00Z');
  it('is a TID, the same for the same article and channel, different otherwise', () => {
    const key = recordKeyFor('a1', 'c1', at);
    expect(key).toMatch(/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/);
    expect(recordKeyFor('a1', 'c1', at)).toBe(key);
    expect(recordKeyFor('a2', 'c1', at)).not.toBe(key);
    expect(recordKeyFor('a1', 'c2', at)).not.toBe(key);
  });
});

describe('facetsOf', () => {
  it('marks links and hashtags by UTF-8 byte ranges', () => {
    const text = 'Sónar 2027\n\nhttps://x.test/a\n\n#Sónar #Techno';
    const facets = facetsOf(text);
    const slice = (facet: (typeof facets)[number]) =>
      Buffer.from(text, 'utf8').subarray(facet.index.byteStart, facet.index.byteEnd).toString('utf8');
    expect(facets.map(slice)).toEqual(['https://x.test/a', '#Sónar', '#Techno']);
    expect(facets[1]!.features[0]).toEqual({ $type: 'app.bsky.richtext.facet#tag', tag: 'Sónar' });
  });
});
