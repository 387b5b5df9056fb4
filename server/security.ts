import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import ipaddr from 'ipaddr.js';
import { isDeskPath } from '~/lib/route-path';
import { commonSecurityHeaders, RESOURCE_CONTENT_SECURITY_POLICY } from '~/lib/security-headers';
import { routePathOfRequest } from './request-path';

/**
 * Security headers on every response. Responses that are not pages keep the closed resource policy; the
 * document renderer replaces it with the page policy and its nonce (app/entry.server.tsx).
 */
export function securityHeaders(siteUrl: string) {
  const headers = {
    ...commonSecurityHeaders(siteUrl.startsWith('https://')),
    'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY,
  };
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set(headers);
    next();
  };
}

/**
 * Whether a request is for the desk or for signing in or out: never stored by any cache, and posted to only
 * from this site. Judged on the path the router will match, so no other spelling (`/ADMIN`, `/%61dmin`,
 * `/x/../admin`) reaches the desk without these rules.
 */
const isDeskRequest = (req: Request) => isDeskPath(routePathOfRequest(req).path);

export function deskNoStore(req: Request, res: Response, next: NextFunction) {
  if (isDeskRequest(req)) res.set('Cache-Control', 'no-store');
  next();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site form posts (CSRF): a request that changes something must come from a page of this
 * site. Browsers send Origin with every POST; a foreign one is refused anywhere. On the desk the proof is
 * required: an Origin of ours, or failing that `Sec-Fetch-Site: same-origin`; a request with neither is
 * refused too. Session cookies are SameSite=Lax as well, so a cross-site post would arrive without one.
 */
export function sameOriginPosts(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const ours = (value: string) => value === siteOrigin || value === `${req.protocol}://${req.get('host')}`;
    let allowed: boolean;
    if (origin && origin !== 'null') allowed = ours(origin);
    else if (isDeskRequest(req)) allowed = req.get('sec-fetch-site') === 'same-origin';
    else allowed = origin !== 'null';
    if (allowed) return next();
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('Cross-site requests are refused.');
  };
}

const isLoopback = (address: string | undefined) => {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
};

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a scraper with METRICS_TOKEN as its bearer token, or a process on this machine. A
 * request a proxy forwarded is not local even when the proxy is (unless TRUST_PROXY resolved the client),
 * so a reverse proxy on the same host does not open the figures to everyone.
 */
export function metricsAccess(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const bearer = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (token && tokenMatches(bearer, token)) return next();
    const forwarded = Boolean(req.get('x-forwarded-for') || req.get('forwarded'));
    const clientIsLocal = isLoopback(req.ip) && (!forwarded || req.ips.length > 0);
    if (clientIsLocal) return next();
    res
      .status(token ? 401 : 403)
      .set({ 'Cache-Control': 'no-store', ...(token ? { 'WWW-Authenticate': 'Bearer' } : {}) })
      .type('text/plain')
      .send(token ? 'A bearer token is required.' : 'Metrics are served to this machine only.');
  };
}
