import { createContext, type RouterContext } from 'react-router';
import type { Database } from '~/db/client.server';
import type { JobQueue } from '~/jobs/queue.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';

/**
 * Process-wide services handed to every loader and action through React Router's context. `jobs` sends
 * background jobs (the desk's triggers); the web server always has it, tests and commands may not.
 */
export type AppServices = { db: Database; config: Config; logger: Logger; jobs?: JobQueue };

/**
 * Facts about the current HTTP request that the Fetch API Request does not carry: the client's address, and
 * the nonce a hydrated page's inline scripts carry (its Content-Security-Policy names it; decision 051).
 */
export type RequestInfo = { clientIp: string; nonce: string };

type ContextKeys = { appServices: RouterContext<AppServices>; requestInfo: RouterContext<RequestInfo> };

// Context keys are compared by identity. The Express server loads this file from source while the app
// build bundles its own copy, so both copies share one set of keys through the global object.
const holder = globalThis as typeof globalThis & { __dropwireContextKeys?: ContextKeys };
holder.__dropwireContextKeys ??= {
  appServices: createContext<AppServices>(),
  requestInfo: createContext<RequestInfo>({ clientIp: '', nonce: '' }),
};

export const appServices = holder.__dropwireContextKeys.appServices;
export const requestInfo = holder.__dropwireContextKeys.requestInfo;
