/**
 * Splits HTML into the pieces a text rewriter needs to tell apart: text, tags (with their lower-cased name),
 * and everything else (comments, doctypes, the bodies of script and style, a tag cut off at the end). The
 * pieces are ranges of the input, so writing them out again unchanged gives the input back byte for byte.
 * Written for sanitised HTML (app/lib/html.ts) but safe on any: a `>` inside a quoted attribute does not end
 * its tag, and a stray `<` is text.
 */
export type HtmlToken =
  | { kind: 'text'; start: number; end: number }
  | { kind: 'tag'; start: number; end: number; name: string; closing: boolean }
  | { kind: 'other'; start: number; end: number };

/** Elements whose content is raw text: no tag inside counts until their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isSpace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let at = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', start: textStart, end });
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    let end: number;
    let token: HtmlToken;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      end = close === -1 ? html.length : close + 3;
      token = { kind: 'other', start: lt, end };
    } else if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      const close = html.indexOf('>', lt);
      end = close === -1 ? html.length : close + 1;
      token = { kind: 'other', start: lt, end };
    } else if (isLetter(next) || (next === 0x2f /* / */ && isLetter(html.charCodeAt(lt + 2)))) {
      const tag = readTag(html, lt);
      end = tag.end;
      token = tag;
    } else {
      // A `<` that starts no tag is text.
      at = lt + 1;
      continue;
    }
    flushText(lt);
    tokens.push(token);
    at = end;
    textStart = end;
    if (token.kind === 'tag' && !token.closing && RAW_TEXT.has(token.name)) {
      const close = html.toLowerCase().indexOf(`</${token.name}`, end);
      const rawEnd = close === -1 ? html.length : close;
      if (rawEnd > end) tokens.push({ kind: 'other', start: end, end: rawEnd });
      at = rawEnd;
      textStart = rawEnd;
    }
  }
  flushText(html.length);
  return tokens;
}

/**
 * A start or end tag from its `<`, attributes and quoted values included; one cut off runs to the end. A
 * trailing `/` is not noted: HTML ignores it on every element that could hold text (`<a href=x/>` opens a link).
 */
function readTag(html: string, start: number): HtmlToken {
  const closing = html.charCodeAt(start + 1) === 0x2f;
  let at = start + (closing ? 2 : 1);
  const nameStart = at;
  while (at < html.length && !isSpace(html.charCodeAt(at)) && html[at] !== '>' && html[at] !== '/') at++;
  const name = html.slice(nameStart, at).toLowerCase();
  while (at < html.length) {
    const char = html[at]!;
    if (char === '>') return { kind: 'tag', start, end: at + 1, name, closing };
    if (char === '"' || char === "'") {
      const close = html.indexOf(char, at + 1);
      if (close === -1) break;
      at = close + 1;
      continue;
    }
    at++;
  }
  // No `>` before the end: nothing after the `<` may be treated as text.
  return { kind: 'other', start, end: html.length };
}
