import { createHash } from 'node:crypto';
import type { ImageSource } from '~/lib/image-source';
import type { ImageWidth } from '~/lib/image-url';
import type { DiskCache } from './disk-cache';
import type { FailureMemory } from './failure-memory';
import { ImageOverloadedError, ImageSourceError } from './image-errors';
import { contentTypes, type EncodedFormat, type OutputFormat } from './output-format';
import type { RecentOriginals } from './recent-originals';
import { SharedWork } from './shared-work';
import type { WorkContext, WorkLimiter } from './work-limiter';

export type VariantRequest = {
  src: string;
  source: ImageSource;
  width: ImageWidth;
  version: number;
  format: OutputFormat;
};

export type Variant = { bytes: Buffer; contentType: string; etag: string };

export type VariantResult =
  | { ok: true; variant: Variant; outcome: 'hit' | 'miss' }
  | { ok: false; outcome: 'failed' | 'remembered_failure'; error: ImageSourceError }
  | { ok: false; outcome: 'overloaded'; retryAfterSeconds: number }
  | { ok: false; outcome: 'limited'; retryAfterSeconds: number }
  | { ok: false; outcome: 'aborted' };

export type VariantOptions = {
  /** Aborts when the client has gone: work only it waited for stops, or never starts. */
  signal?: AbortSignal;
  /** Asked before work is done for this client (not for a file from disk): its rate limit. */
  admit?: () => { allowed: boolean; retryAfterSeconds: number };
};

export type VariantDeps = {
  cache: DiskCache;
  failures: FailureMemory;
  /** Sources fetched lately, so another width or format does not fetch again. */
  originals: RecentOriginals;
  /** Admission for the work: each job loads a source and encodes one variant. */
  limiter: WorkLimiter;
  /** The source's bytes: read from the site's files or fetched through the guard; stops when `signal` aborts. */
  load: (source: ImageSource, signal: AbortSignal) => Promise<Buffer>;
  transform: (
    input: Buffer,
    options: {
      width: number;
      format: OutputFormat;
      allowSvg: boolean;
      /** Told the decoded size once known, for the limiter's memory budget. */
      reserve: (bytes: number) => void;
    },
  ) => Promise<{ bytes: Buffer; format: EncodedFormat }>;
};

/**
 * One variant (source, width, format) from the disk cache, or made under the limiter. Requests for the
 * same variant share one job, and jobs for the same source share one fetch (kept briefly for the source's
 * other variants). A failed source is remembered for a while; work that every waiting client abandoned
 * stops; work beyond the limiter's bounds is refused, to be retried later.
 */
export function createImageVariants(
  deps: VariantDeps,
): (request: VariantRequest, options?: VariantOptions) => Promise<VariantResult> {
  const variantJobs = new SharedWork<Buffer>();
  const sourceFetches = new SharedWork<Buffer>();

  /** The source's bytes: kept from a recent fetch, or fetched once for every job that needs them now. */
  async function original(request: VariantRequest, signal: AbortSignal): Promise<Buffer> {
    const kept = deps.originals.get(request.src);
    if (kept) return kept;
    return sourceFetches.run(request.src, signal, async (fetchSignal) => {
      const bytes = await deps.load(request.source, fetchSignal);
      deps.originals.keep(request.src, bytes);
      return bytes;
    });
  }

  async function make(name: string, request: VariantRequest, work: WorkContext): Promise<Buffer> {
    try {
      const input = await original(request, work.signal);
      work.hold(input.length);
      // The source may have arrived after the last client left: no transform for nobody.
      work.signal.throwIfAborted();
      const { bytes } = await deps.transform(input, {
        width: request.width,
        format: request.format,
        allowSvg: request.source.kind === 'local',
        reserve: work.hold,
      });
      // A failed write costs only a transform next time; the reader still gets the image.
      await deps.cache.put(name, bytes).catch(() => undefined);
      return bytes;
    } catch (error) {
      // An abandoned fetch says nothing about the source: only real failures are remembered.
      if (error instanceof ImageSourceError && !work.signal.aborted)
        deps.failures.remember(request.src, error);
      throw error;
    }
  }

  return async (request, { signal, admit } = {}) => {
    const name = variantName(request);
    const kept = await deps.cache.get(name);
    if (kept) return { ok: true, variant: variantOf(kept), outcome: 'hit' };
    const remembered = deps.failures.recall(request.src);
    if (remembered) return { ok: false, error: remembered, outcome: 'remembered_failure' };
    const admission = admit?.();
    if (admission && !admission.allowed)
      return { ok: false, outcome: 'limited', retryAfterSeconds: admission.retryAfterSeconds };
    try {
      const bytes = await variantJobs.run(name, signal, (jobSignal) =>
        deps.limiter.run((work) => make(name, request, work), jobSignal),
      );
      return { ok: true, variant: variantOf(bytes), outcome: 'miss' };
    } catch (error) {
      if (signal?.aborted) return { ok: false, outcome: 'aborted' };
      if (error instanceof ImageOverloadedError)
        return { ok: false, outcome: 'overloaded', retryAfterSeconds: error.retryAfterSeconds };
      if (error instanceof ImageSourceError) return { ok: false, error, outcome: 'failed' };
      throw error;
    }
  };
}

/** The cache file of a variant: a hash of what makes it, and the format asked for. */
function variantName(request: Pick<VariantRequest, 'src' | 'width' | 'version' | 'format'>): string {
  const hash = createHash('sha256')
    .update(`${request.version}\n${request.width}\n${request.format}\n${request.src}`)
    .digest('hex')
    .slice(0, 40);
  return `${hash}.${request.format}`;
}

function variantOf(bytes: Buffer): Variant {
  return {
    bytes,
    contentType: contentTypes[sniff(bytes)],
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

/** What was encoded, from the file's first bytes (a 'legacy' variant is JPEG or PNG). */
function sniff(bytes: Buffer): EncodedFormat {
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return 'avif';
}
