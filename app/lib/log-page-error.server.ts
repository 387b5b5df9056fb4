import type { Logger } from './logger.server';

/** The id a proxy gave the request (X-Request-Id), cut as the server's own error log cuts it. */
const requestIdOf = (request: Request) => request.headers.get('x-request-id')?.slice(0, 100);

/**
 * Logs an error met while answering a page (rendering it, or running its loader or action) with the request
 * it belongs to, so it can be found beside the access log and the proxy's; never on the console.
 */
export function logPageError(logger: Logger, request: Request, error: unknown): void {
  logger.error(
    {
      err: error,
      method: request.method,
      path: new URL(request.url).pathname,
      requestId: requestIdOf(request),
    },
    'page error',
  );
}
