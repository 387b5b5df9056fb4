import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { fillHoles, HoleMarkContext, type KeptMarkup } from '~/lib/markup-holes';

/**
 * Markup for an element, made once per key and kept (the server's: app/lib/markup-memo.server.ts): the pieces
 * between its holes, each hole's name between them (`KeptMarkup`).
 */
export type MarkupMemo = (key: string, element: ReactElement) => KeptMarkup;

const HOLE_NAME = /^[a-z0-9-]+$/;

const MarkupMemoContext = createContext<MarkupMemo | undefined>(undefined);

/** Set by the server around a page that is not hydrated; nothing sets it in the browser or on the desk. */
export const MarkupMemoProvider = MarkupMemoContext.Provider;

/**
 * An element whose children are the same wherever the same `memoKey` is given: the site's header and footer,
 * the same on every reader page of a section, and a story's card, the same on every list it is on. Where the
 * server keeps markup (reader pages, which React never hydrates as a whole), the children are rendered once
 * per key and their markup reused: a third of an article's elements are the chrome, and most of a list's are
 * cards (decision 042). Elsewhere they render as usual.
 *
 * The key must name everything the children show, but for text that changes on every page (an article's view
 * count): each such text is a `MarkupHole`, given again here by its name in `holes`, and filled in on each page.
 * The children may read no context of the page (the router, the nonce): they are rendered on their own, as an
 * island is, and a `MemoizedMarkup` with holes may not sit inside another. Without a key, the element renders as
 * usual.
 */
export function MemoizedMarkup({
  as,
  memoKey,
  holes,
  children,
  ...attributes
}: {
  as: string;
  memoKey: string | undefined;
  holes?: Record<string, string>;
  children: ReactElement;
} & Record<string, unknown>): ReactNode {
  const memo = useContext(MarkupMemoContext);
  if (!memo || memoKey === undefined) return createElement(as, attributes, children);
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: fillHoles(memo(`${as}\n${memoKey}`, children), holes) },
  });
}

/**
 * Text inside a `MemoizedMarkup` that is not part of its key: the kept markup holds a mark in its place, and each
 * page fills in the text its `MemoizedMarkup` was given under `name` (lower-case letters, digits and hyphens).
 * Rendered anywhere else, it is the text.
 */
export function MarkupHole({ name, text }: { name: string; text: string }): ReactNode {
  // Checked wherever it renders, so a wrong name shows in development too, not only in kept markup.
  if (!HOLE_NAME.test(name))
    throw new Error(`a markup hole's name is lower-case letters, digits and -: "${name}"`);
  const mark = useContext(HoleMarkContext);
  return mark ? mark(name) : text;
}
