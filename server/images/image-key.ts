import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = '.image-key';

/**
 * The key image URLs are signed with: IMAGE_URL_SECRET when the operator sets one (every web process behind
 * one site must share it), else a random key made once and kept in DATA_DIR/.image-key, readable by its
 * owner only (as the embedded PostgreSQL password is kept).
 */
export function readOrCreateImageKey(options: { dataDir: string; secret?: string }): Buffer {
  if (options.secret) return Buffer.from(options.secret, 'utf8');
  const file = path.join(options.dataDir, KEY_FILE);
  const existing = readKey(file);
  if (existing) return existing;
  mkdirSync(options.dataDir, { recursive: true });
  // Written whole under another name, then linked into place, which fails if the file exists: processes
  // starting together on one data folder all end up with the first one's key, never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKey(file)!;
}

function readKey(file: string): Buffer | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text ? Buffer.from(text, 'utf8') : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
