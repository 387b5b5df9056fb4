import { listApiFestivals } from '~/domain/content/api-catalog.server';
import { encodeCursor } from '~/domain/content/api-cursor';
import type { Route } from './+types/festivals';
import { presentFestival } from './present';
import { festivalsQuery, parseQuery } from './queries';
import { answerApi, refuseWrite } from './respond.server';

/** GET /api/v1/festivals: published festivals, soonest first. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, festivalsQuery);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const { cursor, ...filter } = query.data;
    const after = cursor && { date: cursor[0], id: cursor[1] };
    const page = await listApiFestivals(db, { ...filter, after });
    return {
      ok: true,
      body: {
        data: page.items.map((festival) => presentFestival(config.SITE_URL, festival)),
        next_cursor: page.next && encodeCursor('festivals', [page.next.date, page.next.id]),
      },
    };
  });
}

export const action = refuseWrite;
