import { signImage } from '~/lib/image-signing.server';

/** The row with its cover signed for the site's image endpoint `/img` (null when it has none it would serve). */
export const withCover = <Row extends { coverImageUrl: string | null }>(row: Row) => ({
  ...row,
  cover: signImage(row.coverImageUrl),
});
