import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Database } from '~/db/client.server';
import { createViewCounter } from '~/domain/articles/article-views.server';
import type { Logger } from '~/lib/logger.server';
import { rememberAnswers } from '~/lib/remember-answers';
import { articleSlugOf } from '~/lib/route-path';
import { routePathOfRequest } from './request-path';

/**
 * Counts a reader's view of an article before the page is served, whether it then comes from the page cache or
 * is rendered. The page shows the count as it was when the page was rendered: a view drops nothing cached, and
 * the figure catches up when the page is next rendered (decision 060). Crawlers and link prefetches are not
 * readers.
 */
export function countArticleViews({ db, logger }: { db: Database; logger: Logger }) {
  const count = createViewCounter(db);
  // isbot's pattern is long, and readers send few distinct User-Agents.
  const isCrawler = rememberAnswers(isbot, 1_000);
  return async (req: Request, _res: Response, next: NextFunction) => {
    // An article page or its client-navigation data, under whatever spelling the router matches as one.
    const slug = req.method === 'GET' ? articleSlugOf(routePathOfRequest(req).path) : undefined;
    if (!slug || isCrawler(req.get('user-agent') ?? '') || isPrefetch(req)) return next();
    try {
      await count(slug, { clientIp: req.ip ?? req.socket.remoteAddress ?? '' });
    } catch (error) {
      // A lost view must not cost the reader the page.
      logger.warn({ err: error, path: req.path }, 'article view not counted');
    }
    next();
  };
}

function isPrefetch(req: Request): boolean {
  return /prefetch/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '');
}
