import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupMemo } from '~/components/memoized-markup';

/**
 * Markup kept by key, for `MemoizedMarkup`. Rendered with `renderToString`, as the rest of the page is, so the
 * markup is what the page's own render would have made (an island hydrates it). Keys name their content, so
 * nothing is ever stale; the oldest are dropped past `limit` (a header per section, a footer per minute).
 */
export function createMarkupMemo(limit = 64): MarkupMemo {
  const kept = new Map<string, string>();
  return (key: string, element: ReactElement) => {
    let markup = kept.get(key);
    if (markup === undefined) {
      markup = renderToString(element);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, markup);
    }
    return markup;
  };
}
