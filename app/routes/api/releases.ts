import { listApiReleases } from '~/domain/feeds/api-catalog.server';
import type { Route } from './+types/releases';
import { answerList } from './answer-list.server';
import { presentRelease } from './present';
import { releasesQuery } from './queries';
import { refuseWrite } from './respond.server';

/** GET /api/v1/releases: published releases, newest release date first. */
export function loader(args: Route.LoaderArgs) {
  return answerList(args, {
    query: releasesQuery,
    list: 'releases',
    load: (db, { cursor, ...filter }) =>
      listApiReleases(db, { ...filter, after: cursor && { date: cursor[0], id: cursor[1] } }),
    present: presentRelease,
    cursorKey: (next) => [next.date, next.id],
  });
}

export const action = refuseWrite;
