import type { ComponentType } from 'react';

/**
 * Every island by name, loaded on demand: a page fetches the code of the islands it has, and nothing else.
 * `scripts/build-islands.js` reads this table (name and module) to list each island's files for the server.
 * Keep one entry per line in this form.
 */
export const islandModules = {
  'site-header': () => import('../components/site-header').then((module) => module.SiteHeaderView),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandModules;
