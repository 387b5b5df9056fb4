/**
 * Where `/go/{id}` may send a reader: the stored link's target when it is an absolute http(s) URL, in the URL
 * parser's form (so no line break or space can reach the Location header); undefined for anything else (a
 * `javascript:` link, a relative path, credentials in the address) however it got into the database.
 */
export function outboundTarget(stored: string): string | undefined {
  let url: URL;
  try {
    url = new URL(stored.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // `https://shop.example@evil.example/` reads as the shop and leads elsewhere.
  if (url.username || url.password) return undefined;
  return url.href;
}

/** Longest page path kept with a click: our paths are far shorter; anything longer was made up. */
const MAX_PAGE_LENGTH = 300;

/**
 * The path of our page a click came from, read from the Referer only when that page is on one of `origins`
 * (this site's), so no other site's address is ever stored; its query string is dropped, as it may carry what
 * a reader typed (a search, an e-mail address). Null when unknown.
 */
export function referringPage(referer: string | null | undefined, origins: readonly string[]): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  return url.pathname.length <= MAX_PAGE_LENGTH ? url.pathname : null;
}
