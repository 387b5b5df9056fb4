import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import {
  documentBody,
  documentBodyOf,
  documentBytes,
  endWithDocument,
  type DocumentBody,
} from './document-body.server';
import { matchesEtag } from '~/lib/etag';
import { gzipDocument, MIN_GZIP_BYTES } from './gzip-document.server';
import type { Logger } from '~/lib/logger.server';
import { pathKey, type RoutePath } from '~/lib/route-path';
import type { CachedPage, PageCache } from './page-cache.server';
import { routePartitions } from './route-partitions.server';
import { withUnsentReaderData } from './unsent-loader-data.server';

export type PageHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
  cache: PageCache;
  logger: Logger;
  /** The path React Router will match for a request, as the server's other rules read it (server/request-path.ts). */
  routePathOf: (req: ExpressRequest) => RoutePath;
  /** Counts each outcome for metrics: served from memory, rendered for everyone waiting, or rendered for one request. */
  onOutcome?: (outcome: CacheOutcome) => void;
};

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

type Rendered = { status: number; headers: [string, string][]; body: DocumentBody };

/**
 * What a render for everyone gave: the page as kept, or the response itself, which readers who waited for the
 * same render may also get when it is public and still current (a page asked for the first time is not kept).
 */
type Shared = { page: CachedPage } | { response: Rendered; forEveryone: boolean };

/**
 * React Router behind Express, with the page cache in front: a GET without credentials is answered from
 * memory when a route marked the page `public`, and concurrent requests for a page being rendered wait
 * for that one render; a page whose time is up is served once more while it is rendered again.
 * Everything else (forms, HEAD, requests with cookies) is rendered for itself.
 */
export function createPageHandler({
  build,
  mode,
  getLoadContext,
  cache,
  logger,
  onOutcome,
  routePathOf,
}: PageHandlerOptions) {
  // Documents get reader pages' loader data unencoded; client navigations' data requests need it encoded.
  const documentBuild =
    typeof build === 'function'
      ? async () => withUnsentReaderData(await build())
      : withUnsentReaderData(build);
  const handleDocument = createRequestHandler(documentBuild, mode);
  const handleData = createRequestHandler(build, mode);
  // A document is matched against only the routes its address could reach (the dev server's build changes
  // under it, so there every request gets the whole build).
  const partOf = typeof documentBuild === 'function' ? undefined : routePartitions(documentBuild);
  const partHandlers = new Map<ServerBuild, RequestHandler>();
  const documentHandler = (pathname: string): RequestHandler => {
    const part = partOf?.(pathname);
    if (!part) return handleDocument;
    let handler = partHandlers.get(part);
    if (!handler) partHandlers.set(part, (handler = createRequestHandler(part, mode)));
    return handler;
  };
  const handle = (req: ExpressRequest, signal?: AbortSignal) =>
    (routePathOf(req).data ? handleData : documentHandler(req.path))(
      toFetchRequest(req, signal),
      getLoadContext(req),
    );
  const rendering = new Map<string, { ticket: number; result: Promise<Shared> }>();

  async function renderShared(
    key: string,
    group: string,
    ticket: number,
    req: ExpressRequest,
  ): Promise<Shared> {
    // Not tied to this client's connection: the page is rendered for everyone waiting, and kept.
    const response = await handle(req);
    const body = documentBody(response) ?? documentBodyOf([Buffer.from(await response.arrayBuffer())]);
    const headers = [...response.headers].filter(([name]) => name !== 'content-length');
    const rendered = { status: response.status, headers, body };
    const shareable = isShareable(response);
    const page =
      shareable && cache.admits(key)
        ? cache.set(key, group, ticket, { ...rendered, body: documentBytes(body) })
        : undefined;
    return page ? { page } : { response: rendered, forEveryone: shareable && cache.isCurrent(group, ticket) };
  }

  /**
   * The render of `key` under way, or a new one, which this request leads: one render per page however
   * many readers wait for it.
   */
  function renderOnce(key: string, group: string, req: ExpressRequest) {
    const current = rendering.get(key);
    if (current && cache.isCurrent(group, current.ticket)) return { ...current, leads: false };
    const ticket = cache.ticket();
    const pending = { ticket, result: renderShared(key, group, ticket, req) };
    rendering.set(key, pending);
    const settle = () => {
      if (rendering.get(key) === pending) rendering.delete(key);
    };
    pending.result.then(settle, settle);
    return { ...pending, leads: true };
  }

  /** Rendered for this request alone, and streamed to it; stops rendering if the client goes away. */
  async function renderAlone(req: ExpressRequest, res: ExpressResponse) {
    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    await sendResponse(req, res, await handle(req, aborter.signal));
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!cache.enabled || !mayShare(req)) {
        onOutcome?.('bypass');
        return await renderAlone(req, res);
      }
      const key = req.originalUrl;
      // A page's document and its client-navigation data (`/news/x.data`) are one page, and so is every
      // spelling of its address (`/NEWS/x`, `/news/%78`): dropping the group drops every copy kept of it.
      const group = pathKey(routePathOf(req).path);
      const kept = cache.get(key);
      if (kept && !kept.stale) {
        onOutcome?.('hit');
        return sendPage(cache, req, res, kept.page, 'hit');
      }
      const pending = renderOnce(key, group, req);
      if (kept) {
        // Served as it was while the render under way replaces it; a failed render is only logged.
        pending.result.catch((error: unknown) =>
          logger.error({ err: error, path: req.path }, 'page render failed'),
        );
        onOutcome?.('stale');
        return sendPage(cache, req, res, kept.page, 'stale');
      }
      const shared = await pending.result;
      if ('page' in shared) {
        onOutcome?.('miss');
        return sendPage(cache, req, res, shared.page, 'miss');
      }
      if (shared.forEveryone) {
        onOutcome?.('miss');
        res.set('X-Cache', 'MISS');
        return sendRendered(req, res, shared.response, req.headers['if-none-match']);
      }
      onOutcome?.('bypass');
      // Not for sharing (not public, an error page, a cookie set): only the request that rendered it gets
      // it, and each other waiting request is rendered for itself.
      if (pending.leads) return sendRendered(req, res, shared.response);
      await renderAlone(req, res);
    } catch (error) {
      next(error);
    }
  };
}

