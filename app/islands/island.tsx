import type { ComponentType } from 'react';
import { KeptMarkup } from '~/rendering/kept-markup';

/**
 * A part of a reader's page that runs in the browser. Reader pages are not hydrated as a whole (decision 034):
 * the server renders them with React and sends no router, no loader data and no route modules. The few
 * interactive parts are wrapped here: the server renders the component inside a `<dw-island>` element that
 * carries its name and its props, and `hydrate-islands.ts` hydrates each such element on its own.
 *
 * So an island's props must survive JSON (no functions, no Dates), and its component may not use React
 * Router's hooks or components: there is no router in the browser (`~/islands/form-action` replaces
 * `useFetcher`, plain `<a>` and `<form>` replace `Link` and `Form`). Islands do not nest.
 *
 * `name` is the island's key in `registry.ts` (a plain string here: the registry imports every island, so a
 * type from it would make an import cycle); tests/integration/islands.test.ts checks that each is registered.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: {
    propsRecur?: boolean;
    /**
     * `use` for an island whose markup already works without scripts (a form that posts, a link, a button the
     * browser runs itself): it is hydrated at the reader's first touch, key or focus on the page rather than
     * once the page has loaded, so a reader who only reads never runs React (decision 081). `load` otherwise.
     */
    hydrate?: 'load' | 'use';
  } = {},
) {
  function Island(props: P) {
    return (
      <KeptMarkup
        as="dw-island"
        // An island whose props recur, request after request, is rendered once for each set of them (its markup
        // kept under its props): the header (the same on every page of a section), an article's grouping report
        // (the same on every view of it), an ad slot's fill (one of the few ads the slot rotates).
        keep={Boolean(options.propsRecur)}
        component={Component}
        props={props}
        data-island={name}
        data-hydrate={options.hydrate === 'use' ? 'use' : undefined}
        data-props={JSON.stringify(props)}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
