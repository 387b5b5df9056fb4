import { gearCategories } from '~/db/schema/gear';
import { listChoice, listPage, listSearch, parseListQuery } from '../catalogue/list-query-schema';
import { techSortOptions, type TechCategory, type TechQuery, type TechSort } from './tech-query';

/** The category options of the Tech & Gear list in the schema's order, 'all' first. */
export const techCategoryOptions: readonly TechCategory[] = ['all', ...gearCategories];

const sorts = techSortOptions.map((option) => option.value) as [TechSort, ...TechSort[]];

/** The Tech & Gear list's query from a request's URL; a stale or malformed value falls back to its default. */
export const parseTechQuery = (request: Request): TechQuery =>
  parseListQuery(request, {
    search: listSearch(),
    category: listChoice(techCategoryOptions as [TechCategory, ...TechCategory[]], 'all'),
    sort: listChoice(sorts, 'newest'),
    page: listPage(),
  });
