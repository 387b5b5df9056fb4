import { listOption, listPage, listSearch, parseListQuery } from '../catalogue/list-query-schema';
import type { ReviewsQuery } from './review-query';

/** The Reviews list's query from a request's URL; a stale or malformed value falls back to its default. */
export const parseReviewsQuery = (request: Request): ReviewsQuery =>
  parseListQuery(request, { search: listSearch(), brand: listOption('all'), page: listPage() });
