import { createHash } from 'node:crypto';
import { parseFeed as feedsmith } from 'feedsmith';
import { z } from 'zod';
import { escapeMarkup } from '~/lib/escape-markup';
import { httpUrl, MAX_URL_BYTES, singleLineText, withoutControlChars } from '~/lib/untrusted-input';

/** GUIDs longer than this (in bytes) are stored as their hash: an index key cannot hold them. */
const MAX_GUID_BYTES = 512;

/** One entry as the parser found it, before normalising and sanitising. */
const rawItemSchema = z.object({
  guid: z.string().min(1).max(MAX_GUID_BYTES),
  url: z.string().max(MAX_URL_BYTES).optional(),
  title: z.string().max(1000),
  summary: z.string().max(200_000),
  contentHtml: z.string().max(2_000_000),
  author: z.string().max(500).optional(),
  imageUrl: z.string().max(MAX_URL_BYTES).optional(),
  categories: z.array(z.string().max(200)).max(50),
  publishedAt: z.date(),
  /** True when the feed gave no usable date and the fetch time stands in. */
  dateMissing: z.boolean(),
});

export type RawItem = z.infer<typeof rawItemSchema>;

/** Bounds on the work one fetched feed can cause (FEED_MAX_ITEMS, FEED_ITEM_MAX_CHARS). */
export type ParseLimits = {
  /** Entries taken from one document, newest first. */
  maxItems: number;
  /** Characters of HTML kept of an entry's content, and of its summary. */
  maxItemChars: number;
};

export const defaultParseLimits: ParseLimits = { maxItems: 200, maxItemChars: 100_000 };

export type ParsedFeed = {
  format: 'rss' | 'atom' | 'rdf' | 'json';
  title: string;
  siteUrl?: string;
  items: RawItem[];
  /** Entries left out, with why: one bad entry never fails the feed. */
  skipped: { index: number; reason: string }[];
  /** Fields dropped from entries that were kept (a link that is not http(s), for example), with why. */
  dropped: { index: number; reason: string }[];
  /** Older entries beyond `maxItems`, not read at all. */
  leftOut: number;
};

export class FeedParseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FeedParseError';
  }
}

// feedsmith returns a format-specific shape; these readers walk it defensively.
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isNode(value)) return text(value.value ?? value.name ?? value.href ?? value.url);
  return undefined;
};
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const first = (...values: unknown[]) => values.map(text).find((value) => value !== undefined);
const node = (value: unknown): Node => (isNode(value) ? value : {});

function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  // Far-future dates are as wrong as unparseable ones.
  return Number.isFinite(time) && time < Date.now() + 2 * 86_400_000 ? new Date(time) : undefined;
}

/** A short, printable excerpt of a hostile value for logs. */
const excerpt = (value: string) => JSON.stringify(singleLineText(value).slice(0, 80));

/** A GUID as stored: one line, and its hash when it is too long to index. */
function storedGuid(guid: string): string {
  const line = singleLineText(guid).trim();
  return Buffer.byteLength(line) <= MAX_GUID_BYTES
    ? line
    : `sha256:${createHash('sha256').update(line).digest('hex')}`;
}

