import { listApiTags } from '~/domain/content/api-directory.server';
import { encodeCursor } from '~/domain/content/api-cursor';
import type { Route } from './+types/tags';
import { presentTag } from './present';
import { parseQuery, tagsQuery } from './queries';
import { answerApi, refuseWrite } from './respond.server';

/** GET /api/v1/tags: tags that published articles carry, by slug, with their article counts. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, tagsQuery);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const { cursor, ...filter } = query.data;
    const page = await listApiTags(db, { ...filter, after: cursor?.[0] });
    return {
      ok: true,
      body: {
        data: page.items.map((tag) => presentTag(config.SITE_URL, tag)),
        next_cursor: page.next && encodeCursor('tags', [page.next]),
      },
    };
  });
}

export const action = refuseWrite;
