/**
 * A run of HTML text as a reader sees it, with the way back to the source: `text` has its character
 * references decoded, and `sourceAt[i]` is where its i-th UTF-16 unit starts in the source (one more entry
 * marks the end), so a match in the decoded text maps to a range of the source that never splits a reference.
 */
export type DecodedText = { text: string; sourceAt: number[] };

/**
 * What an unknown named reference decodes to: a private-use character that the linker counts as part of a
 * word, so `caf&eacute;` is never a match for "caf". Sanitised HTML has only the references below.
 */
export const UNKNOWN_REFERENCE = '\uE000';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201C',
  rdquo: '\u201D',
  hellip: '\u2026',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{0,31}));/y;

export function decodeHtmlText(source: string, start = 0, end = source.length): DecodedText {
  let text = '';
  const sourceAt: number[] = [];
  let at = start;
  while (at < end) {
    if (source.charCodeAt(at) === 0x26 /* & */) {
      REFERENCE.lastIndex = at;
      const match = REFERENCE.exec(source);
      if (match && match.index + match[0].length <= end) {
        const decoded = referenceText(match);
        for (let unit = 0; unit < decoded.length; unit++) sourceAt.push(at);
        text += decoded;
        at += match[0].length;
        continue;
      }
    }
    sourceAt.push(at);
    text += source[at];
    at++;
  }
  sourceAt.push(end);
  return { text, sourceAt };
}

function referenceText(match: RegExpExecArray): string {
  const [, decimal, hex, name] = match;
  if (name !== undefined) return NAMED[name] ?? NAMED[name.toLowerCase()] ?? UNKNOWN_REFERENCE;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
  // NUL, surrogates and out-of-range codes read as the replacement character, as browsers show them.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}
