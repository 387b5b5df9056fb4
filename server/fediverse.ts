import type { Federation } from '@fedify/fedify';
import type { NextFunction, Request, Response } from 'express';
import { FEDERATION_PATHS, actorPagePath, isFederationPath } from '~/domain/fediverse/actor-names';
import { findActor } from '~/domain/fediverse/actors.server';
import { loadPublishedArticle } from '~/domain/fediverse/article-object.server';
import type { FediverseContext } from '~/domain/fediverse/fediverse-context';
import { MAX_INBOX_BYTES, refuseInboxPost } from '~/domain/fediverse/inbox-guard.server';
import type { Config } from '~/lib/config.server';

/**
 * Hands WebFinger, NodeInfo and everything under `/ap/` to Fedify (decision 072): Express's request becomes
 * a web `Request`, Fedify's `Response` is copied back. An inbox POST is read up to its limit and checked
 * for blocks and rates first (`refuseInboxPost`). A browser asking for an actor or an article is sent to its
 * page on the site; what Fedify does not know falls through to the pages (their 404).
 */
export function fediverseHandler(
  federation: Federation<FediverseContext>,
  contextData: FediverseContext,
  config: Pick<Config, 'DATA_DIR' | 'AUTH_SECRET'>,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isFederationPath(req.path)) return next();
    try {
      let body: Buffer | undefined;
      if (req.method === 'POST') {
        body = await readBody(req, MAX_INBOX_BYTES);
        const refusal = body
          ? await refuseInboxPost(contextData.db, config, {
              body,
              signatureKeyId: req.get('signature-input') ?? req.get('signature') ?? null,
              clientIp: req.ip ?? req.socket.remoteAddress ?? '',
            })
          : { status: 413 as const, message: `An activity may be at most ${MAX_INBOX_BYTES} bytes.` };
        if (refusal) {
          res
            .status(refusal.status)
            .set('Cache-Control', 'no-store')
            .type('text/plain')
            .send(refusal.message);
          return;
        }
      }
      const origin = new URL(contextData.siteUrl);
      const url = new URL(req.originalUrl, origin);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      const request = new Request(url, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      });
      let fellThrough = false;
      const response = await federation.fetch(request, {
        contextData,
        onNotFound: () => {
          fellThrough = true;
          return new Response(null, { status: 404 });
        },
        onNotAcceptable: async () => {
          const page = await pageFor(contextData, url.pathname);
          return page
            ? new Response(null, { status: 303, headers: { location: page, vary: 'Accept' } })
            : new Response('Not acceptable', { status: 406, headers: { vary: 'Accept' } });
        },
      });
      if (fellThrough) return next();
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.send(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}

/** The page a browser is sent to for an actor's or an article's URL. */
async function pageFor(data: FediverseContext, path: string): Promise<string | null> {
  const actorPrefix = FEDERATION_PATHS.actor.replace('{identifier}', '');
  const articlePrefix = FEDERATION_PATHS.article.replace('{id}', '');
  if (path.startsWith(actorPrefix) && !path.slice(actorPrefix.length).includes('/')) {
    const actor = await findActor(data.db, data.siteName, decodeURIComponent(path.slice(actorPrefix.length)));
    return actor && !actor.disabled ? actorPagePath(actor.kind, actor.identifier) : null;
  }
  if (path.startsWith(articlePrefix)) {
    const id = path.slice(articlePrefix.length);
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const article = await loadPublishedArticle(data.db, id);
    return article ? `/news/${encodeURIComponent(article.slug)}` : null;
  }
  return null;
}

/** The body up to `limit` bytes, or undefined past it (the rest is left unread and the connection closed). */
async function readBody(req: Request, limit: number): Promise<Buffer | undefined> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > limit) {
    closeAfterAnswer(req);
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      closeAfterAnswer(req);
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const closeAfterAnswer = (req: Request) => req.res?.setHeader('Connection', 'close');
