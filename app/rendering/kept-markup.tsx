import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * Markup for a component's props, made once and kept (the server's keeper: markup-keeper.server.ts). `key` is
 * derived here from the component and its props; `props` come along so the keeper can check, the first time,
 * that they are plain data the key names in full.
 */
export type MarkupKeeper = (key: string, component: ComponentType<never>, props: object) => string;

const KeeperContext = createContext<MarkupKeeper | undefined>(undefined);

/** Set by the server around a page that is not hydrated; nothing sets it in the browser or on the desk. */
export const MarkupKeeperProvider = KeeperContext.Provider;

/** Each kept component's number, given the first time it is kept: two components never share a key. */
const componentIds = new WeakMap<ComponentType<never>, number>();
let components = 0;

function componentId(component: ComponentType<never>): number {
  let id = componentIds.get(component);
  if (id === undefined) componentIds.set(component, (id = ++components));
  return id;
}

/** The key of a component's markup: which component, and the props it renders, as JSON. */
function keptMarkupKey(component: ComponentType<never>, props: object): string {
  return `${componentId(component)}\n${JSON.stringify(props)}`;
}

/**
 * An element (`as`, with the given attributes) around `component` rendered with `props`. Where the server keeps
 * markup (reader pages, which React never hydrates as a whole), the component is rendered once for each value
 * of its props and its markup reused: the header and footer are the same on every page of a section, a story's
 * card on every list it is on, a third of an article's elements are chrome (decision 042). Elsewhere, or with
 * `keep` false, it renders as usual.
 *
 * The key is the props themselves, so kept markup is never stale as long as the component renders nothing but
 * its props: plain data (checked on first render), no context of the page (the router, the nonce), no clock.
 * It is rendered on its own, as an island is. Pass it only what it shows (a picked type, not a whole row with
 * its body): what it is passed is what is compared, and its type lets it read nothing else.
 */
export function KeptMarkup<P extends object>({
  as,
  component,
  props,
  keep = true,
  ...attributes
}: {
  as: string;
  component: ComponentType<P>;
  props: P;
  keep?: boolean;
} & Record<string, unknown>): ReactNode {
  const keeper = useContext(KeeperContext);
  const content = component as ComponentType<never>;
  if (!keeper || !keep) return createElement(as, attributes, createElement(component, props));
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: keeper(keptMarkupKey(content, props), content, props) },
  });
}
