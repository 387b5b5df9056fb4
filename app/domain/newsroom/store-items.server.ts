import type { Database } from '~/db/client.server';
import { feedItems } from '~/db/schema/newsroom';
import type { NormalisedItem } from './normalise-item';
import { fingerprint } from './similarity';

export type StoredItem = {
  id: string;
  sourceId: string;
  title: string;
  summary: string;
  contentText: string;
  url: string | null;
  publishedAt: Date;
  signature: number[];
  bands: number[];
};

/**
 * Stores a source's items; an exact duplicate (same GUID in this source, same canonical URL or same content
 * hash anywhere) is skipped by the unique indexes. Returns only the items that are new.
 */
export async function storeItems(
  db: Database,
  items: (NormalisedItem & { sourceId: string })[],
): Promise<StoredItem[]> {
  if (items.length === 0) return [];
  // Within one feed the same item can appear twice; keep the first of each key.
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const keys = [
      `g:${item.guid}`,
      `h:${item.contentHash}`,
      ...(item.canonicalUrl ? [`u:${item.canonicalUrl}`] : []),
    ];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  const rows = unique.map((item) => {
    const { signature, bands } = fingerprint(item.title, item.contentText || item.summary);
    return {
      sourceId: item.sourceId,
      guid: item.guid,
      url: item.url,
      canonicalUrl: item.canonicalUrl,
      title: item.title,
      summary: item.summary,
      contentHtml: item.contentHtml,
      contentText: item.contentText,
      author: item.author,
      imageUrl: item.imageUrl,
      language: item.language,
      contentHash: item.contentHash,
      signature,
      bands,
      publishedAt: item.publishedAt,
    };
  });
  const inserted: StoredItem[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = await db
      .insert(feedItems)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({
        id: feedItems.id,
        sourceId: feedItems.sourceId,
        title: feedItems.title,
        summary: feedItems.summary,
        contentText: feedItems.contentText,
        url: feedItems.url,
        publishedAt: feedItems.publishedAt,
        signature: feedItems.signature,
        bands: feedItems.bands,
      });
    inserted.push(...batch);
  }
  return inserted;
}
