import { listApiArticles } from '~/domain/feeds/api-articles.server';
import type { Route } from './+types/articles';
import { answerList } from './answer-list.server';
import { presentArticle } from './present';
import { articlesQuery } from './queries';
import { refuseWrite } from './respond.server';

/** GET /api/v1/articles: published articles, newest first, filtered and a page at a time. */
export function loader(args: Route.LoaderArgs) {
  return answerList(args, {
    query: articlesQuery,
    list: 'articles',
    load: (db, { cursor, ...filter }) =>
      listApiArticles(db, { ...filter, after: cursor && { publishedAt: cursor[0], id: cursor[1] } }),
    present: presentArticle,
    cursorKey: (next) => [next.publishedAt, next.id],
  });
}

export const action = refuseWrite;
