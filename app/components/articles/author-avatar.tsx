import type { SignedImage } from '~/lib/image-url';
import { CoverImage } from '../cover-image';

/** An avatar is drawn at most 80 px wide (the author page); 160 serves it at two device pixels per pixel. */
const AVATAR_WIDTHS = [160] as const;

/**
 * A portrait when there is one, otherwise the author's initials; decorative beside the visible name. The
 * portrait comes through the site's image endpoint (`avatar`, signed by the loader), square and cropped to
 * a circle, so a portrait on another host is never loaded by the reader's browser.
 */
export function AuthorAvatar({
  name,
  avatar,
  size = 'h-8 w-8',
  sizes = '32px',
}: {
  name: string;
  /** The portrait as the loader signed it (`signImage`). */
  avatar?: SignedImage | null;
  /** Tailwind classes of the circle's width and height. */
  size?: string;
  /** How wide the circle is drawn, for the browser to pick from the srcset. */
  sizes?: string;
}) {
  const className = `${size} shrink-0 rounded-full bg-surface-2 object-cover`;
  if (avatar)
    return (
      <CoverImage
        image={avatar}
        alt=""
        sizes={sizes}
        widths={AVATAR_WIDTHS}
        aspect="square"
        className={className}
      />
    );
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-bold text-text`}
    >
      {initials || '?'}
    </span>
  );
}
