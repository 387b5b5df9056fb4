/**
 * Which page an address names, worked out as React Router works it out, for every rule of the server that goes
 * by the path (the desk's cache and origin rules, body limits, the page cache's groups, counting views).
 *
 * The router resolves the address as a URL (dot segments, `%2e%2e`, backslashes), strips the data suffix of a
 * client navigation, decodes each segment (`/%61dmin` is `/admin`) and matches without regard to case. A rule
 * that read the raw path instead would let `/ADMIN/…` or `/x/../admin` reach the desk's loaders and actions
 * without the desk's rules (issue 37). Pure: no I/O, unit-tested in `route-path.test.ts`.
 */

export type RoutePath = {
  /**
   * The path as the router matches it: resolved, without the data suffix, each segment percent-decoded (an
   * encoded slash stays `%2F`, as the router keeps it within its segment). Letter case as sent: a slug's own.
   */
  path: string;
  /** Whether the address asks for the page's data (`/news/x.data`, `/_.data`) rather than its document. */
  data: boolean;
};

/** `url` is the path and query as sent (Express's `req.originalUrl`). */
export function routePathOf(url: string): RoutePath {
  const pathname = resolvedPathname(url);
  const data = pathname.endsWith('.data');
  const bare = pathname.endsWith('/_.data')
    ? pathname.slice(0, -'_.data'.length)
    : data
      ? pathname.slice(0, -'.data'.length)
      : pathname;
  return { path: decodeSegments(bare), data };
}

/**
 * The path's key for the server's own rules: in lower case, without empty segments (`//admin/` is `/admin`).
 * Wider than the router's matching, never narrower: a spelling the router does not match may share a key with
 * one it does, which only ever applies a rule where no page answers.
 */
export function pathKey(path: string): string {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

/** The desk and its sign-in and sign-out: kept by no cache, and posted to only from this site. */
const DESK_SEGMENTS = new Set(['admin', 'login', 'logout']);

export function isDeskPath(path: string): boolean {
  return DESK_SEGMENTS.has(pathKey(path).split('/')[1]!);
}

/**
 * The slug of the article page a path shows (`news/:slug` in app/routes.ts), as the route's loader gets it, or
 * undefined for any other page. Exactly the router's match: `/news//x` is no article page.
 */
export function articleSlugOf(path: string): string | undefined {
  const [empty, section, slug, ...rest] = path.split('/');
  const trailing = rest.length === 0 || (rest.length === 1 && rest[0] === '');
  if (empty !== '' || section?.toLowerCase() !== 'news' || !slug || !trailing) return undefined;
  return slug.includes('%2F') ? undefined : slug;
}

function resolvedPathname(url: string): string {
  try {
    // Joined as text, as the page handler builds the router's request: `//x` stays a path, not a host.
    return url.startsWith('/') ? new URL(`http://site${url}`).pathname : new URL(url).pathname;
  } catch {
    // No page answers an address that does not parse; the raw path is judged as it is.
    return url.split('?', 1)[0]!;
  }
}

function decodeSegments(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // The router leaves a path it cannot decode as it is; the request limits refuse one first (400).
    return pathname;
  }
}
