import type { NextFunction, Request, Response } from 'express';
import { matchRoutes, type ServerBuild } from 'react-router';
import { routeTree } from './route-label';
import { refuseUnread } from './refuse-unread';
import { routePathOfRequest } from './request-path';

/** What a browser's form sends; multipart is further held to the upload addresses (app/lib/request-limits.ts). */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGE =
  'Unsupported media type: this address takes a form, sent as application/x-www-form-urlencoded.';

/**
 * Refuses a body that is not a form (no Content-Type, JSON, plain text) at a page's address, with 415 and what
 * to send, before React Router runs the page's action: every action reads `request.formData()`, which throws on
 * such a body, and the reader would get a 500 (issue 37). Only pages are held to it: a route without a page of
 * its own (the ad beacon, the affiliate postback) reads its body itself and says what it expected.
 */
export function formBodiesOnly(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const trees = new WeakMap<ServerBuild, ReturnType<typeof routeTree>>();
  const isPage = (current: ServerBuild, path: string) => {
    let tree = trees.get(current);
    if (!tree) trees.set(current, (tree = routeTree(current.routes)));
    const leaf = matchRoutes(tree, path)?.at(-1)?.route.id;
    return leaf !== undefined && current.routes[leaf]?.module.default !== undefined;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || isForm(req.get('content-type'))) return next();
    try {
      const current = typeof build === 'function' ? await build() : build;
      if (!isPage(current, routePathOfRequest(req).path)) return next();
    } catch (error) {
      return next(error);
    }
    refuseUnread(req, res, { status: 415, message: MESSAGE });
  };
}

function isForm(contentType: string | undefined): boolean {
  const essence = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  return essence !== undefined && FORM_TYPES.has(essence);
}
