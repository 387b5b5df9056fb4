/**
 * Addresses of the site's image endpoint, built without the signing key: the server signs a cover's source
 * once (`image-signing.server.ts`) and the page builds every width's URL from that signature. Pure and
 * small, so the client bundle carries no crypto and no sharp.
 */

/** The endpoint's path; served by Express before React Router (server/images). */
export const IMAGE_PATH = '/img';

/**
 * The only widths the endpoint makes: a fixed set keeps the disk cache bounded (one file per source, width
 * and format) and lets one signature cover them all.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The version of the resize-and-encode pipeline. It is signed with the source and is part of every URL,
 * so variants can be cached as immutable: changing how images are made means raising this number.
 */
export const IMAGE_VERSION = 1;

/** A cover's source and the server's signature over it: everything a page needs to ask for any width. */
export type SignedImage = { src: string; sig: string };

/** The URL of one width of a signed image. */
export function imageUrl(image: SignedImage, width: ImageWidth): string {
  return `${IMAGE_PATH}?src=${encodeURIComponent(image.src)}&w=${width}&v=${IMAGE_VERSION}&s=${image.sig}`;
}

/** A `srcset` listing the given widths of a signed image. */
export function imageSrcSet(image: SignedImage, widths: readonly ImageWidth[]): string {
  return widths.map((width) => `${imageUrl(image, width)} ${width}w`).join(', ');
}
