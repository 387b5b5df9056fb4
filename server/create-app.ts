import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import path from 'node:path';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { appServices, requestInfo, type AppServices } from '~/app-context.server';
import type { DatabaseHandle } from '~/db/client.server';
import { migrationsApplied } from '~/db/migrate.server';
import { createMetrics } from './metrics';
import { routeLabel, routeTree } from './route-label';

export type AppOptions = {
  services: AppServices;
  database: DatabaseHandle;
  /** The production build, or a loader of it (the dev server reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves build/client from disk; the dev server passes Vite's middleware instead. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
};

const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

export function createApp({
  services,
  database,
  build,
  clientDir,
  devMiddleware,
}: AppOptions): express.Express {
  const { config, logger } = services;
  const app = express();
  const metrics = createMetrics(database.pool);
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  let tree: ReturnType<typeof routeTree> | undefined;
  if (typeof build !== 'function') tree = routeTree(build.routes);

  // Metrics and access logs for every request, labelled by route pattern rather than raw path.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const isAsset =
        req.path.startsWith('/assets/') || req.path.startsWith('/images/') || req.path === '/favicon.svg';
      const route = quietPaths.has(req.path)
        ? req.path
        : isAsset
          ? 'static'
          : tree
            ? routeLabel(tree, req.path)
            : 'dev';
      metrics.observe({ method: req.method, route, status: res.statusCode }, seconds);
      if (quietPaths.has(req.path) || isAsset) return;
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

  app.get('/metrics', async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(compression());

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // Fingerprinted build assets never change; everything else in public/ is revalidated hourly.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    // Only a path that names a file (favicon.svg, images/…) can be one: pages skip the disk lookup.
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(
    createRequestHandler({
      build,
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(appServices, services);
        context.set(requestInfo, { clientIp: req.ip ?? req.socket.remoteAddress ?? '' });
        return context;
      },
    }),
  );
  return app;
}
