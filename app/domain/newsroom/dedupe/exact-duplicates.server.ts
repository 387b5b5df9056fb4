import type { Database } from '~/db/client.server';
import type { NormalisedItem } from '../normalise/normalise-item';
import { storedItemKeys } from '../store/items.server';

type ExactKeys = Pick<NormalisedItem, 'guid' | 'canonicalUrl' | 'contentHash'> & { sourceId: string };

/** The keys an exact duplicate shares: the GUID in its source, the content hash, the canonical URL. */
const keysOf = (item: ExactKeys) => [
  `g:${item.sourceId}:${item.guid}`,
  `h:${item.contentHash}`,
  ...(item.canonicalUrl ? [`u:${item.canonicalUrl}`] : []),
];

/**
 * The items that are not exact duplicates: not of each other (the first of each GUID in its source, canonical
 * URL and content hash wins) and not of anything stored. Runs under the newsroom write lock, so what it finds
 * stays true until the batch commits.
 */
export async function withoutExactDuplicates<T extends ExactKeys>(db: Database, items: T[]): Promise<T[]> {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const keys = keysOf(item);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  if (unique.length === 0) return [];
  const rows = await storedItemKeys(db, unique);
  if (rows.length === 0) return unique;
  const stored = new Set(rows.flatMap(keysOf));
  return unique.filter((item) => !keysOf(item).some((key) => stored.has(key)));
}
