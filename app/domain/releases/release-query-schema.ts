import { listOption, listPage, listSearch, parseListQuery } from '../catalogue/list-query-schema';
import type { ReleaseQuery } from './release-query';

/**
 * The Releases list's URL query, read in the loader only (the screen's code needs no zod). A genre or label
 * is any short text: the list matches it against what is stored, so one that is not there finds nothing.
 */
export const parseReleaseQuery = (request: Request): ReleaseQuery =>
  parseListQuery(request, {
    search: listSearch(),
    genre: listOption(),
    label: listOption(),
    page: listPage(),
  });
