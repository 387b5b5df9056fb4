import { listApiAuthors } from '~/domain/feeds/api-directory.server';
import type { Route } from './+types/authors';
import { answerList } from './answer-list.server';
import { presentAuthor } from './present';
import { authorsQuery } from './queries';
import { refuseWrite } from './respond.server';

/** GET /api/v1/authors: authors of published articles, by handle, with their article counts. */
export function loader(args: Route.LoaderArgs) {
  return answerList(args, {
    query: authorsQuery,
    list: 'authors',
    load: (db, { cursor, limit }) => listApiAuthors(db, { after: cursor?.[0], limit }),
    present: presentAuthor,
    cursorKey: (next) => [next],
  });
}

export const action = refuseWrite;
