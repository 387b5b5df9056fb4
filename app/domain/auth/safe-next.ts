import { hasControlChars } from '~/lib/untrusted-input';

/** A path a browser reads as a path of this site: one slash first, never `//host` or a backslash. */
const isLocalPath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/**
 * Where to go after signing in: a path on this site only. Anything else (another host, `//host`, a scheme,
 * a backslash that browsers read as a slash) falls back to the desk, so a crafted link cannot send a person
 * who just signed in to a look-alike site. The path returned is judged as well as the one given: resolving
 * dot segments turns `/.//evil.example` into `//evil.example`, which a browser reads as another host.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/admin'): string {
  if (!value || value.length > 500) return fallback;
  if (!isLocalPath(value)) return fallback;
  if (hasControlChars(value) || /[\t\n\r]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://dropwire.invalid');
    if (url.host !== 'dropwire.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isLocalPath(url.pathname) ? path : fallback;
  } catch {
    return fallback;
  }
}
