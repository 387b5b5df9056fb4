import { type KnownEntity, knownEntities } from './scene-names';
import type { Role } from './scene-entity';

// Descriptions: "the Welsh DJ", "the LA producer", "Miami's biggest festival", "the Diynamic boss". A description
// names no one, but agrees with few of the scene's entities; those few are what it may mean.

/** What a description says: the role its noun gives, and the places, tags and tied entity before it. */
export type Description = { role: Role; places: string[]; tags: string[]; related?: string };

/**
 * Entities a description may mean, from which it says too little to keep: "the British producer" agrees with
 * dozens of acts and tells nothing; "the Welsh DJ" or "the Hamburg house imprint" with one or two.
 */
const MAX_DESCRIBED = 6;

const byKind = new Map<string, KnownEntity[]>();
for (const entity of knownEntities.values())
  byKind.set(entity.kind, [...(byKind.get(entity.kind) ?? []), entity]);

/**
 * The keys of the entities a description agrees with: of a kind its role allows, from every place it gives,
 * carrying every tag it gives (and the role's own), tied to the entity it names. Undefined when it gives
 * nothing beyond its role ("the DJ") or agrees with more than MAX_DESCRIBED entities.
 */
export function describedEntities({ role, places, tags, related }: Description): string[] | undefined {
  if (places.length === 0 && tags.length === 0 && related === undefined) return undefined;
  const found: string[] = [];
  // A name under another of its names is itself: "the Pryda star" is Eric Prydz, where "the Drumcode boss" is
  // whoever runs Drumcode.
  const itself = related === undefined ? undefined : knownEntities.get(related);
  if (itself && role.kinds.includes(itself.kind) && (role.tag === undefined || itself.tags.has(role.tag)))
    found.push(itself.key);
  for (const kind of role.kinds)
    for (const entity of byKind.get(kind) ?? []) {
      if (role.tag !== undefined && !entity.tags.has(role.tag)) continue;
      if (related !== undefined && !entity.related.has(related)) continue;
      if (!places.every((place) => entity.places.has(place))) continue;
      if (!tags.every((tag) => entity.tags.has(tag))) continue;
      found.push(entity.key);
      if (found.length > MAX_DESCRIBED) return undefined;
    }
  return found.length > 0 ? found : undefined;
}
