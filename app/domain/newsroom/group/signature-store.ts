import type { Signature } from '../normalise/similarity';

/** Numbers per chunk of the signature store: 4 MB, about 5,900 full signatures of today's length. */
const CHUNK_NUMBERS = 1 << 20;
/** Numbers per arena that unpacked signatures are handed out from: 64 KB, about 90 signatures. */
const ARENA_NUMBERS = 1 << 14;

/**
 * The story index's signatures, copied end to end into large chunks that are never moved or resized. As one
 * typed array each, a signature of 708 bytes cost about 1 KB more in its own buffer, the buffer's bookkeeping
 * outside the heap and two objects for the collector, hundreds of thousands of times over (decision 087).
 *
 * A signature is stored either whole, and handed out as a view that stays valid for as long as it is held
 * (a chunk is only ever appended to), or packed (decision 094): a bitmap of the numbers that are not -1 (a
 * part of the signature that had nothing is -1 throughout: no names, no anchors, no meaning without an
 * embedder) followed by those numbers. A packed signature is unpacked into a new array each time it is asked
 * for, from arenas that are never reused, so what one caller holds no other call overwrites. Packing is
 * lossless: an unpacked signature holds the same numbers as the one put in.
 */
export class SignatureStore {
  private chunks: Int32Array[] = [];
  private used = CHUNK_NUMBERS;
  private arena = new Int32Array(0);
  private arenaUsed = 0;

  /** Room for `length` numbers in one chunk; returns where it starts: chunk × CHUNK_NUMBERS + offset. */
  private reserve(length: number): number {
    if (this.used + length > CHUNK_NUMBERS) {
      // A signature longer than a chunk (none is) gets a chunk of its own length.
      this.chunks.push(new Int32Array(Math.max(CHUNK_NUMBERS, length)));
      this.used = 0;
    }
    const at = (this.chunks.length - 1) * CHUNK_NUMBERS + this.used;
    this.used += length;
    return at;
  }

  private chunkOf(at: number): { chunk: Int32Array; offset: number } {
    const offset = at % CHUNK_NUMBERS;
    return { chunk: this.chunks[(at - offset) / CHUNK_NUMBERS]!, offset };
  }

  /** Copies a signature in whole; returns where it starts. */
  put(signature: Signature): number {
    const at = this.reserve(signature.length);
    const { chunk, offset } = this.chunkOf(at);
    chunk.set(signature, offset);
    return at;
  }

  /**
   * Copies a signature in packed; returns where it starts, or undefined when packing would save nothing (the
   * caller then puts it whole).
   */
  putPacked(signature: Signature): number | undefined {
    const words = Math.ceil(signature.length / 32);
    let kept = 0;
    for (let i = 0; i < signature.length; i++) if (signature[i] !== -1) kept++;
    if (words + kept >= signature.length) return undefined;
    const at = this.reserve(words + kept);
    const { chunk, offset } = this.chunkOf(at);
    chunk.fill(0, offset, offset + words);
    let next = offset + words;
    for (let i = 0; i < signature.length; i++) {
      const value = signature[i]!;
      if (value === -1) continue;
      chunk[offset + (i >>> 5)]! |= 1 << (i & 31);
      chunk[next++] = value;
    }
    return at;
  }

  /** A view of a signature stored whole. */
  view(at: number, length: number): Signature {
    const { chunk, offset } = this.chunkOf(at);
    return chunk.subarray(offset, offset + length);
  }

  /** A new array holding a packed signature of `length` numbers, as it was put in. */
  unpack(at: number, length: number): Signature {
    if (this.arenaUsed + length > this.arena.length) {
      this.arena = new Int32Array(Math.max(ARENA_NUMBERS, length));
      this.arenaUsed = 0;
    }
    const signature = this.arena.subarray(this.arenaUsed, this.arenaUsed + length);
    this.arenaUsed += length;
    const { chunk, offset } = this.chunkOf(at);
    let next = offset + Math.ceil(length / 32);
    for (let i = 0; i < length; i++)
      signature[i] = (chunk[offset + (i >>> 5)]! >>> (i & 31)) & 1 ? chunk[next++]! : -1;
    return signature;
  }

  /** Numbers a signature takes in the store, whole or packed, for the footprint. */
  get bytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  }
}
