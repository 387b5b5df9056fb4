import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type client from 'prom-client';
import type { FetchPolicy } from '~/lib/outbound/guarded-fetch.server';
import type { Config } from '~/lib/config.server';
import { installImageKey } from '~/lib/image-signing.server';
import type { Logger } from '~/lib/logger.server';
import { clientLimiter } from '~/lib/rate-limiter';
import { DiskCache } from './disk-cache';
import { FailureMemory } from './failure-memory';
import { createImageFetcher, imageFetchPolicy } from './fetch-image';
import { createImageHandler, type ImageOutcome } from './image-handler';
import { readOrCreateImageKey } from './image-key';
import { imageOutcomeCounter } from './image-metrics';
import { createImageVariants } from './image-variants';
import { PLACEHOLDER_MAX_AGE_SECONDS } from './placeholder';
import { readLocalImage } from './read-local-image';
import { readUpload, type UploadReader } from './read-upload';
import { RecentOriginals } from './recent-originals';
import { transformImage } from './transform-image';
import { WorkLimiter, type WorkLimits } from './work-limiter';

/** About 6000 × 4000: a camera's full frame passes, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Fetched sources kept for their other widths and formats: a minute, 32 MB at most. */
const ORIGINALS = { maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 };
/** A job waits this long for its turn at most; the 503 then asks to come back after as long. */
const MAX_WAIT_MS = 5_000;
/** Clients (hashed) whose rate-limit buckets are held: about 100 bytes each. */
const MAX_LIMITED_CLIENTS = 10_000;

/**
 * The image endpoint as configured: the signing key (installed for this process's pages too), the disk
 * cache under DATA_DIR, remote fetches through the crawler's guarded GET, the work limits, the per-client
 * rate limit and the outcome counter.
 */
export function createImageEndpoint(options: {
  config: Config;
  logger: Logger;
  registry: client.Registry;
  /** The site's public files: build/client, or public/ under the dev server. */
  publicDir: string;
  /** Uploads from the desk, by name. */
  readUpload: UploadReader;
}) {
  const { config, logger } = options;
  const key = imageKey(config, logger);
  installImageKey(key);
  const cacheDir = path.join(config.DATA_DIR, 'image-cache');
  return buildImageHandler({
    key,
    publicDir: options.publicDir,
    readUpload: options.readUpload,
    cache: new DiskCache(cacheDir, config.IMAGE_CACHE_MAX_MB * 1024 * 1024, {
      onUnavailable: (error) =>
        logger.warn(
          { err: error, cacheDir },
          'the image cache folder cannot be used: covers are made for every request',
        ),
    }),
    fetchPolicy: imageFetchPolicy(config.ALLOW_PRIVATE_SOURCES),
    maxInputPixels: MAX_INPUT_PIXELS,
    work: {
      concurrency: config.IMAGE_CONCURRENCY,
      maxQueued: config.IMAGE_QUEUE_MAX,
      maxBytes: config.IMAGE_MEMORY_MAX_MB * 1024 * 1024,
      maxWaitMs: MAX_WAIT_MS,
    },
    perClientPerMinute: config.IMAGE_RATE_LIMIT,
    logger: options.logger,
    onOutcome: imageOutcomeCounter(options.registry),
  });
}

/**
 * The signing key; if DATA_DIR cannot keep one (a read-only folder), a key for this run only, so the site
 * still serves, with a warning: image URLs then change at every restart.
 */
function imageKey(config: Config, logger: Logger): Buffer {
  try {
    return readOrCreateImageKey({ dataDir: config.DATA_DIR, secret: config.IMAGE_URL_SECRET });
  } catch (error) {
    logger.warn(
      { err: error, dataDir: config.DATA_DIR },
      'cannot keep the image key in DATA_DIR; image URLs change at every restart (set IMAGE_URL_SECRET)',
    );
    return randomBytes(32);
  }
}

export type ImageHandlerSettings = {
  key: Buffer;
  publicDir: string;
  /** Images uploaded from the desk; unset, an upload source is not found. */
  readUpload?: UploadReader;
  cache: DiskCache;
  fetchPolicy: FetchPolicy;
  maxInputPixels: number;
  work: WorkLimits;
  /** Images a client may have made per minute (and at once); files from the disk cache are free. 0: no limit. */
  perClientPerMinute: number;
  /** Fetched sources kept for their other variants; the server's defaults unless a test sets its own. */
  originals?: { maxBytes: number; ttlMs: number };
  logger: Logger;
  onOutcome?: (outcome: ImageOutcome) => void;
};

/** The handler put together from explicit settings (the server's come from config; tests set their own). */
export function buildImageHandler(settings: ImageHandlerSettings) {
  const fetcher = createImageFetcher(settings.fetchPolicy);
  const maxSourceBytes = settings.fetchPolicy.maxBytes;
  const originals = settings.originals ?? ORIGINALS;
  const variants = createImageVariants({
    cache: settings.cache,
    failures: new FailureMemory(PLACEHOLDER_MAX_AGE_SECONDS * 1000),
    originals: new RecentOriginals(originals.maxBytes, originals.ttlMs),
    limiter: new WorkLimiter(settings.work),
    load: (source, signal) =>
      source.kind === 'local'
        ? readLocalImage(settings.publicDir, source.path, maxSourceBytes)
        : source.kind === 'upload'
          ? readUpload(settings.readUpload, source.fileName, maxSourceBytes)
          : fetcher.fetch(source.url, signal),
    transform: (input, options) =>
      transformImage(input, { ...options, maxInputPixels: settings.maxInputPixels }),
  });
  return createImageHandler({
    key: settings.key,
    variants,
    limitClient:
      settings.perClientPerMinute > 0
        ? clientLimiter({
            limit: settings.perClientPerMinute,
            windowMs: 60_000,
            maxClients: MAX_LIMITED_CLIENTS,
          })
        : undefined,
    logger: settings.logger.child({ module: 'images' }),
    onOutcome: settings.onOutcome,
  });
}
