import { IMAGE_WIDTHS, imageSrcSet, imageUrl, type ImageWidth, type SignedImage } from '~/lib/image-url';

type CoverImageProps = {
  /** The cover as the loader signed it; null draws the placeholder. */
  image: SignedImage | null;
  /** Empty when the image only decorates what a heading beside it already says. */
  alt: string;
  /** How wide the image is drawn, for the browser to pick a width from the srcset. */
  sizes: string;
  /** Widths offered; leave out those the layout never needs (a card is never 1920 px wide). */
  widths?: readonly ImageWidth[];
  /** The first cover a reader sees: loaded at once and early, not lazily. */
  priority?: boolean;
  /** The box's shape, for the width and height attributes; the caller's class should give the same ratio. */
  aspect?: 'wide' | 'square';
  /** Classes of the image, or of the placeholder in its place; they should fix its box (aspect ratio). */
  className?: string;
};

/** Intrinsic sizes by shape: the ratio is known before a byte arrives, so nothing shifts. */
const boxes = { wide: { width: 1600, height: 900 }, square: { width: 1200, height: 1200 } } as const;

/**
 * A cover through the site's image endpoint: resized variants in the srcset, AVIF or WebP as the browser
 * reads them, a 16:9 (or square) box known before it loads (nothing shifts), lazy below the fold. Without a cover, a
 * decorative placeholder fills the same box, without a request.
 */
export function CoverImage({
  image,
  alt,
  sizes,
  widths = IMAGE_WIDTHS,
  priority = false,
  aspect = 'wide',
  className = '',
}: CoverImageProps) {
  if (!image) {
    return (
      <div
        aria-hidden="true"
        data-cover-placeholder=""
        className={`grid place-items-center bg-linear-to-br from-surface-2 to-accent/25 text-muted ${className}`}
      >
        <svg viewBox="0 0 24 24" className="h-10 w-10 opacity-60" fill="currentColor" focusable="false">
          <rect x="3" y="10" width="2.4" height="4" rx="1.2" />
          <rect x="7.4" y="7" width="2.4" height="10" rx="1.2" />
          <rect x="11.8" y="4" width="2.4" height="16" rx="1.2" />
          <rect x="16.2" y="8" width="2.4" height="8" rx="1.2" />
          <rect x="20.6" y="10.5" width="2.4" height="3" rx="1.2" />
        </svg>
      </div>
    );
  }
  const fallback = widths.find((width) => width >= 640) ?? widths[widths.length - 1] ?? 640;
  return (
    <img
      src={imageUrl(image, fallback)}
      srcSet={imageSrcSet(image, widths)}
      // `auto` lets a lazy image be chosen by its laid-out width; browsers without it use the list.
      sizes={priority ? sizes : `auto, ${sizes}`}
      alt={alt}
      width={boxes[aspect].width}
      height={boxes[aspect].height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
