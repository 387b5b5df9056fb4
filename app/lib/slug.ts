import { transliterate } from './slug-transliterate';

/**
 * Readable URL slugs in Latin letters: "Amelie Lens — Live @ Awakenings!" becomes "amelie-lens-live-awakenings",
 * a Greek, Cyrillic, Chinese, Japanese or Korean headline its reading (see slug-transliterate.ts).
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary so slugs never end mid-word.
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/** Tag links: the tag lower-cased with spaces replaced by hyphens, per the reading spec. */
export function tagSlug(tag: string): string {
  return slugify(tag, 60);
}
