/** Bluesky marks links and hashtags in a post's text by UTF-8 byte ranges ("facets"). */
export type Facet = {
  index: { byteStart: number; byteEnd: number };
  features: (
    | { $type: 'app.bsky.richtext.facet#link'; uri: string }
    | { $type: 'app.bsky.richtext.facet#tag'; tag: string }
  )[];
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function facetsOf(text: string): Facet[] {
  const facets: Facet[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s]+/g)) {
    const start = bytes(text.slice(0, match.index));
    facets.push({
      index: { byteStart: start, byteEnd: start + bytes(match[0]) },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri: match[0] }],
    });
  }
  for (const match of text.matchAll(/(?<=^|\s)#([\p{L}\p{N}]+)/gu)) {
    const start = bytes(text.slice(0, match.index));
    facets.push({
      index: { byteStart: start, byteEnd: start + bytes(match[0]) },
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag: match[1]! }],
    });
  }
  return facets;
}
