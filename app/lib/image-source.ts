/**
 * Where a cover's bytes come from, read from the stored string: a feed's URL, a path under /public, or an
 * image uploaded from the desk (`/uploads/<name>`, kept under DATA_DIR/uploads). Only these kinds are ever
 * signed or served; anything else (`javascript:`, `//host`, `data:`, a relative path) is no image at all.
 */
export type ImageSource =
  { kind: 'local'; path: string } | { kind: 'upload'; fileName: string } | { kind: 'remote'; url: string };

/** The site path of uploaded images; a stored cover `/uploads/<name>` is one of them. */
export const UPLOADS_PATH = '/uploads/';

/**
 * An uploaded image's file name: the SHA-256 of its (re-encoded) bytes and the one format uploads are kept
 * in. Nothing else under /uploads is an upload, so no other name ever reaches the disk.
 */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{64}\.webp$/;

/** Longer sources are not signed: each would be repeated once per width in every page's srcset. */
export const MAX_IMAGE_SOURCE_LENGTH = 2048;

export function parseImageSource(src: string): ImageSource | undefined {
  if (src.length === 0 || src.length > MAX_IMAGE_SOURCE_LENGTH) return undefined;
  // A site path: one leading slash, no backslash (some parsers read `/\host` as `//host`), no control chars.
  if (src.startsWith(UPLOADS_PATH)) {
    const fileName = src.slice(UPLOADS_PATH.length);
    return UPLOAD_FILE_NAME.test(fileName) ? { kind: 'upload', fileName } : undefined;
  }
  if (src.startsWith('/')) {
    if (src.startsWith('//') || src.includes('\\') || hasControlCharacter(src)) return undefined;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(src, 'http://site.invalid').pathname);
    } catch {
      return undefined;
    }
    // Dot segments were resolved by the URL parser; a segment that is still hidden (`.env`) is refused.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    return { kind: 'local', path: pathname };
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return { kind: 'remote', url: url.toString() };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
