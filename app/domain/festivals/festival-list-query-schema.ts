import { z } from 'zod';
import { festivalViews, type FestivalListQuery } from './festival-list-query';
import { listChoice, listOption, listPage, listSearch, parseListQuery } from '../catalogue/list-query-schema';

/** A month filter: `YYYY-MM`; anything else is every month. */
const month = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .catch('all')
    .default('all');

/** The festival whose card the map shows: a slug, or nothing. */
const festivalSlug = () =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional()
    .catch(undefined);

/** The Festivals list's query from a request's URL; a malformed value falls back to its default. */
export function parseFestivalListQuery(request: Request): FestivalListQuery & { festival?: string } {
  return parseListQuery(request, {
    search: listSearch(),
    country: listOption(),
    genre: listOption(),
    month: month(),
    view: listChoice(festivalViews, 'list'),
    page: listPage(),
    festival: festivalSlug(),
  });
}
