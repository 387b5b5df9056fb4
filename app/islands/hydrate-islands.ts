import type { ComponentType } from 'react';
import { countHouseAdImpressions } from './house-ad-impressions';
import { watchLiveNews, type NoticeList } from './live-news-stream';
import { islandModules, type IslandName } from './registry';

/**
 * The one script of a reader's page (decisions 034, 062 and 081). It finds the page's islands
 * (app/islands/island.tsx) and hydrates each with React DOM and the props the server rendered it with. This
 * module holds no React: React DOM and an island's code are fetched together, and only when an island is due.
 *
 * When an island is due depends on whether its markup works without scripts:
 * - an island that only scripts can run (the live news notice, a video facade, a network ad) is hydrated once
 *   the page's `load` event has fired, so the 70 KB of React DOM never compete with the stylesheet, the fonts
 *   or the cover image for the first paint; a page whose `load` is slow in coming (a cover still arriving on a
 *   slow network) does not keep it waiting more than a few seconds;
 * - an island marked `data-hydrate="use"` (the header, forms that post, filters that submit) already works as
 *   the browser draws it, so it is hydrated at the reader's first touch, key or focus on the page: a reader who
 *   only reads never downloads or runs React. What is clicked before React arrives does what it does without
 *   scripts (the search button opens the search page, a form posts). The live news notice waits too: this
 *   entry follows the live stream itself and wakes the islands when a newer story arrives.
 * The reader's first use also starts the `load` islands early, as they are about to use the page.
 *
 * `<html data-islands>` says where that stands: `loading` while islands that are due are being hydrated,
 * `waiting` when only islands waiting for the reader's first use remain, `ready` once every island has committed
 * its first render (and so answers clicks). End-to-end tests wait on it after a page loads
 * (tests/e2e/support/test.ts), and start the first use themselves.
 */
function hydrateIslands() {
  countHouseAdImpressions();
  const root = document.documentElement;
  const elements = [...document.querySelectorAll<HTMLElement>('dw-island')];
  const onUse = elements.filter((element) => element.dataset.hydrate === 'use');
  const onLoad = elements.filter((element) => element.dataset.hydrate !== 'use');
  // Islands not yet committed, and of those, how many are due (their hydration started or about to start).
  let pending = elements.length;
  let due = onLoad.length;
  const mark = () => {
    root.dataset.islands = pending === 0 ? 'ready' : due > 0 ? 'loading' : 'waiting';
  };
  const hydrated = () => {
    pending -= 1;
    due -= 1;
    mark();
  };
  const hydrate = (batch: HTMLElement[]) => {
    if (batch.length === 0) return;
    const reactDom = import('./hydrate-island');
    for (const element of batch) {
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
  };
  mark();
  const startLoadIslands = once(() => hydrate(onLoad));
  afterLoad(startLoadIslands);
  if (onUse.length === 0) return;
  const startUseIslands = once(() => {
    due += onUse.length;
    mark();
    startLoadIslands();
    hydrate(onUse);
  });
  onFirstUse(startUseIslands);
  // The live news notice has something to draw before any use: a story newer than its list's.
  const notice = onUse.find((element) => element.dataset.island === 'live-news-notice');
  if (notice) watchLiveNews(JSON.parse(notice.dataset.props ?? '{}') as NoticeList, startUseIslands);
}

/** The longest a page's load islands wait for its `load` event (its images), in milliseconds. */
const LONGEST_WAIT_FOR_LOAD = 3000;
/** What says the reader is about to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** `run`, made to run at most once however often it is called. */
function once(run: () => void) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/** Calls `start` at the page's `load` event, or at the latest wait if that is slow in coming. */
function afterLoad(start: () => void) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  setTimeout(start, LONGEST_WAIT_FOR_LOAD);
}

/** Calls `start` once, at the reader's first touch, key or focus anywhere on the page. */
function onFirstUse(start: () => void) {
  const first = once(() => {
    for (const type of FIRST_USE) window.removeEventListener(type, first, true);
    start();
  });
  for (const type of FIRST_USE) window.addEventListener(type, first, { capture: true, passive: true });
}

hydrateIslands();
