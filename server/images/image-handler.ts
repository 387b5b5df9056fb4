import type { NextFunction, Request, Response } from 'express';
import { matchesEtag } from '~/lib/etag';
import { verifyImage } from '~/lib/image-signing.server';
import { parseImageSource, type ImageSource } from '~/lib/image-source';
import type { Logger } from '~/lib/logger.server';
import type { RateLimitDecision } from '~/lib/rate-limiter';
import { parseImageQuery } from './image-query';
import type { Variant, VariantOptions, VariantRequest, VariantResult } from './image-variants';
import { negotiateFormat } from './output-format';
import { PLACEHOLDER_MAX_AGE_SECONDS, placeholderEtag, placeholderSvg } from './placeholder';

export type ImageOutcome = 'hit' | 'miss' | 'failed' | 'refused' | 'limited' | 'overloaded' | 'aborted';

export type ImageHandlerOptions = {
  /** The key the pages' image URLs were signed with. */
  key: Buffer;
  variants: (request: VariantRequest, options: VariantOptions) => Promise<VariantResult>;
  /** Takes one of the client's tokens for an image that must be made; unset, no client is limited. */
  limitClient?: (clientIp: string) => RateLimitDecision;
  logger: Logger;
  onOutcome?: (outcome: ImageOutcome) => void;
};

/**
 * GET /img?src=…&w=…&v=…&s=…: one width of a cover, in the best format the client reads. Only sources
 * this server signed are served (it is not an open proxy); variants are immutable, since their URL names
 * the source, the width, the pipeline version and the signature. A source that fails gets a placeholder.
 */
export function createImageHandler({ key, variants, limitClient, logger, onOutcome }: ImageHandlerOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = parseImageQuery(req.query);
      if (!parsed.ok) return refuse(res, 400, `Bad image request: ${parsed.problems.join('; ')}`, onOutcome);
      const { src, w: width, v: version, s: sig } = parsed.query;
      if (!verifyImage(src, version, sig, key))
        return refuse(res, 403, 'Forbidden: the image signature does not match', onOutcome);
      const source = parseImageSource(src);
      if (!source)
        return refuse(
          res,
          400,
          'Bad image request: src: expected an http(s) URL or a path of this site',
          onOutcome,
        );

      const format = negotiateFormat(req.get('accept'));
      // A client that hangs up stops the work only it was waiting for ('close' after the answer is no abort).
      const gone = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) gone.abort(new Error('the client closed the connection'));
      });
      const clientIp = req.ip ?? req.socket.remoteAddress ?? '';
      const result = await variants(
        { src, source, width, version, format },
        { signal: gone.signal, admit: limitClient && (() => limitClient(clientIp)) },
      );
      res.vary('Accept');
      if (result.ok) {
        onOutcome?.(result.outcome);
        return sendVariant(req, res, result.variant);
      }
      if (result.outcome === 'aborted') return void onOutcome?.('aborted');
      if (result.outcome === 'limited' || result.outcome === 'overloaded') {
        onOutcome?.(result.outcome);
        return sendBusy(res, result.outcome, result.retryAfterSeconds);
      }
      onOutcome?.('failed');
      const entry = { code: result.error.code, reason: result.error.message, ...describe(source) };
      if (result.outcome === 'failed') logger.warn(entry, 'cover image failed; placeholder served');
      else logger.debug(entry, 'cover image failed lately; placeholder served');
      sendPlaceholder(req, res);
    } catch (error) {
      next(error);
    }
  };
}

function sendVariant(req: Request, res: Response, variant: Variant): void {
  res.set({
    'Content-Type': variant.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: variant.etag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (matchesEtag(req.get('if-none-match'), variant.etag)) return void res.status(304).end();
  res.set('Content-Length', String(variant.bytes.length)).end(variant.bytes);
}

function sendPlaceholder(req: Request, res: Response): void {
  res.set({
    'Content-Type': 'image/svg+xml',
    'Cache-Control': `public, max-age=${PLACEHOLDER_MAX_AGE_SECONDS}`,
    ETag: placeholderEtag,
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, the SVG may run nothing and load nothing.
    'Content-Security-Policy': "default-src 'none'",
  });
  if (matchesEtag(req.get('if-none-match'), placeholderEtag)) return void res.status(304).end();
  res.set('Content-Length', String(placeholderSvg.length)).end(placeholderSvg);
}

/**
 * 429 for a client past its rate limit, 503 when the process makes all the images it may: both say when to
 * come back, and neither may be kept by a cache (the placeholder would stand in for a cover that works).
 */
function sendBusy(res: Response, outcome: 'limited' | 'overloaded', retryAfterSeconds: number): void {
  res
    .status(outcome === 'limited' ? 429 : 503)
    .set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' })
    .type('text/plain')
    .send(
      outcome === 'limited'
        ? `Too many new images requested; try again in ${retryAfterSeconds} s`
        : `Too many images are being made right now; try again in ${retryAfterSeconds} s`,
    );
}

function refuse(
  res: Response,
  status: 400 | 403,
  message: string,
  onOutcome: ImageHandlerOptions['onOutcome'],
): void {
  onOutcome?.('refused');
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

/** What the log may say about a source: its kind and host, not the whole (hostile) URL. */
function describe(source: ImageSource): { source: string; host?: string } {
  if (source.kind === 'local') return { source: 'site file' };
  if (source.kind === 'upload') return { source: 'upload' };
  return { source: 'remote', host: new URL(source.url).host };
}
