import { listApiAuthors } from '~/domain/content/api-directory.server';
import { encodeCursor } from '~/domain/content/api-cursor';
import type { Route } from './+types/authors';
import { presentAuthor } from './present';
import { authorsQuery, parseQuery } from './queries';
import { answerApi, refuseWrite } from './respond.server';

/** GET /api/v1/authors: authors of published articles, by handle, with their article counts. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, authorsQuery);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const { cursor, limit } = query.data;
    const page = await listApiAuthors(db, { after: cursor?.[0], limit });
    return {
      ok: true,
      body: {
        data: page.items.map((author) => presentAuthor(config.SITE_URL, author)),
        next_cursor: page.next && encodeCursor('authors', [page.next]),
      },
    };
  });
}

export const action = refuseWrite;
