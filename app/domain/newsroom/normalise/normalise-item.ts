import { createHash } from 'node:crypto';
import { htmlToText, sanitizeRichHtml } from '~/lib/html';
import { singleLineText, withoutControlChars } from '~/lib/untrusted-input';
import { canonicalUrl } from './canonical-url';
import { detectLanguage } from './language';
import type { RawItem } from '../parse/parse-feed';
import { comparableText } from './comparable-text';
import { type Fingerprint, fingerprint } from './similarity';

export type NormalisedItem = {
  guid: string;
  url: string | null;
  canonicalUrl: string | null;
  title: string;
  /** Plain-text summary, for cards and summaries. */
  summary: string;
  /** Sanitised HTML of the fullest content the feed gave. */
  contentHtml: string;
  /** Plain text of that content, for search, grouping and summaries. */
  contentText: string;
  author: string | null;
  imageUrl: string | null;
  language: string | null;
  contentHash: string;
  publishedAt: Date;
  categories: string[];
} & Fingerprint;

/** Canonical URL, sanitised HTML, plain text, language and content hash for one parsed entry. */
export function normaliseItem(raw: RawItem): NormalisedItem {
  const contentHtml = sanitizeRichHtml(raw.contentHtml || raw.summary);
  // Entities decode to characters too (&#1; is a control character): the text is cleaned after decoding.
  const contentText = withoutControlChars(htmlToText(contentHtml));
  // Without full content the summary is the content: its text is already at hand.
  const summaryText =
    (raw.contentHtml ? withoutControlChars(htmlToText(raw.summary)) : contentText) || contentText;
  const title =
    singleLineText(htmlToText(raw.title)).trim() ||
    summaryText.split(/(?<=[.!?])\s/)[0]?.slice(0, 200) ||
    'Untitled';
  const image = raw.imageUrl ? canonicalUrl(raw.imageUrl) : undefined;
  const language = detectLanguage(`${title} ${contentText}`.slice(0, 2000)) ?? null;
  return {
    // Fingerprinted here, while fetching, so grouping (which runs under the write lock) only compares; the
    // language found once serves both.
    ...fingerprint(title, contentText || summaryText, language),
    guid: raw.guid,
    url: raw.url ?? null,
    canonicalUrl: raw.url ? (canonicalUrl(raw.url) ?? null) : null,
    title,
    summary: summaryText.slice(0, 1000),
    contentHtml,
    contentText,
    author: raw.author ?? null,
    imageUrl: image ?? null,
    language,
    contentHash: createHash('sha256')
      .update(`${comparableText(title)}\n${comparableText(contentText)}`)
      .digest('hex'),
    publishedAt: raw.publishedAt,
    categories: raw.categories,
  };
}
