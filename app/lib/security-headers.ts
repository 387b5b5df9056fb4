/**
 * The site's security headers (decision 024). Pure: the server edge sets the common ones on every response,
 * and the document renderer sets the page policy (decision 051).
 */

export type PolicyOptions = {
  /**
   * The nonce of this render's inline scripts: only on a page React Router hydrates (the desk), whose context
   * and module loader are inline and differ per render, and which no cache keeps. A reader page has none: it
   * may be kept and served to everyone, to whom its nonce would be public (decision 051).
   */
  nonce?: string;
  /** The ad network's scripts and frames are allowed only when one is configured. */
  adNetwork: boolean;
  https: boolean;
};

// Google's ad network serves its script, frames and beacons from these hosts.
const AD_SCRIPT_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.adtrafficquality.google',
];
const AD_FRAME_HOSTS = [...AD_SCRIPT_HOSTS, 'https://*.google.com'];

/**
 * The Content-Security-Policy of an HTML page: scripts only as files from this site (or the ad network's,
 * when one is configured), inline ones only with the render's nonce where there is one and never otherwise,
 * no plugins, no <base> rewriting, forms post only here, and no site may frame ours. Styles may be inline: the
 * stylesheet is inlined into each page and React writes style attributes.
 */
export function pageContentSecurityPolicy({ nonce, adNetwork, https }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(adNetwork ? AD_SCRIPT_HOSTS : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Covers come through our image endpoint; article bodies and ads may show images from their hosts.
    ['img-src', "'self'", 'data:', 'https:'],
    ['media-src', "'self'", 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(adNetwork ? AD_SCRIPT_HOSTS : [])],
    // Videos play in YouTube's privacy-enhanced player, loaded only after the reader's click.
    ['frame-src', 'https://www.youtube-nocookie.com', ...(adNetwork ? AD_FRAME_HOSTS : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** For every response that is not a page (feeds, JSON, images, files): nothing in it may run or be framed. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Headers every response carries. */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
