import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';

/** Markup for an element, made once per key and kept (the server's: app/lib/markup-memo.server.ts). */
export type MarkupMemo = (key: string, element: ReactElement) => string;

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
 * The key must name everything the children show. The children may read no context of the page (the router,
 * the nonce): they are rendered on their own, as an island is. Without a key, the element renders as usual.
 */
export function MemoizedMarkup({
  as,
  memoKey,
  children,
  ...attributes
}: {
  as: string;
  memoKey: string | undefined;
  children: ReactElement;
} & Record<string, unknown>): ReactNode {
  const memo = useContext(MarkupMemoContext);
  if (!memo || memoKey === undefined) return createElement(as, attributes, children);
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: memo(`${as}\n${memoKey}`, children) },
  });
}
