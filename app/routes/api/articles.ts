import { listApiArticles } from '~/domain/content/api-articles.server';
import { encodeCursor } from '~/domain/content/api-cursor';
import type { Route } from './+types/articles';
import { presentArticle } from './present';
import { articlesQuery, parseQuery } from './queries';
import { answerApi, refuseWrite } from './respond.server';

/** GET /api/v1/articles: published articles, newest first, filtered and a page at a time. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, articlesQuery);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const { cursor, ...filter } = query.data;
    const after = cursor && { publishedAt: cursor[0], id: cursor[1] };
    const page = await listApiArticles(db, { ...filter, after });
    return {
      ok: true,
      body: {
        data: page.items.map((article) => presentArticle(config.SITE_URL, article)),
        next_cursor: page.next && encodeCursor('articles', [page.next.publishedAt, page.next.id]),
      },
    };
  });
}

export const action = refuseWrite;
