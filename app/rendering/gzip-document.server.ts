// A rendered document gzipped for the browsers that ask for it (they all do). Each part of the document is
// deflated on its own, and the pieces are joined into one gzip member: a part deflated with a sync flush ends
// on a byte boundary and refers to nothing before it, so it may follow any other. The stylesheet every page
// carries is deflated once, when first sent, and reused; only the text React rendered is deflated per page.
// The compression middleware's streams took about 5 ms a page (an encoder made per response, its output
// written chunk by chunk); this takes a few tenths of one.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { DocumentBody } from './document-body.server';

/** Magic, deflate, no flags, no modification time, no extra flags, made on Unix (RFC 1952, 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block (fixed Huffman codes, just the end-of-block code) closes the deflate stream. */
const LAST_BLOCK = Buffer.from([3, 0]);
/**
 * The text of each page is deflated fast (level 2: 10% larger than level 6's, in half the time); the shared
 * parts, deflated once, as well as deflate can.
 */
const TEXT_LEVEL = 2;
/** Bodies smaller than this go out as they are: the header and trailer would eat most of the saving. */
export const MIN_GZIP_BYTES = 1024;

/**
 * A part sent with many documents carries its deflated form, once made, under this name. On the buffer, not in
 * a map of this module: the Express server and the app build each load their own copy of it (the stylesheet
 * is marked in one, documents are gzipped in the other).
 */
const DEFLATED = 'dropwireDeflated';
type SharedPart = Buffer & { [DEFLATED]?: Buffer | null };

/**
 * Marks bytes that many documents include (the stylesheet), so they are deflated once, as well as deflate
 * can, rather than with each document. Returns the same buffer.
 */
export function sentWithManyDocuments(part: Buffer): Buffer {
  Object.defineProperty(part, DEFLATED, { value: null, writable: true });
  return part;
}

/**
 * Text is encoded into this buffer, reused page after page, before it is checksummed and deflated: once, where
 * `crc32` and `deflateRawSync` given a string would each encode it again, and without a new buffer per page.
 */
let scratch = Buffer.allocUnsafe(128 * 1024);

function encoded(text: string): Buffer {
  // At most three bytes per UTF-16 code unit.
  if (text.length * 3 > scratch.length) scratch = Buffer.allocUnsafe(text.length * 3);
  return scratch.subarray(0, scratch.write(text));
}

function deflated(part: SharedPart): Buffer {
  const kept = part[DEFLATED];
  if (kept === undefined)
    return deflateRawSync(part, { level: TEXT_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  return (part[DEFLATED] =
    kept ??
    deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }));
}

/** The document as one gzip member, ready to send with `Content-Encoding: gzip`. */
export function gzipDocument({ parts, byteLength }: DocumentBody): Buffer {
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  for (const part of parts) {
    if (part.length === 0) continue;
    const bytes = typeof part === 'string' ? encoded(part) : part;
    pieces.push(deflated(bytes));
    crc = crc32(bytes, crc);
  }
  pieces.push(LAST_BLOCK);
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // The length of the uncompressed data modulo 2^32, as the format asks.
  trailer.writeUInt32LE(byteLength % 0x1_0000_0000, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
