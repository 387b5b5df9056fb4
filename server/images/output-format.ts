/**
 * What a client is sent: AVIF if its Accept header names it, else WebP, else the format every browser
 * reads ('legacy': JPEG, or PNG when the image has transparency, known only once it is decoded).
 */
export type OutputFormat = 'avif' | 'webp' | 'legacy';

/**
 * Reads the Accept header of an image request. Only an explicit media type counts: `image/*` and `*\/*`
 * are sent by browsers that read neither AVIF nor WebP too, and a type refused with q=0 is not accepted.
 */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const q = quality ? Number(quality.replace(/^q\s*=\s*/, '')) : 1;
    if (type && q > 0) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'legacy';
}

export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const contentTypes: Record<EncodedFormat | 'svg', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
