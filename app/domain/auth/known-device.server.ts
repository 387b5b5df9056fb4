import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '~/lib/config.server';
import { derivedKey } from '~/lib/secret-file.server';

// A browser that has signed in to an account before carries a signed note of it (OWASP's "device cookie"),
// sent only to /login. Attempts from such a device are counted apart from everyone else's: strangers
// guessing an account's password from anywhere slow themselves down, never the owner on their own device.

const COOKIE = 'dropwire.known_device';
const MAX_AGE_SECONDS = 365 * 86_400;
/** Accounts one browser remembers (people who share a computer); the oldest goes first. */
const MAX_ENTRIES = 4;

type KeyConfig = Pick<Config, 'DATA_DIR' | 'AUTH_SECRET' | 'SITE_URL'>;

const cookieName = (config: KeyConfig) =>
  config.SITE_URL.startsWith('https://') ? `__Secure-${COOKIE}` : COOKIE;

const macOf = (config: KeyConfig, email: string, nonce: string) =>
  createHmac('sha256', derivedKey(config, 'known-device'))
    .update(`${email.toLowerCase()}\n${nonce}`)
    .digest('base64url')
    .slice(0, 27);

function entriesOf(config: KeyConfig, request: Request): string[] {
  const name = cookieName(config);
  const pair = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!pair) return [];
  return pair
    .slice(name.length + 1)
    .split('~')
    .filter((entry) => /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{27}$/.test(entry))
    .slice(0, MAX_ENTRIES);
}

const sameMac = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** This browser's id for the account at `email`, when it signed in to that account before; else undefined. */
export function knownDeviceOf(config: KeyConfig, request: Request, email: string): string | undefined {
  for (const entry of entriesOf(config, request)) {
    const [nonce, mac] = entry.split('.') as [string, string];
    if (sameMac(mac, macOf(config, email, nonce))) return nonce;
  }
  return undefined;
}

/** The Set-Cookie line that makes this browser known for `email` (kept beside the accounts it knew). */
export function rememberDevice(config: KeyConfig, request: Request, email: string): string {
  const known = knownDeviceOf(config, request, email);
  const nonce = known ?? randomBytes(12).toString('base64url');
  const entry = `${nonce}.${macOf(config, email, nonce)}`;
  const others = entriesOf(config, request).filter((other) => !other.startsWith(`${nonce}.`));
  const value = [entry, ...others].slice(0, MAX_ENTRIES).join('~');
  const secure = config.SITE_URL.startsWith('https://') ? '; Secure' : '';
  return `${cookieName(config)}=${value}; Path=/login; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
