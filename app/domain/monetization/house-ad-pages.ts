/**
 * The site's pages a house ad may send readers to. A promotion of a page the site does not have yet stays in
 * the database, unshown, until its page is added here; a test checks that every page listed answers.
 */
export const houseAdPages = [
  '/newsletter',
  '/submit',
  '/news',
  '/releases',
  '/festivals',
  '/tech',
  '/reviews',
  '/interviews',
  '/charts',
  '/contact',
  '/about',
  '/advertise',
  '/gear-deals',
] as const;
