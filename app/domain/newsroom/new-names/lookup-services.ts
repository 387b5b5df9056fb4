import { z } from 'zod';
import type { DiscoveredKind } from '../classify/name-evidence';
import { comparableText } from '../normalise/comparable-text';

export type LookupService = 'musicbrainz' | 'wikidata';

/** What a service said of a name: the entity it holds under that name, or none. */
export type LookupAnswer =
  { outcome: 'found'; externalId: string; label: string; description: string | null } | { outcome: 'none' };

/** Which service is asked about which kind: MusicBrainz knows acts and labels, Wikidata the rest of the scene. */
export const serviceKinds: Record<LookupService, readonly DiscoveredKind[]> = {
  musicbrainz: ['artist', 'label'],
  wikidata: ['festival', 'venue', 'brand'],
};

export const serviceFor = (kind: DiscoveredKind, enabled: readonly LookupService[]) =>
  enabled.find((service) => serviceKinds[service].includes(kind)) ?? null;

/** Names compared without case, accents or punctuation: "Amelie Lens" is MusicBrainz's "Amélie Lens". */
const sameName = (a: string, b: string) =>
  comparableText(a.normalize('NFD').replace(/\p{M}/gu, '')) ===
  comparableText(b.normalize('NFD').replace(/\p{M}/gu, ''));

// MusicBrainz's search: Lucene syntax, where a phrase in quotes is searched as written.
const luceneQuote = (name: string) => `"${name.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/** The search request for a name of a kind, below the service's base URL. */
export function lookupUrl(service: LookupService, baseUrl: string, name: string, kind: DiscoveredKind): URL {
  const base = baseUrl.replace(/\/+$/, '');
  if (service === 'musicbrainz') {
    const entity = kind === 'label' ? 'label' : 'artist';
    const url = new URL(`${base}/ws/2/${entity}`);
    url.searchParams.set('query', `${entity}:${luceneQuote(name)}`);
    url.searchParams.set('fmt', 'json');
    url.searchParams.set('limit', '5');
    return url;
  }
  const url = new URL(`${base}/w/api.php`);
  for (const [key, value] of Object.entries({
    action: 'wbsearchentities',
    search: name,
    language: 'en',
    uselang: 'en',
    type: 'item',
    limit: '5',
    format: 'json',
  }))
    url.searchParams.set(key, value);
  return url;
}

const mbEntity = z.object({
  id: z.string().min(1).max(64),
  name: z.string(),
  score: z.coerce.number().optional(),
  type: z.string().optional(),
  disambiguation: z.string().optional(),
});
const mbAnswer = z.object({ artists: z.array(mbEntity).optional(), labels: z.array(mbEntity).optional() });
const wdAnswer = z.object({
  search: z.array(
    z.object({
      id: z.string().regex(/^Q\d+$/),
      label: z.string().optional(),
      description: z.string().optional(),
      match: z.object({ text: z.string() }).optional(),
    }),
  ),
});

/** MusicBrainz's own confidence in a hit (0–100) below which a same-named hit is not taken. */
const MIN_MB_SCORE = 90;

/** What a Wikidata item's English description must say for it to be a name of that kind. */
const describedAs: Partial<Record<DiscoveredKind, RegExp>> = {
  festival: /\bfestival\b/i,
  venue: /\b(?:night ?club|club|venue|arena|concert hall|discoth[eè]que|music hall)\b/i,
  brand:
    /\b(?:company|manufacturer|brand|record label|platform|magazine|website|radio station|retailer|store|promoter)\b/i,
};

/**
 * The entity a service's answer holds under exactly this name (as compared) and of this kind, or none: a
 * same-named hit of another kind (a village called like a festival) is no confirmation.
 */
export function readAnswer(
  service: LookupService,
  body: unknown,
  name: string,
  kind: DiscoveredKind,
): LookupAnswer {
  if (service === 'musicbrainz') {
    const parsed = mbAnswer.parse(body);
    const hits = (kind === 'label' ? parsed.labels : parsed.artists) ?? [];
    const hit = hits.find((entry) => (entry.score ?? 0) >= MIN_MB_SCORE && sameName(entry.name, name));
    if (!hit) return { outcome: 'none' };
    const description = [hit.type, hit.disambiguation].filter(Boolean).join(', ');
    return { outcome: 'found', externalId: hit.id, label: hit.name, description: description || null };
  }
  const pattern = describedAs[kind];
  const hit = wdAnswer
    .parse(body)
    .search.find(
      (entry) =>
        sameName(entry.label ?? entry.match?.text ?? '', name) &&
        pattern !== undefined &&
        pattern.test(entry.description ?? ''),
    );
  if (!hit) return { outcome: 'none' };
  return {
    outcome: 'found',
    externalId: hit.id,
    label: hit.label ?? name,
    description: hit.description ?? null,
  };
}
