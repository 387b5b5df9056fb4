import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupKeeper } from './kept-markup';
import { notPlainData } from './plain-props';

/**
 * Markup kept by key, for `KeptMarkup`: rendered with `renderToString`, as the rest of the page is, so the markup
 * is what the page's own render would have made (an island hydrates it). A key is a component and its props, so
 * nothing kept is ever stale; still, whenever published content changes (`version` moves on) everything kept is
 * dropped, so no markup of content that changed outlives the change. Past `limit`, the one used longest ago
 * goes: a crawler walking the articles replaces their own parts, not the header and footer every page uses.
 */
export function createMarkupKeeper({
  limit = 64,
  version = () => 0,
}: { limit?: number; version?: () => number } = {}): MarkupKeeper {
  const kept = new Map<string, string>();
  let keptAt = version();
  return (key, component, props) => {
    const now = version();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    let markup = kept.get(key);
    if (markup !== undefined) {
      // A Map iterates in insertion order: set again, the key is the last to go.
      kept.delete(key);
      kept.set(key, markup);
      return markup;
    }
    // Checked once per key, not on every page: the key is the props' JSON, so what JSON would lose is refused.
    const reason = notPlainData(props);
    if (reason) throw new Error(`kept markup of ${component.name || 'a component'}: ${reason}`);
    markup = flattened(renderToString(createElement(component, props as never)));
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, markup);
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
