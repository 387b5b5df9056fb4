import type { ComponentType } from 'react';
import { islandModules, type IslandName } from './registry';

/**
 * The one script of a reader's page (decision 033). It finds the page's islands (app/islands/island.tsx) and
 * hydrates each with the props the server rendered it with. React DOM and each island's code are fetched
 * together, and only when the page has an island.
 */
function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>('dw-island')];
  if (elements.length === 0) return;
  const reactDom = import('./react-dom-client');
  for (const element of elements) {
    const load = islandModules[element.dataset.island as IslandName] as
      (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
    if (!load) continue;
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    void Promise.all([reactDom, load()]).then(([{ hydrateRoot }, Component]) => {
      hydrateRoot(element, <Component {...props} />);
    });
  }
}

hydrateIslands();
