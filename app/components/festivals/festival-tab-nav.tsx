import { festivalTabHref, festivalTabs, type FestivalTab } from '~/domain/festivals/festival-tabs';
import { SidewaysScroll } from '../sideways-scroll';

/**
 * The festival page's tabs: links, each tab a page of its own (so they work without JavaScript, and the back
 * button and shared links land on the right one); the current one is marked `aria-current="page"`. On a narrow
 * screen the tabs scroll sideways, and the current one is brought into view.
 */
export function FestivalTabNav({ slug, current }: { slug: string; current: FestivalTab }) {
  return (
    <>
      <nav id="festival-sections" aria-label="Festival sections" className="relative mt-10 overflow-x-auto">
        {/* The rule under the tabs is an inset shadow, so the current tab's underline covers it without overflowing. */}
        <ul className="flex w-max min-w-full gap-1 shadow-[inset_0_-1px_0_0_var(--color-border)]">
          {festivalTabs.map((tab) => {
            const selected = tab.key === current;
            return (
              <li key={tab.key}>
                <a
                  href={festivalTabHref(slug, tab.key)}
                  aria-current={selected ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                    selected ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'
                  }`}
                >
                  {tab.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <SidewaysScroll box="festival-sections" at={null} />
    </>
  );
}
