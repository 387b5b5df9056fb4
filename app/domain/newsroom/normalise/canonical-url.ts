// Parameters that identify a campaign or a click, never the page itself.
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_hsenc',
  '_hsmi',
  'ref_src',
  'ref_url',
  'spm',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'rb_clickid',
]);

const isTracking = (name: string) => {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING_PARAMS.has(key);
};

/**
 * The form of a URL used to recognise the same page reached by different links: lower-case host, no
 * fragment, no default port, no tracking parameters, remaining parameters sorted. Undefined for anything
 * that is not an absolute http(s) URL.
 */
export function canonicalUrl(input: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if ((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443'))
    url.port = '';
  const kept = [...url.searchParams.entries()].filter(([name]) => !isTracking(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  // "/path/" and "/path" are the same article on nearly every site.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}
