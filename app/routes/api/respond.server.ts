import { createHash } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { appServices, requestInfo, type AppServices } from '~/app-context.server';
import { matchesEtag } from '~/lib/etag';
import { logPageError } from '~/lib/log-page-error.server';
import { countApiRequest, rateLimitHeaders } from './api-rate-limit.server';
import type { ApiErrorBody } from './schemas';

/** What an endpoint found: a body to send, or a refusal with its status. */
export type ApiOutcome =
  | { ok: true; body: unknown }
  | { ok: false; status: 400 | 404 | 405; error: ApiErrorBody; headers?: Record<string, string> };

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Browsers and shared caches may keep an answer a minute, and serve it up to five more while they fetch
 * a fresh one. Not marked `public`: the server's page cache keeps only what a route marks so (see
 * app/rendering/page-handler.server.ts), and an API answer must reach this code on every request so the client's rate
 * limit is counted and its RateLimit fields are its own. Shared caches may still store it: a response to
 * a request without credentials that carries max-age is storable (RFC 9111, section 3).
 */
export const API_CACHE_CONTROL = 'max-age=60, stale-while-revalidate=300';

// Read-only public data: any site's scripts may read it, and see the validator and the limits.
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy',
};

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Every Content API request goes through here: answer a CORS preflight, count the request against the
 * client's rate limit (429 past it), run the endpoint, and send its JSON with a validator and cache
 * headers, or 304 when the client holds that body already. An unexpected failure is logged with the
 * request and answered as a JSON 500 that says nothing of its cause.
 */
export async function answerApi(
  { request, context }: Args,
  produce: (services: AppServices, url: URL) => Promise<ApiOutcome>,
): Promise<Response> {
  // A preflight costs nothing and precedes a request that is counted: it is not counted itself.
  if (request.method === 'OPTIONS') return preflight();
  const services = context.get(appServices);
  const decision = countApiRequest(services.config.API_RATE_LIMIT, context.get(requestInfo).clientIp);
  const limits = decision ? rateLimitHeaders(decision) : {};
  if (decision && !decision.allowed) {
    const wait = decision.retryAfterSeconds;
    return errorResponse(
      429,
      {
        code: 'rate_limited',
        message: `Too many requests: this API allows ${decision.limit} requests a minute per client. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      },
      { ...limits, 'Retry-After': String(wait) },
    );
  }
  let outcome: ApiOutcome;
  try {
    outcome = await produce(services, new URL(request.url));
  } catch (error) {
    if (request.signal.aborted) throw error;
    logPageError(services.logger, request, error);
    return errorResponse(500, { code: 'internal_error', message: 'Something failed on our side.' }, limits);
  }
  if (!outcome.ok) return errorResponse(outcome.status, outcome.error, { ...limits, ...outcome.headers });
  const body = JSON.stringify(outcome.body);
  const headers = {
    ...cors,
    ...limits,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': API_CACHE_CONTROL,
    // Weak: compression may send the same JSON in other bytes.
    ETag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
  };
  if (matchesEtag(request.headers.get('if-none-match'), headers.ETag))
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** The action of every endpoint: the API is read-only. Counted like any request. */
export function refuseWrite(args: Args): Promise<Response> {
  return answerApi(args, async () => ({
    ok: false,
    status: 405,
    error: { code: 'method_not_allowed', message: 'The Content API is read-only: use GET.' },
    headers: { Allow: ALLOWED_METHODS },
  }));
}

function errorResponse(status: number, error: ApiErrorBody, headers: Record<string, string>): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    // Never kept: an error may be over by the next request (a limit refilled, an article published).
    headers: {
      ...cors,
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': 'If-None-Match',
      'Access-Control-Max-Age': '86400',
    },
  });
}

/** A 404 for something the API does not have. */
export function notFound(message: string, parameter?: string): ApiOutcome {
  return {
    ok: false,
    status: 404,
    error: { code: 'not_found', message, ...(parameter ? { parameter } : {}) },
  };
}
