import type { ComponentType } from 'react';
import { islandModules, type IslandName } from './registry';

/**
 * The one script of a reader's page (decisions 034 and 062). It finds the page's islands (app/islands/island.tsx)
 * and, once the page has loaded, hydrates each with React DOM and the props the server rendered it with. This
 * module holds no React: React DOM and each island's code are fetched together, and only when the page has an
 * island.
 *
 * They are fetched once the page's `load` event has fired, so the 70 KB of React DOM never compete with the
 * stylesheet, the fonts or the cover image for the first paint. Two things start them earlier: the reader's
 * first touch, key or focus (they are about to use the page), and a page whose `load` is slow in coming (a
 * cover still arriving on a slow network), which does not keep its header's buttons waiting more than a few
 * seconds for its images.
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
  afterLoad(() => {
    let waiting = elements.length;
    const hydrated = () => {
      waiting -= 1;
      if (waiting === 0) root.dataset.islands = 'ready';
    };
    const reactDom = import('./hydrate-island');
    for (const element of elements) {
      const load = islandModules[element.dataset.island as IslandName] as
        (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
      if (!load) {
        hydrated();
        continue;
      }
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      void Promise.all([reactDom, load()]).then(([{ hydrateIsland }, Component]) =>
        hydrateIsland(element, Component, props, hydrated),
      );
    }
  });
}

/** The longest a page's islands wait for its `load` event (its images), in milliseconds. */
const LONGEST_WAIT_FOR_LOAD = 3000;
/** What says the reader is about to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Calls `start` once: at the page's `load` event, at the reader's first use, or at the latest wait. */
function afterLoad(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) window.removeEventListener(type, once, true);
    start();
  };
  if (document.readyState === 'complete') once();
  else window.addEventListener('load', once, { once: true });
  for (const type of FIRST_USE) window.addEventListener(type, once, { capture: true, passive: true });
  setTimeout(once, LONGEST_WAIT_FOR_LOAD);
}

hydrateIslands();
