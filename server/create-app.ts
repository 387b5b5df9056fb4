import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import path from 'node:path';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { appServices, requestInfo, type AppServices } from '~/app-context.server';
import { STALE_WHILE_REVALIDATE_SECONDS } from '~/routes/shared/cache-headers';
import type { DatabaseHandle } from '~/db/client.server';
import { migrationsApplied } from '~/db/migrate.server';
import type { Logger } from '~/lib/logger.server';
import { refuseRequest } from '~/lib/request-limits';
import { IMAGE_PATH } from '~/lib/image-url';
import { countArticleViews } from './count-article-views';
import type { LiveUpdates } from './live-updates';
import { uploadsFolder } from '~/domain/content-desk/media-uploads.server';
import { readUploadBytes } from '~/domain/content-desk/upload-bytes.server';
import { createImageEndpoint } from './images/image-endpoint';
import { serveUploads } from './images/serve-upload';
import { createMetrics } from './metrics';
import { fediverseHandler } from './fediverse';
import { fediverseSetup } from '~/domain/fediverse/fediverse-setup.server';
import { fediverseDeliveriesPrompt } from '~/jobs/fediverse-prompt.server';
import { PageCache } from '~/rendering/page-cache.server';
import { precompressedAssets } from '~/rendering/precompressed-assets.server';
import { createPageHandler } from '~/rendering/page-handler.server';
import { formBodiesOnly } from './form-bodies';
import { refuseUnread } from './refuse-unread';
import { newNonce } from './nonce';
import { originForm } from './origin-form';
import { routeLabeller, routeTree } from './route-label';
import { routePathOfRequest } from './request-path';
import { deskNoStore, metricsAccess, sameOriginPosts, securityHeaders } from './security';

export type AppOptions = {
  services: AppServices;
  database: DatabaseHandle;
  /** The production build, or a loader of it (the dev server reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves build/client from disk; the dev server passes Vite's middleware instead. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  /** The page cache to serve from; the server passes its own so content changes can empty it. */
  pageCache?: PageCache;
  /** The live-updates streams of open news lists, at `/live/news`. */
  liveUpdates?: LiveUpdates;
};

