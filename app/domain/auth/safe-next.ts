import { hasControlChars } from '~/lib/untrusted-input';

/**
 * Where to go after signing in: a path on this site only. Anything else (another host, `//host`, a scheme,
 * a backslash that browsers read as a slash) falls back to the desk, so a crafted link cannot send a person
 * who just signed in to a look-alike site.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/admin'): string {
  if (!value || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (hasControlChars(value) || /[\t\n\r]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://dropwire.invalid');
    if (url.host !== 'dropwire.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
