import { createContext, useContext, type AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Whether the page runs React Router in the browser (root.tsx sets it: the desk does, reader pages do not). */
const RouterInBrowser = createContext(false);

export const RouterInBrowserProvider = RouterInBrowser.Provider;

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<LinkProps, 'prefetch' | 'reloadDocument' | 'replace' | 'preventScrollReset'> & { to: string };

/**
 * A link inside the site. On a page with React Router in the browser it is React Router's `Link` (client
 * navigation); on a reader page, which has no router (decision 034), it is a plain anchor: every navigation
 * loads a document there, and React Router's link would resolve paths and routes for nothing on each render.
 */
export function PageLink({
  to,
  prefetch,
  reloadDocument,
  replace,
  preventScrollReset,
  children,
  ...props
}: PageLinkProps) {
  if (useContext(RouterInBrowser)) {
    return (
      <Link
        to={to}
        prefetch={prefetch}
        reloadDocument={reloadDocument}
        replace={replace}
        preventScrollReset={preventScrollReset}
        {...props}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
