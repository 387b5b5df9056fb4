/**
 * Where every newsletter sign-up posts (the newsletter page, the footer, the home band, deal alerts): its
 * action, and the fragment of its form, so that without scripts the reader lands on the answer rather than
 * on the top of the page with the answer below the fold.
 */
export const NEWSLETTER_ACTION = '/newsletter#signup';
