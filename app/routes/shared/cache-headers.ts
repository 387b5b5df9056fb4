/** How long a page whose time is up may still be served while a fresh one is rendered. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * For pages that are the same for every reader: the server's page cache (app/rendering/page-cache.server.ts) and any
 * shared cache in front of it may keep them; browsers check back each time (max-age=0) and get 304 while
 * the page is unchanged. A page that differs by reader must not use this.
 */
export const publicPage = () => ({
  'Cache-Control': `public, max-age=0, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
});

/** For a response that carries something of one reader's (an address in a prefilled form): kept by no cache. */
export const privatePage = { 'Cache-Control': 'private, no-store' };
