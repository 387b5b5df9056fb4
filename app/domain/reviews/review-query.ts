// The Reviews list's URL state (search, brand, page), shared by the loader and the screen. Pure.

/** Reviews a page (reading spec: the reviews list reads 20). */
export const REVIEWS_PAGE_SIZE = 20;

export type ReviewsQuery = {
  /** Words of a review's title or text, or of its product's brand or model. */
  search: string;
  /** A brand of the published gear, or 'all'. */
  brand: string;
  page: number;
};

/** The unfiltered first page: `/reviews` with no query string. */
export const reviewsDefaults: ReviewsQuery = { search: '', brand: 'all', page: 1 };
