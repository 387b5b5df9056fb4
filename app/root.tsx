import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { appServices } from './app-context.server';
import { useNonce } from './components/nonce';
import { pageNotFound } from './components/not-found-page';
import { PageError } from './components/page-error';
import { RouterInBrowserProvider } from './components/page-link';
import { StickyAd, type stickyAdHandle } from './components/monetization/ad-slot';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { feedLinks } from './domain/feeds/feed-formats';
import { islandsScript } from './islands/islands-script.server';
import { footerStats } from './routes/shared/footer-stats.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  return {
    siteName: config.SITE_NAME,
    siteLanguage: config.SITE_LANGUAGE,
    stats: await footerStats(db),
    now: new Date().toISOString(),
    islandsScript: islandsScript(config.NODE_ENV === 'development'),
  };
}

type PageHandle = { desk?: boolean; hydrate?: boolean } & Partial<typeof stickyAdHandle>;

/**
 * Whether the page is hydrated as a whole, with React Router in the browser: the desk and any page whose route
 * asks for it (`handle.hydrate`). Reader pages are not: they load one small script that hydrates their islands
 * (decision 034). `desk` pages (the desk and its sign-in pages) have the desk's chrome instead of the reader's.
 * A route with `stickyAdHandle` names its sticky ad, which goes after the footer.
 */
function usePageKind() {
  const matches = useMatches().map((match) => ({
    handle: match.handle as PageHandle | undefined,
    data: match.loaderData,
  }));
  return {
    desk: matches.some(({ handle }) => handle?.desk),
    hydrated: matches.some(({ handle }) => handle?.hydrate),
    stickyAd: matches.map(({ handle, data }) => handle?.stickyAd?.(data)).find((ad) => ad !== undefined),
  };
}

// Footer figures may be a little old; client navigations do not refetch them.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// Titled without the site's name: `links` gets no loader data (each feed's own title carries the name).
const siteFeeds = feedLinks({ kind: 'site' }, 'Latest news');

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The site's feeds, for autodiscovery; tag, author and category pages add their own (their meta).
  ...siteFeeds.map((feed) => ({
    rel: 'alternate',
    type: feed.contentType,
    title: feed.title,
    href: feed.path,
  })),
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const siteName = data?.siteName ?? 'Dropwire';
  const nonce = useNonce();
  // The desk has a chrome of its own (app/routes/admin/layout.tsx): no reader's header or footer there.
  const { desk, hydrated, stickyAd } = usePageKind();
  return (
    <html lang={data?.siteLanguage ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <Meta />
        {/*
          The whole stylesheet goes here, inline, as the server sends the page (app/rendering/inline-stylesheet.server.ts):
          the page paints from its first response, without a render-blocking request (decision 020). Hydrated
          pages keep the server's copy: React leaves inner HTML it is given alone when it hydrates.
        */}
        <style data-stylesheet="inline" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
        <Links />
      </head>
      <body className="min-h-screen bg-bg text-text antialiased">
        <RouterInBrowserProvider value={hydrated}>
          {desk ? (
            children
          ) : (
            <>
              <a
                href="#main"
                className="sr-only z-50 rounded bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
              >
                Skip to content
              </a>
              <SiteHeader siteName={siteName} />
              <main id="main" tabIndex={-1} className="outline-none">
                {children}
              </main>
              <SiteFooter
                siteName={siteName}
                stats={data?.stats ?? { sources: null, lastPublishedAt: null }}
                now={data?.now ?? new Date().toISOString()}
              />
              <StickyAd ad={stickyAd} />
            </>
          )}
        </RouterInBrowserProvider>
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : data?.islandsScript ? (
          // A file of this site, allowed by the policy's 'self' with no nonce: the page may be kept in the page
          // cache and served to everyone alike (decision 051).
          <script type="module" src={data.islandsScript} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const siteName = useRouteLoaderData<typeof loader>('root')?.siteName ?? 'Dropwire';
  return (
    <PageError
      notFound={{ ...pageNotFound, title: `Page not found | ${siteName}` }}
      failed={{
        title: `Something went wrong | ${siteName}`,
        message: 'We could not show this page. Please try again in a moment.',
      }}
    />
  );
}
