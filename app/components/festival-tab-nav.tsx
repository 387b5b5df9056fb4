import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { festivalTabHref, festivalTabs, type FestivalTab } from '~/domain/content/festival-tabs';

/**
 * The festival page's tabs: links, each tab a page of its own (so they work without JavaScript, and the back
 * button and shared links land on the right one); the current one is marked `aria-current="page"`.
 */
export function FestivalTabNav({ slug, current }: { slug: string; current: FestivalTab }) {
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: keep the current one in view (without moving the page).
  useEffect(() => {
    const box = nav.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && tab && box.scrollWidth > box.clientWidth)
      box.scrollLeft = tab.offsetLeft - (box.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={nav} aria-label="Festival sections" className="relative mt-10 overflow-x-auto">
      {/* The rule under the tabs is an inset shadow, so the current tab's underline covers it without overflowing. */}
      <ul className="flex w-max min-w-full gap-1 shadow-[inset_0_-1px_0_0_var(--color-border)]">
        {festivalTabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={festivalTabHref(slug, tab.key)}
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                  selected ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
