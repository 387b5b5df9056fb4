import { readOrCreateSecret } from '~/lib/secret-file.server';

/**
 * The key image URLs are signed with: IMAGE_URL_SECRET when the operator sets one (every web process behind
 * one site must share it), else a random key made once and kept in DATA_DIR/.image-key.
 */
export function readOrCreateImageKey(options: { dataDir: string; secret?: string }): Buffer {
  return readOrCreateSecret({ ...options, file: '.image-key' });
}
