import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { AppServices } from '~/app-context.server';
import { openDatabase, prepareDatabase } from '~/db/runtime.server';
import {
  listenForContentChanges,
  type ContentChangeListener,
} from '~/domain/reader-writes/content-changes.server';
import { latestPublishedMarks } from '~/domain/articles/live-articles.server';
import { uploadsFolder } from '~/domain/content-desk/media-uploads.server';
import { importDiskUploads } from '~/domain/content-desk/upload-bytes.server';
import { makePendingDemoNews } from '~/domain/newsroom/demo/make-demo-news.server';
import type { Config } from '~/lib/config.server';
import { contentChanged } from '~/lib/content-version';
import type { Logger } from '~/lib/logger.server';
import { startJobQueue, type JobQueue } from '~/jobs/queue.server';
import { startWorker } from '~/jobs/worker.server';
import { createApp, pageCacheFor } from './create-app';
import { LiveUpdates } from './live-updates';

const buildDir = path.resolve('build');

async function loadBuild(dev: boolean) {
  if (!dev) {
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    return { build, clientDir: path.join(buildDir, 'client') };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares,
    closeDev: () => devServer.close(),
  };
}

export type RunningServer = { server: Server; url: string; stop: () => Promise<void> };

/** Migrates, seeds an empty database, then serves HTTP; resolves once listening. */
export async function startServer(
  config: Config,
  logger: Logger,
  options: { dev?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config, logger);
  let contentChanges: ContentChangeListener | undefined;
  let jobs: JobQueue | undefined;
  try {
    await prepareDatabase(database, config, logger);
    // A fresh demo's news is made by the newsroom from the bundled demo feeds, once, before the first page.
    await makePendingDemoNews(database.db, config, logger);
    // Uploads an earlier release kept on this machine's disk go into the database, where every server has them.
    const imported = await importDiskUploads(database.db, uploadsFolder(config.DATA_DIR));
    if (imported > 0) logger.info({ imported }, 'uploads kept on disk copied into the database');
    const loaded = await loadBuild(Boolean(options.dev));
    jobs = await startJobQueue(database.url, logger);
    const services: AppServices = { db: database.db, config, logger, jobs };
    const pageCache = pageCacheFor(config);
    const liveUpdates = new LiveUpdates({
      maxConnections: config.LIVE_MAX_CONNECTIONS,
      snapshot: () => latestPublishedMarks(database.db),
      logger,
    });
    // Whichever process publishes (this one's worker, another worker, the CLI), readers see it at once:
    // cached pages are dropped and open news lists are told.
    contentChanges = listenForContentChanges(
      database.url,
      () => {
        pageCache.clear();
        contentChanged();
        liveUpdates.changed();
      },
      logger,
    );
    const app = createApp({ services, database, pageCache, liveUpdates, ...loaded });
    // The single-machine default: web and worker in one process (RUN_WORKER=false leaves jobs to workers).
    const worker = config.RUN_WORKER
      ? await startWorker({ db: database.db, url: database.url, config, logger })
      : undefined;
    const server = createServer(
      {
        // A client must send its headers, and then its whole request, within these (slow clients hold sockets).
        requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
        headersTimeout: Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS),
        // How often those limits are checked (Node's default, 30 s, would let a slow request live 30 s longer).
        connectionsCheckingInterval: 2_000,
        // Keep-alive sockets must not outlive the load balancer's; 65 s is above common 60 s proxy timeouts.
        keepAliveTimeout: 65_000,
      },
      app,
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
    logger.info({ url, database: database.embedded ? 'embedded' : 'DATABASE_URL' }, 'Dropwire is listening');
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        logger.info('shutting down: finishing in-flight requests');
        liveUpdates.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        if ('closeDev' in loaded) await loaded.closeDev?.();
        await worker?.stop();
        await jobs?.stop();
        await contentChanges?.stop();
        await database.stop();
        logger.info('stopped');
      })());
    return { server, url, stop };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await contentChanges?.stop();
    await database.stop().catch(() => undefined);
    throw error;
  }
}
