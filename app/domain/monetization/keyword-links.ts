import { escapeMarkup } from '~/lib/escape-markup';
import { decodeHtmlText, UNKNOWN_REFERENCE } from './html-text';
import { tokenizeHtml } from './html-tokens';

/** A keyword to link, and the id of the stored link it leads through (`/go/{id}`). */
export type KeywordTarget = { id: string; keyword: string };

export type LinkedHtml = {
  html: string;
  /** The ids of the links written into the HTML, in the order they appear. */
  linkedIds: string[];
};

/** Links a page may get at most, whatever its length: more reads as an advert, not an article. */
const MAX_KEYWORD_LINKS = 3;

/** The rel of every keyword link: paid (sponsored), not an endorsement (nofollow), no handle on our page. */
const KEYWORD_LINK_REL = 'sponsored nofollow noopener';

/**
 * Elements whose text is never linked: headings, links (no link in a link), code and its kin, and anything
 * that is not prose (buttons, forms, embedded documents).
 */
const UNLINKED = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'code',
  'pre',
  'kbd',
  'samp',
  'var',
  'button',
  'select',
  'option',
  'label',
  'iframe',
  'object',
  'svg',
  'math',
]);

// A keyword matches whole words only: no letter, digit, combining mark or underscore may touch it.
const WORD = `\\p{L}\\p{N}\\p{M}_${UNKNOWN_REFERENCE}`;

// The pattern is compiled with the `u` flag, which allows escapes of syntax characters only (not of `-`).
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A keyword as a pattern: any run of white space in it matches any run in the text (a no-break space too). */
const keywordPattern = (keyword: string) => keyword.trim().split(/\s+/u).map(escapeRegExp).join('\\s+');

export type KeywordLinker = (html: string, maxLinks?: number) => LinkedHtml;

/**
 * Compiles the keywords once into a linker for many pages. The linker links each keyword at its first
 * occurrence in the page's text (case-insensitive, whole words, references such as `&amp;` decoded), never
 * inside the elements above nor inside a tag or an attribute, at most `maxLinks` links a page, and returns
 * every other byte of the HTML unchanged. A keyword whose first occurrence is in a heading is linked at its
 * next one in the prose. Where keywords overlap, the longest wins ("Pioneer DJ" over "Pioneer"); a keyword
 * split by markup (`Pioneer <em>DJ</em>`) is not found. Of two targets with the same keyword, the first counts.
 */
export function compileKeywordLinker(
  targets: readonly KeywordTarget[],
  hrefOf: (id: string) => string,
): KeywordLinker {
  const seen = new Set<string>();
  const usable = targets
    .filter((target) => /[\p{L}\p{N}]/u.test(target.keyword))
    .filter((target) => {
      const folded = keywordPattern(target.keyword).toLowerCase();
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    })
    // Longer keywords first: the alternation takes the first that matches at a position.
    .sort((a, b) => b.keyword.trim().length - a.keyword.trim().length);
  if (usable.length === 0) return (html) => ({ html, linkedIds: [] });
  const pattern = new RegExp(
    `(?<![${WORD}])(?:${usable.map((target) => `(${keywordPattern(target.keyword)})`).join('|')})(?![${WORD}])`,
    'giu',
  );

  return (html, maxLinks = MAX_KEYWORD_LINKS) => {
    const linked = new Set<number>();
    const linkedIds: string[] = [];
    const open = new Map<string, number>();
    let unlinkedDepth = 0;
    let out = '';
    let copiedTo = 0;
    for (const token of tokenizeHtml(html)) {
      if (linkedIds.length >= maxLinks) break;
      if (token.kind === 'tag') {
        if (UNLINKED.has(token.name)) {
          const depth = open.get(token.name) ?? 0;
          const next = token.closing ? Math.max(0, depth - 1) : depth + 1;
          open.set(token.name, next);
          unlinkedDepth += next - depth;
        }
        continue;
      }
      if (token.kind !== 'text' || unlinkedDepth > 0) continue;
      const { text, sourceAt } = decodeHtmlText(html, token.start, token.end);
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const index = match.slice(1).findIndex((group) => group !== undefined);
        if (index === -1 || linked.has(index)) continue;
        linked.add(index);
        const target = usable[index]!;
        const from = sourceAt[match.index]!;
        const to = sourceAt[match.index + match[0].length]!;
        out += `${html.slice(copiedTo, from)}<a href="${escapeMarkup(hrefOf(target.id))}" rel="${KEYWORD_LINK_REL}">${html.slice(from, to)}</a>`;
        copiedTo = to;
        linkedIds.push(target.id);
        if (linkedIds.length >= maxLinks) break;
      }
    }
    return { html: copiedTo === 0 ? html : out + html.slice(copiedTo), linkedIds };
  };
}
