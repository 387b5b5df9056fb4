import { listApiReleases } from '~/domain/content/api-catalog.server';
import { encodeCursor } from '~/domain/content/api-cursor';
import type { Route } from './+types/releases';
import { presentRelease } from './present';
import { parseQuery, releasesQuery } from './queries';
import { answerApi, refuseWrite } from './respond.server';

/** GET /api/v1/releases: published releases, newest release date first. */
export function loader(args: Route.LoaderArgs) {
  return answerApi(args, async ({ db, config }, url) => {
    const query = parseQuery(url, releasesQuery);
    if (!query.ok) return { ok: false, status: 400, error: query.error };
    const { cursor, ...filter } = query.data;
    const after = cursor && { date: cursor[0], id: cursor[1] };
    const page = await listApiReleases(db, { ...filter, after });
    return {
      ok: true,
      body: {
        data: page.items.map((release) => presentRelease(config.SITE_URL, release)),
        next_cursor: page.next && encodeCursor('releases', [page.next.date, page.next.id]),
      },
    };
  });
}

export const action = refuseWrite;
