import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseImageSource } from './image-source';
import { rememberAnswers } from './remember-answers';
import { IMAGE_VERSION, type SignedImage } from './image-url';

/** 16 bytes of HMAC-SHA256 (128 bits), 22 characters of base64url: short, since srcset repeats it. */
const SIGNATURE_BYTES = 16;

// Cards are built deep inside content queries, in the app bundle, while the key is read by the Express
// server from DATA_DIR; both load their own copy of this module, so the key is shared through the global
// object (as app-context.server.ts shares React Router's context keys).
const holder = globalThis as typeof globalThis & { __dropwireImageKey?: Buffer };

/** Sets the key this process signs image URLs with; the web server calls it once, before it serves. */
export function installImageKey(key: Buffer): void {
  holder.__dropwireImageKey = key;
}

/**
 * The installed key. A process that never installed one (a test building cards, a CLI command) gets a
 * random key of its own: its URLs verify only in itself, and it serves none.
 */
function currentKey(): Buffer {
  holder.__dropwireImageKey ??= randomBytes(32);
  return holder.__dropwireImageKey;
}

function signature(key: Buffer, src: string, version: number): Buffer {
  return createHmac('sha256', key).update(`${version}\n${src}`).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * Covers signed so far, with the key they were signed with: every page rendered signs its cards' covers again,
 * and an HMAC (its key set up each time) and a URL parse per cover were a few per cent of a page's time.
 */
let signer: { key: Buffer; sign: (src: string) => SignedImage | null } | undefined;

function signerFor(key: Buffer) {
  if (signer?.key !== key) {
    const sign = (src: string) =>
      parseImageSource(src)
        ? Object.freeze({ src, sig: signature(key, src, IMAGE_VERSION).toString('base64url') })
        : null;
    signer = { key, sign: rememberAnswers(sign, 4_096) };
  }
  return signer.sign;
}

/**
 * A cover's source signed for the image endpoint, or null when there is no cover or it is not an image
 * source the endpoint would serve. The signature covers the source and the pipeline version, not the
 * width: every page lists all widths of a cover in its srcset, so signing each would add bytes, not safety.
 */
export function signImage(src: string | null | undefined, key: Buffer = currentKey()): SignedImage | null {
  return src ? signerFor(key)(src) : null;
}

/** Whether `sig` is this server's signature of the source at that pipeline version (in constant time). */
export function verifyImage(src: string, version: number, sig: string, key: Buffer = currentKey()): boolean {
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, src, version);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
