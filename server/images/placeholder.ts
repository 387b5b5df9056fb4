import { createHash } from 'node:crypto';

/**
 * What a reader sees when a cover's source fails (gone, not an image, too big, refused): a neutral 16:9
 * panel with a picture glyph, drawn as SVG so it is sharp at every width and weighs a few hundred bytes.
 * Served with a short cache time, so the cover shows once its source works again.
 */
export const placeholderSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="1600" height="900">' +
    '<rect width="160" height="90" fill="#24242e"/>' +
    '<g fill="none" stroke="#6b6b80" stroke-width="2" stroke-linejoin="round">' +
    '<rect x="66" y="33" width="28" height="24" rx="3"/><path d="M68 53l8-9 6 6 4-4 6 7"/></g>' +
    '<circle cx="86" cy="40" r="2.5" fill="#6b6b80"/></svg>',
);

export const placeholderEtag = `"placeholder-${createHash('sha256').update(placeholderSvg).digest('base64url').slice(0, 12)}"`;

/** Seconds a browser may keep the placeholder; the server remembers the failure about as long. */
export const PLACEHOLDER_MAX_AGE_SECONDS = 300;
