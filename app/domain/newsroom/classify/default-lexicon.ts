import { sceneEntities } from '../normalise/scene/scene-names';
import type { LexiconEntry } from './lexicon-matcher';

// The names the newsroom knows before editors add their own: the scene knowledge base
// (app/domain/newsroom/normalise/scene, docs/scene-knowledge.md), so a fresh install tags real news from its
// first crawl, and grouping, tagging and discovery read one list. Editors' additions and corrections live in the
// database on top of it (`loadLexicon`). The demo's invented names are not here: the demo adds them itself
// (decision 012).

/**
 * Grounds (arenas, parks, racetracks, trade-fair grounds: tagged `grounds`) say where an event is, which grouping reads, but are no
 * subject an editor tags a story with.
 */
export const defaultLexicon: LexiconEntry[] = sceneEntities
  .filter((entity) => !entity.tags.includes('grounds'))
  .map((entity) => ({ kind: entity.kind, name: entity.name, aliases: entity.aliases }));