/** Resolves relative href and src attributes in an HTML fragment against the item's base URL. */
function absolutizeHtml(html: string, base: string | undefined): string {
  if (!base) return html;
  return html.replace(
    /\b(href|src)\s*=\s*(["'])([^"']*)\2/gi,
    (whole, attribute: string, quote: string, value: string) => {
      const absolute = httpUrl(value, base);
      return absolute ? `${attribute}=${quote}${absolute}${quote}` : whole;
    },
  );
}

function atomLink(entry: Node): string | undefined {
  const links = list(entry.links).map(node);
  const alternate = links.find((link) => !link.rel || link.rel === 'alternate') ?? links[0];
  return text(alternate?.href);
}

function imageOf(item: Node): string | undefined {
  const media = node(item.media);
  const mediaContent = list(media.contents)
    .map(node)
    .find(
      (content) =>
        content.medium === 'image' || /^image\//.test(String(content.type ?? '')) || !content.medium,
    );
  const enclosure = list(item.enclosures)
    .map(node)
    .find((enclosure) => /^image\//.test(String(enclosure.type ?? '')));
  return first(
    mediaContent?.url,
    list(media.thumbnails).map(node)[0]?.url,
    enclosure?.url,
    node(item.itunes).image,
    item.image,
    item.banner_image,
  );
}

/** The entry's own date, as written: publication first, then update. */
function dateTextOf(item: Node): string | undefined {
  const dc = node(item.dc);
  return first(
    item.pubDate,
    item.published,
    item.issued,
    item.date_published,
    list(dc.dates)[0],
    item.updated,
    item.modified,
    item.date_modified,
  );
}

type ReadContext = {
  format: ParsedFeed['format'];
  base: string | undefined;
  fetchedAt: Date;
  limits: ParseLimits;
  /** Notes a field that was dropped from this entry. */
  drop: (reason: string) => void;
};

/** A link from a feed field: only http(s), resolved; anything else is dropped with a note. */
function linkField(raw: string | undefined, base: string | undefined, field: string, context: ReadContext) {
  const url = httpUrl(raw, base);
  if (raw && !url)
    context.drop(`${field} ${excerpt(raw)} is not an http(s) URL of at most ${MAX_URL_BYTES} bytes`);
  return url;
}

function readItem(item: Node, context: ReadContext): RawItem {
  const { format, base, limits } = context;
  const content = node(item.content);
  const link =
    format === 'atom' ? atomLink(item) : first(item.link, item.url, node(item.rdf).about, item.external_url);
  const url = linkField(link, base, 'link', context);
  // Atom declares its base with xml:base; RSS and JSON Feed links in HTML are relative to the item's page.
  const itemBase = format === 'atom' ? base : (url ?? base);
  const title = singleLineText(first(item.title) ?? '').slice(0, 1000);
  // Text is cut before sanitising, so a huge entry costs no more than the cap; the sanitiser closes any tag
  // left open by the cut.
  const summary = withoutControlChars(first(item.summary, item.description) ?? '').slice(
    0,
    limits.maxItemChars,
  );
  const contentHtml = withoutControlChars(
    first(content.encoded, format === 'atom' ? content.value : undefined, item.content_html) ??
      (text(item.content_text) ? escapeText(text(item.content_text)!.slice(0, limits.maxItemChars)) : ''),
  ).slice(0, limits.maxItemChars);
  const dateText = dateTextOf(item);
  const publishedAt = parseDate(dateText);
  const dc = node(item.dc);
  const author = first(
    list(dc.creators)[0],
    list(item.authors).map(node)[0]?.name,
    item.author,
    node(item.author).name,
  );
  const categories = list(item.categories ?? item.tags)
    .map(text)
    .filter((value): value is string => Boolean(value))
    .slice(0, 50)
    .map((value) => singleLineText(value).slice(0, 200));
  // XML parsers turn numeric GUIDs into numbers; they are still identifiers.
  const numericGuid = [item.guid, node(item.guid).value, item.id].find((value) => typeof value === 'number');
  const explicitGuid =
    first(item.guid, item.id) ?? (numericGuid === undefined ? undefined : String(numericGuid));
  // A missing GUID gets a stable id derived from what identifies the entry.
  const guid = explicitGuid
    ? storedGuid(explicitGuid)
    : `derived:${createHash('sha256')
        .update(`${url ?? ''}\n${title}\n${dateText ?? ''}`)
        .digest('hex')
        .slice(0, 32)}`;
  return rawItemSchema.parse({
    guid,
    url,
    title,
    summary: absolutizeHtml(summary, itemBase),
    contentHtml: absolutizeHtml(contentHtml, itemBase),
    author: author === undefined ? undefined : singleLineText(author).slice(0, 500),
    imageUrl: linkField(imageOf(item), itemBase, 'image', context),
    categories,
    publishedAt: publishedAt ?? context.fetchedAt,
    dateMissing: !publishedAt,
  });
}

/**
 * The indexes of the entries to read: all of them, or the `max` newest (undated entries after dated ones, in
 * document order), so a feed of 120,000 entries costs no more than one of `max`.
 */
function newestEntries(entries: unknown[], max: number): number[] {
  const indexes = entries.map((_, index) => index);
  if (entries.length <= max) return indexes;
  const times = entries.map((entry) => parseDate(dateTextOf(node(entry)))?.getTime() ?? -Infinity);
  return indexes
    .sort((a, b) => times[b]! - times[a]! || a - b)
    .slice(0, max)
    .sort((a, b) => a - b);
}

const escapeText = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join('');

/**
 * Parses RSS 0.9x/1.0/2.0, Atom 0.3/1.0 and JSON Feed 1.0/1.1 into one shape. Relative links resolve
 * against xml:base, then the feed's own URL. Throws FeedParseError only when the document is not a feed.
 */
export function parseFeedDocument(
  body: string,
  feedUrl: string,
  fetchedAt = new Date(),
  limits: ParseLimits = defaultParseLimits,
): ParsedFeed {
  let parsed: { format: string; feed: unknown };
  try {
    parsed = feedsmith(body) as { format: string; feed: unknown };
  } catch (error) {
    throw new FeedParseError('The document is not an RSS, Atom or JSON feed', { cause: error });
  }
  const format = parsed.format as ParsedFeed['format'];
  const feed = node(parsed.feed);
  const base = httpUrl(text(node(feed.xml).base), feedUrl) ?? feedUrl;
  const entries = list(format === 'atom' ? feed.entries : feed.items);
  const items: RawItem[] = [];
  const skipped: ParsedFeed['skipped'] = [];
  const dropped: ParsedFeed['dropped'] = [];
  const chosen = newestEntries(entries, limits.maxItems);
  for (const index of chosen) {
    const drop = (reason: string) => dropped.push({ index, reason });
    try {
      const item = readItem(node(entries[index]), { format, base, fetchedAt, limits, drop });
      if (!item.title && !item.url && !item.contentHtml && !item.summary)
        throw new Error('the entry has no title, link or text');
      items.push(item);
    } catch (error) {
      const reason =
        error instanceof z.ZodError
          ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
          : (error as Error).message;
      skipped.push({ index, reason });
    }
  }
  const siteLink = format === 'atom' ? atomLink(feed) : first(feed.link, feed.home_page_url);
  const siteUrl = httpUrl(siteLink, base);
  if (siteLink && !siteUrl)
    dropped.push({ index: -1, reason: `site link ${excerpt(siteLink)} is not an http(s) URL` });
  return {
    format,
    title: singleLineText(first(feed.title) ?? '').slice(0, 300),
    siteUrl,
    items,
    skipped,
    dropped,
    leftOut: entries.length - chosen.length,
  };
}
