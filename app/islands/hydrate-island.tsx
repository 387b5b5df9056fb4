import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * React DOM's part of a reader's page (decision 062): the islands' entry imports this module once the page has
 * loaded, so React and React DOM (about 70 KB gzipped) are fetched and run after the first paint, never before it.
 *
 * Hydrates one island's element (app/islands/island.tsx) with the props it was rendered with on the server, and
 * calls `onCommit` once its first render is on the page, when its buttons answer.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  onCommit: () => void,
) {
  // In a transition, React hydrates in slices of about 5 ms and yields between them; outside one, each island's
  // hydration is one task, which Lighthouse counts as blocking time on a slow phone.
  startTransition(() => {
    hydrateRoot(
      element,
      <Committed onCommit={onCommit}>
        <Component {...props} />
      </Committed>,
    );
  });
}

/** Renders nothing of its own: it reports once its island's first render is on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
