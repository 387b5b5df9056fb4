// Most feed content is paragraphs and emphasis and nothing else. Such markup is safe as it stands, so it can
// skip the full sanitiser, which is the slowest step of ingesting an item. Anything else (an attribute, a
// comment, an unknown tag or entity, a stray bracket, unbalanced tags) takes the full path.

/** Tags that are safe without attributes and need a closing tag; the full sanitiser allows them too. */
export const PLAIN_CONTAINER_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'code',
  'pre',
  'cite',
  'sup',
  'sub',
] as const;
export const PLAIN_VOID_TAGS = ['br', 'hr'] as const;
const CONTAINERS = new Set<string>(PLAIN_CONTAINER_TAGS);
const VOID = new Set<string>(PLAIN_VOID_TAGS);
const TAG = /<(\/?)([a-z][a-z0-9]*)\s*(\/?)>/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[\da-f]{1,6});/iy;

/** True when the HTML has only attribute-free tags of a small safe set, properly nested, and known entities. */
export function isPlainMarkup(html: string): boolean {
  const open: string[] = [];
  for (let at = 0; at < html.length; at++) {
    const char = html.charCodeAt(at);
    if (char === 0x3c /* < */) {
      TAG.lastIndex = at;
      const tag = TAG.exec(html);
      if (!tag) return false;
      const [whole, closing, name, selfClosing] = tag;
      if (VOID.has(name!)) {
        if (closing) return false;
      } else if (!CONTAINERS.has(name!) || selfClosing) return false;
      else if (closing) {
        if (open.pop() !== name) return false;
      } else open.push(name!);
      at += whole.length - 1;
    } else if (char === 0x3e /* > */) return false;
    else if (char === 0x26 /* & */) {
      ENTITY.lastIndex = at;
      if (!ENTITY.test(html)) return false;
    }
  }
  return open.length === 0;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities `isPlainMarkup` accepts. */
export function decodePlainEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
