import { describe, expect, it } from 'vitest';
import { SCENE_KINDS, sceneEntitySchema } from './scene-entity';
import { nameKey, sceneEntities } from './scene-names';

// The scene knowledge base (docs/scene-knowledge.md): every line read, valid, and no name shared.
describe('the scene knowledge base', () => {
  it('holds thousands of entities, of every kind', () => {
    const byKind = Map.groupBy(sceneEntities, (entity) => entity.kind);
    expect(sceneEntities.length).toBeGreaterThanOrEqual(MIN_ENTITIES);
    for (const kind of SCENE_KINDS) expect(byKind.get(kind)?.length ?? 0).toBeGreaterThanOrEqual(30);
  });

  it('gives every entity the documented shape', () => {
    for (const entity of sceneEntities) expect(sceneEntitySchema.parse(entity)).toEqual(entity);
  });

  it('lets no name or alias name two entities', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const entity of sceneEntities)
      for (const name of new Set([entity.name, ...entity.aliases].map(nameKey))) {
        const other = owner.get(name);
        if (other !== undefined && other !== entity.name)
          shared.push(`"${name}": ${other} and ${entity.name}`);
        owner.set(name, entity.name);
      }
    expect(shared).toEqual([]);
  });

  it('ties products to a maker it holds', () => {
    const brands = new Set(sceneEntities.filter((e) => e.kind === 'brand').map((e) => nameKey(e.name)));
    const loose = sceneEntities
      .filter((entity) => entity.kind === 'product')
      .filter((entity) => !entity.links.some((link) => brands.has(nameKey(link))))
      .map((entity) => entity.name);
    expect(loose).toEqual([]);
  });
});

const MIN_ENTITIES = 3000;
