import { randomBytes } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupMemo } from '~/components/memoized-markup';
import { HoleMarkContext, type KeptMarkup } from './markup-holes';

/**
 * Markup kept by key, for `MemoizedMarkup`. Rendered with `renderToString`, as the rest of the page is, so the
 * markup is what the page's own render would have made (an island hydrates it). Keys name their content, holes
 * aside, so nothing is ever stale. Past `limit`, the one used longest ago is dropped: a crawler walking the
 * articles replaces their own parts, not the header and footer every page uses.
 */
export function createMarkupMemo(limit = 64): MarkupMemo {
  const kept = new Map<string, KeptMarkup>();
  return (key: string, element: ReactElement) => {
    let markup = kept.get(key);
    if (markup !== undefined) {
      // A Map iterates in insertion order: set again, the key is the last to go.
      kept.delete(key);
      kept.set(key, markup);
    } else {
      markup = withHoles(
        flattened(renderToString(createElement(HoleMarkContext.Provider, { value: holeMark }, element))),
      );
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, markup);
    }
    return markup;
  };
}

/**
 * What a `MarkupHole` renders in kept markup: its name after a token drawn when the process starts, which no text
 * of a page can know. ASCII only, none of it escaped by React: a single character outside Latin-1 would make V8
 * keep the whole markup, and every page it is put in, at two bytes a character, slower to copy and to send.
 */
const HOLE_TOKEN = randomBytes(12).toString('hex');
const holeMark = (name: string) => `[${HOLE_TOKEN}:${name}]`;
// Names are checked where a hole renders (`MarkupHole`): none holds a `]`.
const HOLE_MARKS = new RegExp(`\\[${HOLE_TOKEN}:([^\\]]+)\\]`);

/** The markup cut at each hole's mark, its name kept between the pieces. */
function withHoles(markup: string): KeptMarkup {
  return markup.includes(HOLE_TOKEN) ? markup.split(HOLE_MARKS) : [markup];
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