/** Only what cannot depend on who asks: a GET with no cookie and no credentials. */
function mayShare(req: ExpressRequest): boolean {
  return req.method === 'GET' && req.headers.cookie === undefined && req.headers.authorization === undefined;
}

/**
 * A response a route marked `public`, complete, and the same for everyone who asks. A page whose policy names
 * a nonce is none of these: its nonce would be everyone's, and guard nothing (decision 051).
 */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  if (response.headers.get('content-security-policy')?.includes("'nonce-")) return false;
  const directives = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(directives) || /\b(private|no-store)\b/.test(directives)) return false;
  const vary = response.headers.get('vary');
  return (
    !vary ||
    vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .every((name) => name === 'accept-encoding')
  );
}

function sendPage(
  cache: PageCache,
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  outcome: CacheOutcome,
): void {
  res.status(page.status);
  for (const [name, value] of page.headers) if (name !== 'etag') res.set(name, value);
  res.set('ETag', page.etag);
  res.set('X-Cache', outcome.toUpperCase());
  if (outcome !== 'miss') res.set('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
  res.vary('Accept-Encoding');
  if (matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? cache.gzipped(page) : page.body;
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(body.length));
  res.end(body);
}

/** A render sent as it is; with the validator a reader sent (a page shared with readers waiting for it), 304. */
function sendRendered(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Rendered,
  ifNoneMatch?: string,
): void {
  res.status(response.status);
  for (const [name, value] of response.headers)
    if (name.toLowerCase() === 'set-cookie') res.append(name, value);
    else res.set(name, value);
  const etag = res.get('ETag');
  if (ifNoneMatch && etag && matchesEtag(ifNoneMatch, etag)) {
    res.status(304).end();
    return;
  }
  sendDocument(req, res, response.body);
}

/**
 * Ends the response with a rendered document, gzipped when the client accepts gzip (every browser does), in
 * one piece with its length either way. The route's headers no longer carry a length that holds (the body may
 * have been read from a stream, or is compressed here), so it is set here.
 */
function sendDocument(req: ExpressRequest, res: ExpressResponse, body: DocumentBody): void {
  res.vary('Accept-Encoding');
  if (body.byteLength >= MIN_GZIP_BYTES && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    const gzip = gzipDocument(body);
    // Set before the compression middleware looks, so it leaves the body alone.
    res.set('Content-Encoding', 'gzip');
    res.set('Content-Length', String(gzip.length));
    res.end(gzip);
    return;
  }
  res.set('Content-Length', String(body.byteLength));
  endWithDocument(res, body);
}

/** The Fetch API request React Router expects, built from Express's (whose `hostname` honours trust proxy). */
function toFetchRequest(req: ExpressRequest, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  const host = req.get('host')?.split(/[\\/?#@]/)[0] || 'localhost';
  // Joined as text: resolving `//elsewhere/x` against a base would change the host.
  const url = `${req.protocol}://${host}${req.originalUrl}`;
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendResponse(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: a route's header replaces the server's default of the same name (its
  // Content-Security-Policy, say). Fetch headers arrive joined already, Set-Cookie aside.
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.set(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie);
  if (!response.body) {
    res.end();
    return;
  }
  const document = documentBody(response);
  if (document) {
    sendDocument(req, res, document);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
