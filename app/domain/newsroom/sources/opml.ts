import { XMLParser } from 'fast-xml-parser';
import { escapeMarkup } from '~/lib/escape-markup';

/** A file that is not OPML: the operator reads the message. */
export class OpmlError extends Error {
  override name = 'OpmlError';
}

export type OpmlFeed = { title: string; xmlUrl: string; htmlUrl?: string; category?: string };

/** Every feed outline in an OPML document, with the title of the folder it sits in as its category. */
export function parseOpml(xml: string): OpmlFeed[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'outline',
    processEntities: true,
  });
  let document: { opml?: { body?: { outline?: unknown[] } } };
  try {
    document = parser.parse(xml) as typeof document;
  } catch (error) {
    throw new OpmlError(`Not a readable OPML file: ${(error as Error).message}`, { cause: error });
  }
  if (!document.opml?.body) throw new OpmlError('Not an OPML file: no <opml><body> found');
  const feeds: OpmlFeed[] = [];
  const walk = (outlines: unknown[] | undefined, folder?: string) => {
    for (const outline of outlines ?? []) {
      const node = outline as Record<string, unknown> & { outline?: unknown[] };
      const title = String(node.title ?? node.text ?? '').trim();
      if (typeof node.xmlUrl === 'string' && node.xmlUrl.trim()) {
        feeds.push({
          title: title || node.xmlUrl,
          xmlUrl: node.xmlUrl.trim(),
          htmlUrl: typeof node.htmlUrl === 'string' ? node.htmlUrl : undefined,
          category: folder,
        });
      }
      if (node.outline) walk(node.outline, title || folder);
    }
  };
  walk(document.opml.body.outline);
  return feeds;
}

export function renderOpml(title: string, feeds: OpmlFeed[]): string {
  const byCategory = new Map<string, OpmlFeed[]>();
  for (const feed of feeds)
    byCategory.set(feed.category ?? 'news', [...(byCategory.get(feed.category ?? 'news') ?? []), feed]);
  const folders = [...byCategory]
    .map(
      ([category, entries]) =>
        `    <outline text="${escapeMarkup(category)}" title="${escapeMarkup(category)}">\n${entries
          .map(
            (feed) =>
              `      <outline type="rss" text="${escapeMarkup(feed.title)}" title="${escapeMarkup(feed.title)}" xmlUrl="${escapeMarkup(feed.xmlUrl)}"${feed.htmlUrl ? ` htmlUrl="${escapeMarkup(feed.htmlUrl)}"` : ''}/>`,
          )
          .join('\n')}\n    </outline>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head>\n    <title>${escapeMarkup(title)}</title>\n    <dateCreated>${new Date().toUTCString()}</dateCreated>\n  </head>\n  <body>\n${folders}\n  </body>\n</opml>\n`;
}
