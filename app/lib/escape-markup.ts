// Characters XML 1.0 forbids (most C0 controls, lone surrogates, U+FFFE/U+FFFF): one makes a whole feed
// unreadable, and in HTML they are parse errors, so they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex -- the allowed control characters are the point here
const FORBIDDEN_IN_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text without the characters XML forbids (tab, line feed and carriage return stay). For text bound for a
 * document of any format: JSON could carry them escaped, but no reader wants a NUL or half an emoji in a title.
 */
export const withoutForbiddenChars = (text: string): string => text.replace(FORBIDDEN_IN_XML, '');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to place in XML or HTML, as element content or as a quoted attribute value: the five
 * special characters become entities (`&#39;` for the apostrophe, which HTML and XML both read).
 */
export function escapeMarkup(text: string): string {
  return withoutForbiddenChars(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * Text escaped exactly as React escapes an element's text or an attribute's value (`&#x27;` for the
 * apostrophe, nothing dropped): for markup put together by hand that must read byte for byte as a render of
 * the same element would.
 */
export function escapeAsReact(text: string): string {
  return text.replace(/[&<>"']/g, (char) => (char === "'" ? '&#x27;' : ENTITIES[char]!));
}
