import { listApiFestivals } from '~/domain/feeds/api-catalog.server';
import type { Route } from './+types/festivals';
import { answerList } from './answer-list.server';
import { presentFestival } from './present';
import { festivalsQuery } from './queries';
import { refuseWrite } from './respond.server';

/** GET /api/v1/festivals: published festivals, soonest first. */
export function loader(args: Route.LoaderArgs) {
  return answerList(args, {
    query: festivalsQuery,
    list: 'festivals',
    load: (db, { cursor, ...filter }) =>
      listApiFestivals(db, { ...filter, after: cursor && { date: cursor[0], id: cursor[1] } }),
    present: presentFestival,
    cursorKey: (next) => [next.date, next.id],
  });
}

export const action = refuseWrite;
