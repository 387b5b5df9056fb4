import type { Database } from '~/db/client.server';
import { StoryIndex } from './story-index';

const defaultIndexes = new WeakMap<Database, StoryIndex>();

/**
 * The story index a crawl groups against: the worker's own when it was given one, else one per database
 * handle, so every crawl through one handle shares what the index has learnt.
 */
export function storyIndexFor(db: Database, given?: StoryIndex): StoryIndex {
  if (given) return given;
  let index = defaultIndexes.get(db);
  if (!index) defaultIndexes.set(db, (index = new StoryIndex()));
  return index;
}
