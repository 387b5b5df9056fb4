import { useEffect, type ComponentType } from 'react';
import { islandModules, type IslandName } from './registry';

/**
 * The one script of a reader's page (decision 034). It finds the page's islands (app/islands/island.tsx) and
 * hydrates each with the props the server rendered it with. React DOM and each island's code are fetched
 * together, and only when the page has an island.
 *
 * `<html data-islands>` says where that stands: `loading` until every island has committed its first render
 * (and so answers clicks), then `ready`. End-to-end tests wait on it after a page loads.
 */
function hydrateIslands() {
  const root = document.documentElement;
  const elements = [...document.querySelectorAll<HTMLElement>('dw-island')];
  if (elements.length === 0) {
    root.dataset.islands = 'ready';
    return;
  }
  root.dataset.islands = 'loading';
  let waiting = elements.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) root.dataset.islands = 'ready';
  };
  const reactDom = import('./react-dom-client');
  for (const element of elements) {
    const load = islandModules[element.dataset.island as IslandName] as
      (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
    if (!load) {
      hydrated();
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    void Promise.all([reactDom, load()]).then(([{ hydrateRoot }, Component]) => {
      hydrateRoot(
        element,
        <Committed onCommit={hydrated}>
          <Component {...props} />
        </Committed>,
      );
    });
  }
}

/** Renders nothing of its own: it reports once its island's first render is on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: React.ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

hydrateIslands();
