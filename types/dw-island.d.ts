import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The element that wraps each island of a reader's page (app/islands/island.tsx).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'dw-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-props': string;
      };
    }
  }
}
