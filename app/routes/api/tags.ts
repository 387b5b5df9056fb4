import { listApiTags } from '~/domain/feeds/api-directory.server';
import type { Route } from './+types/tags';
import { answerList } from './answer-list.server';
import { presentTag } from './present';
import { tagsQuery } from './queries';
import { refuseWrite } from './respond.server';

/** GET /api/v1/tags: tags that published articles carry, by slug, with their article counts. */
export function loader(args: Route.LoaderArgs) {
  return answerList(args, {
    query: tagsQuery,
    list: 'tags',
    load: (db, { cursor, ...filter }) => listApiTags(db, { ...filter, after: cursor?.[0] }),
    present: presentTag,
    cursorKey: (next) => [next],
  });
}

export const action = refuseWrite;
