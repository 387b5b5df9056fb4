import type { PlatformLink } from '~/domain/releases/release-media';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';

/** Where to stream or buy the release: one button per platform that has a link, each in a new tab. */
export function ReleasePlatforms({ links, release }: { links: PlatformLink[]; release: string }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={`Stream or buy ${release}`} className="mt-6 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.platform}>
          <a href={link.url} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            {link.name}
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