/** The page cache as configured; pages are rendered anew on every request in development. */
export function pageCacheFor(config: AppServices['config']): PageCache {
  return new PageCache({
    ttlMs: config.NODE_ENV === 'development' ? 0 : config.PAGE_CACHE_SECONDS * 1000,
    staleMs: STALE_WHILE_REVALIDATE_SECONDS * 1000,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
}

const quietPaths = new Set(['/healthz', '/readyz', '/metrics', '/live/news']);

export function createApp({
  services,
  database,
  build,
  clientDir,
  devMiddleware,
  pageCache = pageCacheFor(services.config),
  liveUpdates,
}: AppOptions): express.Express {
  const { config, logger } = services;
  const app = express();
  const metrics = createMetrics(database.pool, pageCache, liveUpdates);
  app.disable('x-powered-by');
  // A hop count or a list of proxy addresses (the config refuses `true`): who may speak for the client.
  app.set('trust proxy', config.TRUST_PROXY);
  // Express's last-resort handler prints `err.stack` in any other env, and its env follows NODE_ENV.
  app.set('env', config.NODE_ENV === 'development' ? 'development' : 'production');

  const labelOf = typeof build === 'function' ? undefined : routeLabeller(routeTree(build.routes));

  app.use(originForm);

  // Metrics and access logs for every request, labelled by route pattern rather than raw path.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const isAsset =
        req.path.startsWith('/assets/') ||
        req.path.startsWith('/images/') ||
        req.path.startsWith('/uploads/') ||
        req.path === '/favicon.svg';
      const isImage = req.path === IMAGE_PATH;
      const route = quietPaths.has(req.path)
        ? req.path
        : isImage
          ? 'image'
          : isAsset
            ? 'static'
            : (labelOf?.(req.path) ?? 'dev');
      metrics.observe({ method: req.method, route, status: res.statusCode }, seconds);
      // Images log their own failures; a page's dozen covers would drown the access log.
      if (quietPaths.has(req.path) || isAsset || isImage) return;
      const entry = {
        method: req.method,
        path: req.path,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
      };
      if (res.statusCode >= 500) logger.error(entry, 'request failed');
      else logger.info(entry, 'request');
    });
    next();
  });

  app.use(securityHeaders(config.SITE_URL));

  // ActivityPub, WebFinger and NodeInfo (decision 072): before the form-body limits, since an inbox takes
  // JSON activities, with limits of its own.
  // Deliveries queued here (an Accept) are sent by the worker at once, through the job queue (decision 075).
  const fediverse = fediverseSetup({
    db: services.db,
    config,
    logger,
    onDeliveriesQueued: fediverseDeliveriesPrompt(services.jobs, logger),
  });
  app.use(fediverseHandler(fediverse.federation, fediverse.data, config));

  // Refused from the request line and headers alone, before any route reads a byte of the body.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const refusal = refuseRequest(
      {
        method: req.method,
        url: req.originalUrl,
        hostname: req.hostname,
        contentLength: req.get('content-length'),
        transferEncoding: req.get('transfer-encoding'),
        contentType: req.get('content-type'),
      },
      { maxBodyBytes: config.FORM_MAX_BYTES },
    );
    if (!refusal) return next();
    refuseUnread(req, res, refusal);
  });

  app.use(sameOriginPosts(config.SITE_URL));
  app.use(deskNoStore);

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await database.pool.query('SELECT 1');
      if (!(await migrationsApplied(database.pool))) {
        res.status(503).json({ status: 'not ready', reason: 'migrations pending' });
        return;
      }
      res.json({ status: 'ready' });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'not ready', reason: 'database unreachable' });
    }
  });

  // IndexNow checks that the key it was sent is ours by fetching it from the site's root.
  if (config.INDEXNOW_KEY) {
    const key = config.INDEXNOW_KEY;
    app.get(`/${key}.txt`, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=86400').type('text/plain').send(key);
    });
  }

  app.get('/metrics', metricsAccess(config.METRICS_TOKEN), async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // Uploads are read from the database, so every web server of the site has them; one kept on disk by an
  // earlier release is read from DATA_DIR/uploads until the serve command has copied it in.
  const uploadsDir = uploadsFolder(config.DATA_DIR);
  const readUploads = (fileName: string) => readUploadBytes(database.db, uploadsDir, fileName);

  // Covers, resized and cached on disk; before compression, since images are compressed already.
  app.get(
    IMAGE_PATH,
    createImageEndpoint({
      config,
      logger,
      registry: metrics.registry,
      publicDir: clientDir ?? path.resolve('public'),
      readUpload: readUploads,
    }),
  );

  // Images uploaded from the desk, as stored (pages show them through the image endpoint above).
  app.get('/uploads/:fileName', serveUploads(readUploads));

  // Before compression, which would hold the stream's events back to fill its buffers.
  if (liveUpdates) app.get('/live/news', liveUpdates.handle);

  app.use(compression());

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // Fingerprinted build assets never change; everything else in public/ is revalidated hourly.
    app.use('/assets', precompressedAssets(path.join(clientDir, 'assets')));
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    // Only a path that names a file (favicon.svg, images/…) can be one: pages skip the disk lookup.
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(formBodiesOnly(build));
  app.use(countArticleViews({ db: services.db, logger }));
  app.use(
    createPageHandler({
      build,
      routePathOf: routePathOfRequest,
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
      cache: pageCache,
      logger,
      onOutcome: metrics.pageCacheOutcome,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(appServices, services);
        let nonce: string | undefined;
        context.set(requestInfo, {
          clientIp: req.ip ?? req.socket.remoteAddress ?? '',
          // 128 random bits per render (CSP's nonce-source), drawn only for a page the router hydrates (the
          // desk), which is never kept: a reader page, which may be, has no nonce (decision 051).
          get nonce() {
            return (nonce ??= newNonce());
          },
        });
        return context;
      },
    }),
  );
  app.use(errorHandler(logger));
  return app;
}

/**
 * The last handler: logs the error with the request's id (when a proxy sent one) and answers a plain
 * message, never a stack or an error's own text.
 */
function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const fields = (error ?? {}) as { status?: unknown; statusCode?: unknown };
    const declared = fields.status ?? fields.statusCode;
    const status = typeof declared === 'number' && declared >= 400 && declared < 500 ? declared : 500;
    const requestId = req.get('x-request-id')?.slice(0, 100);
    logger[status >= 500 ? 'error' : 'warn'](
      { err: error, method: req.method, path: req.path, requestId },
      'request error',
    );
    // Part of the answer has gone out: the only honest ending left is to cut the connection.
    if (res.headersSent) return void res.destroy();
    res
      .status(status)
      .type('text/plain')
      .set('Cache-Control', 'no-store')
      .send(status >= 500 ? 'Internal server error' : 'Bad request');
  };
}
