import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '~/lib/html';
import { MAX_URL_BYTES } from '~/lib/untrusted-input';
import {
  hostileHtml,
  hostileText,
  hostileUrl,
  unsafeMarkupIn,
} from '../../../../tests/fixtures/hostile-markup';
import { normaliseItem } from '../normalise/normalise-item';
import { FeedParseError, type ParsedFeed, parseFeedDocument } from './parse-feed';

// Feed-shaped documents built from hostile values: the fields a parser reads, holding markup, script URLs,
// control characters and surrogates, sometimes escaped, sometimes raw (which may break the XML), sometimes in
// CDATA; and JSON Feeds whose fields hold the wrong types.

// Not escapeMarkup: that drops the control characters and lone surrogates this test means to deliver.
const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A value as a feed writes it into XML: escaped, raw, or wrapped in CDATA. */
const xmlValue = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(value, fc.constantFrom('escaped', 'escaped', 'raw', 'cdata'))
    .map(([text, how]) =>
      how === 'escaped' ? xmlEscape(text) : how === 'cdata' ? `<![CDATA[${text}]]>` : text,
    );

const dateText = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('not a date', '2026-13-45T99:99:99Z', '', '0', '-271821-04-19T00:00:00Z'),
  hostileText,
);

/** An element, or nothing: feeds leave out what they like. */
const maybe = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((text) => `<${name}>${text}</${name}>`),
    { nil: '' },
  );

const rssItem = fc
  .tuple(
    maybe('title', xmlValue(hostileText)),
    maybe('link', xmlValue(hostileUrl)),
    maybe('guid', xmlValue(hostileText)),
    maybe('description', xmlValue(hostileHtml)),
    maybe('content:encoded', xmlValue(hostileHtml)),
    maybe('pubDate', xmlValue(dateText)),
    maybe('dc:creator', xmlValue(hostileText)),
    maybe('category', xmlValue(hostileText)),
    fc.option(
      hostileUrl.map((url) => `<enclosure url="${xmlEscape(url)}" type="image/jpeg"/>`),
      { nil: '' },
    ),
    fc.option(
      hostileUrl.map((url) => `<media:content url="${xmlEscape(url)}" medium="image"/>`),
      { nil: '' },
    ),
  )
  .map((parts) => `<item>${parts.join('')}</item>`);

const rss = fc
  .tuple(xmlValue(hostileText), xmlValue(hostileUrl), fc.array(rssItem, { maxLength: 6 }))
  .map(
    ([title, link, items]) =>
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${title}</title><link>${link}</link>${items.join('')}</channel></rss>`,
  );

const atomEntry = fc
  .tuple(
    maybe('title', xmlValue(hostileText)),
    fc.option(
      hostileUrl.map((url) => `<link rel="alternate" href="${xmlEscape(url)}"/>`),
      { nil: '' },
    ),
    maybe('id', xmlValue(hostileText)),
    fc.option(
      xmlValue(hostileHtml).map((html) => `<content type="html">${html}</content>`),
      { nil: '' },
    ),
    maybe('summary', xmlValue(hostileHtml)),
    maybe('updated', xmlValue(dateText)),
  )
  .map((parts) => `<entry>${parts.join('')}</entry>`);

const atom = fc
  .tuple(xmlValue(hostileText), hostileUrl, fc.array(atomEntry, { maxLength: 6 }))
  .map(
    ([title, base, entries]) =>
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="${xmlEscape(base)}"><title>${title}</title>${entries.join('')}</feed>`,
  );

/** A JSON value of the wrong kind, where a feed should have put a string. */
const wrongKind = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);
const jsonField = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: wrongKind });

const jsonItem = fc.record(
  {
    id: jsonField(hostileText),
    url: jsonField(hostileUrl),
    external_url: jsonField(hostileUrl),
    title: jsonField(hostileText),
    content_html: jsonField(hostileHtml),
    content_text: jsonField(hostileText),
    summary: jsonField(hostileText),
    image: jsonField(hostileUrl),
    date_published: jsonField(dateText),
    tags: jsonField(fc.array(hostileText, { maxLength: 3 })),
    authors: jsonField(fc.array(fc.record({ name: jsonField(hostileText) }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

const jsonFeed = fc
  .record({
    version: fc.constantFrom('https://jsonfeed.org/version/1', 'https://jsonfeed.org/version/1.1'),
    title: jsonField(hostileText),
    home_page_url: jsonField(hostileUrl),
    items: fc.oneof(
      { weight: 5, arbitrary: fc.array(jsonField(jsonItem), { maxLength: 6 }) },
      { weight: 1, arbitrary: wrongKind },
    ),
  })
  .map((feed) => JSON.stringify(feed));

/** A feed-shaped document, or bytes that are not a feed at all. */
const document = fc.oneof(
  { weight: 3, arbitrary: rss },
  { weight: 3, arbitrary: atom },
  { weight: 3, arbitrary: jsonFeed },
  { weight: 1, arbitrary: hostileHtml },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

const limits = { maxItems: 4, maxItemChars: 2000 };
const isHttpUrl = (url: string) =>
  /^https?:$/.test(new URL(url).protocol) && Buffer.byteLength(url) <= MAX_URL_BYTES;

/** Parses as the crawler does; a document that is not a feed is the documented FeedParseError. */
function parse(body: string): ParsedFeed | FeedParseError {
  try {
    return parseFeedDocument(
      body,
      'https://feeds.example/feed.xml',
      new Date('2026-11-23T12:00:00Z'),
      limits,
    );
  } catch (error) {
    if (error instanceof FeedParseError) return error;
    throw new Error(
      `parseFeedDocument threw something else than a FeedParseError on ${JSON.stringify(body)}`,
      {
        cause: error,
      },
    );
  }
}

describe('parseFeedDocument on generated hostile feeds', () => {
  it('is given documents it mostly reads as feeds with entries (the generator works)', () => {
    const parsed = fc.sample(document, 300).map(parse);
    const withItems = parsed.filter((feed) => !(feed instanceof FeedParseError) && feed.items.length > 0);
    expect(withItems.length).toBeGreaterThan(100);
    expect(parsed.some((feed) => feed instanceof FeedParseError)).toBe(true);
  });

  it('never throws except FeedParseError, and keeps every promise about what it returns', () => {
    fc.assert(
      fc.property(document, (body) => {
        const feed = parse(body);
        if (feed instanceof FeedParseError) return;
        expect(feed.items.length).toBeLessThanOrEqual(limits.maxItems);
        if (feed.siteUrl) expect(isHttpUrl(feed.siteUrl)).toBe(true);
        for (const item of feed.items) {
          expect(item.guid.length).toBeGreaterThan(0);
          if (item.url) expect(isHttpUrl(item.url), item.url).toBe(true);
          if (item.imageUrl) expect(isHttpUrl(item.imageUrl), item.imageUrl).toBe(true);
          expect(Number.isNaN(item.publishedAt.getTime())).toBe(false);
          // The HTML is cut at the cap before its links are made absolute, so its text stays within it.
          expect(htmlToText(item.contentHtml).length).toBeLessThanOrEqual(limits.maxItemChars);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives items that, once normalised, carry no script, event handler or script URL', () => {
    fc.assert(
      fc.property(document, (body) => {
        const feed = parse(body);
        if (feed instanceof FeedParseError) return;
        for (const raw of feed.items) {
          const item = normaliseItem(raw);
          expect(unsafeMarkupIn(item.contentHtml), item.contentHtml).toEqual([]);
          // eslint-disable-next-line no-control-regex -- a title is one line without control characters
          expect(item.title).not.toMatch(/[\u0000-\u001f\u007f]/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
