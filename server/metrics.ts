import { createRequire } from 'node:module';
import client from 'prom-client';
import type pg from 'pg';
import type { CacheOutcome } from '~/rendering/page-handler.server';
import type { LiveUpdates } from './live-updates';
import type { PageCache } from '~/rendering/page-cache.server';

export type HttpMetrics = {
  registry: client.Registry;
  observe: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  pageCacheOutcome: (outcome: CacheOutcome) => void;
};

/**
 * Prometheus metrics: process defaults, request counts and latency by route, the database pool and the
 * page cache.
 */
export function createMetrics(pool: pg.Pool, pageCache: PageCache, live?: LiveUpdates): HttpMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'dropwire_' });
  const requests = new client.Counter({
    name: 'dropwire_http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'dropwire_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new client.Gauge({
    name: 'dropwire_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const pageCacheRequests = new client.Counter({
    name: 'dropwire_page_cache_requests_total',
    help: 'Page requests by outcome: hit (served from memory), stale (served while re-rendered), miss (rendered for everyone who asked; kept once a page is asked for twice), bypass (rendered alone)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'dropwire_page_cache_bytes',
    help: 'Bytes of pages (plain and gzip) held by the page cache',
    registers: [registry],
    collect() {
      this.set(pageCache.size.bytes);
    },
  });
  new client.Gauge({
    name: 'dropwire_live_connections',
    help: 'Live-update streams (news lists waiting for new stories) open in this process',
    registers: [registry],
    collect() {
      this.set(live?.connections ?? 0);
    },
  });
  new client.Gauge({
    name: 'dropwire_build_info',
    help: 'Which build of React this process loaded, and its NODE_ENV (production unless --dev)',
    labelNames: ['node_env', 'react_build'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ node_env: process.env.NODE_ENV ?? '', react_build: loadedReactBuild() }, 1);
    },
  });
  return {
    registry,
    observe: ({ method, route, status }, seconds) => {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    pageCacheOutcome: (outcome) => pageCacheRequests.inc({ outcome }),
  };
}

/** "production" or "development": which of React's builds Node loaded (its CommonJS files are cached by path). */
function loadedReactBuild(): string {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.development\.js$/.test(file)))
    return 'development';
  if (loaded.some((file) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.production\.js$/.test(file)))
    return 'production';
  return 'unknown';
}
