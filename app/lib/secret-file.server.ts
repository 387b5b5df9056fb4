import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A process-wide secret: the operator's value when one is set (every process behind one site must share
 * it), else a random one made once and kept in DATA_DIR/`file`, readable by its owner only (as the embedded
 * PostgreSQL password is kept).
 */
export function readOrCreateSecret(options: { dataDir: string; file: string; secret?: string }): Buffer {
  if (options.secret) return Buffer.from(options.secret, 'utf8');
  const file = path.join(options.dataDir, options.file);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(options.dataDir, { recursive: true });
  // Written whole under another name, then linked into place, which fails if the file exists: processes
  // starting together on one data folder all end up with the first one's secret, never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readSecret(file)!;
}

function readSecret(file: string): Buffer | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text ? Buffer.from(text, 'utf8') : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The site's own secret: AUTH_SECRET, else one made once in DATA_DIR/.auth-secret. It signs the desk's
 * session cookies; other signed links derive keys of their own from it (`derivedKey`).
 */
export function siteSecret(config: { DATA_DIR: string; AUTH_SECRET?: string }): Buffer {
  return readOrCreateSecret({ dataDir: config.DATA_DIR, file: '.auth-secret', secret: config.AUTH_SECRET });
}

const derivedKeys = new Map<string, Buffer>();

/**
 * A key for one purpose, derived from the site's secret, so a key of one kind never verifies another's. Kept
 * once derived: the secret behind it is fixed for the process (the file is written once, never changed), and
 * sign-ins and rate limits ask for it on every request.
 */
export function derivedKey(config: { DATA_DIR: string; AUTH_SECRET?: string }, purpose: string): Buffer {
  const id = `${config.DATA_DIR}\n${config.AUTH_SECRET ?? ''}\n${purpose}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = createHmac('sha256', siteSecret(config)).update(`dropwire:${purpose}`).digest();
    derivedKeys.set(id, key);
  }
  return key;
}
