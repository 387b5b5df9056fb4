// Reads what search engines and feed readers read from a served page: its link and meta tags and its
// JSON-LD. Attribute values are unescaped as HTML does for the few entities React writes.

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attributes[match[1]!] = unescape(match[2]!);
  return attributes;
}

/** Every `<link>` of the document, as attribute records. */
export const linkTags = (html: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attributesOf(m[0]));

/** The content of the `<meta>` whose `name` or `property` is `key`, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => attributesOf(m[0]))
    .find((attributes) => attributes.name === key || attributes.property === key);
  return tag?.content;
}

/** The `<title>` text. */
export const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** Each JSON-LD script of the document, parsed (a script that is not JSON fails the test that reads it). */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
