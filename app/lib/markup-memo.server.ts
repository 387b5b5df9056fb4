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
      markup = flattened(renderToString(element));
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, markup);
    }
    return markup;
  };
}

/**
 * The same text as one flat string. React builds its output by appending piece after piece, which V8 keeps as a
 * chain of thousands of joined pieces until something reads the text. Each page that holds kept markup is read
 * once as a whole (to find the stylesheet's slot, then to send it), and reading a page copies every piece of
 * every chain in it, the kept ones included: a chain kept as it came would be walked again on every page. Its
 * first search makes V8 copy it into one flat string, in place, once.
 */
function flattened(markup: string): string {
  markup.indexOf('<');
  return markup;
}
