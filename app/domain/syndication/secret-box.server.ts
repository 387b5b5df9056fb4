import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '~/lib/secret-file.server';

/** The key channel secrets are sealed with: derived from the site's secret (AUTH_SECRET or DATA_DIR's). */
export const channelKey = (config: { DATA_DIR: string; AUTH_SECRET?: string }) =>
  derivedKey(config, 'channel-secrets');

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; tampering makes opening fail. */
export function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
