import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { island } from '~/islands/island';
import { sectionLinks } from './nav-links';
import { SearchForm } from './search/search-form';
import { Icon } from './ui/icon';

/** A section's link is current on its page and below it (the home page only on itself). */
const isCurrent = (to: string, path: string) =>
  to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);

/** The section link current at this address, if any: all the header needs of the address. */
export function currentSection(path: string): string | null {
  return sectionLinks.find((link) => isCurrent(link.to, path))?.to ?? null;
}

/** Whether the browser carries out a button's `command` itself (invoker commands). */
const invokesCommands = (button: HTMLButtonElement) => 'commandForElement' in button;

const navClass = (current: boolean) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${current ? 'bg-surface-2 text-text' : 'text-muted hover:text-text'}`;

/** The header as an island: the search toggle and the menu dialog run in the browser; every link is plain. */
export function SiteHeaderView({ siteName, current }: { siteName: string; current: string | null }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const menuRef = useRef<HTMLDialogElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <a href="/" className="mr-2 flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-accent" />
          {siteName}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={link.to === current ? 'page' : undefined}
                  className={navClass(link.to === current)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* Before scripts run (or without them) the toggle submits an empty search, which opens the search
              page and its box; once the island runs, it opens the box here instead. */}
          <form id="site-search-page" action="/search" method="get" hidden />
          <button
            type="submit"
            form="site-search-page"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={(event) => {
              event.preventDefault();
              setSearchOpen((open) => !open);
            }}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
            <span className="sr-only">{searchOpen ? 'Close search' : 'Open search'}</span>
          </button>
          <a
            href="/newsletter"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
          >
            <Icon name="mail" />
            <span className="sr-only">Newsletter</span>
          </a>
          {/* The same link for everyone (pages are cached for all readers): the desk sends a visitor who is
              not signed in to the sign-in page, and back to the desk afterwards. */}
          <a
            href="/admin"
            rel="nofollow"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
          >
            <Icon name="user" />
            <span className="sr-only">Sign in to the desk</span>
          </a>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text lg:hidden"
            aria-haspopup="dialog"
            aria-controls="side-menu"
            // The browser opens the menu itself (an invoker command), scripts or not; the click handler is
            // for browsers without commands.
            {...{ commandfor: 'side-menu', command: 'show-modal' }}
            onClick={(event) => {
              if (!invokesCommands(event.currentTarget)) menuRef.current?.showModal();
            }}
          >
            <Icon name="menu" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>
      <div id="site-search" hidden={!searchOpen} className="border-t border-border bg-surface">
        <SearchForm
          id="site-search-q"
          inputRef={searchInputRef}
          className="mx-auto max-w-3xl px-4 py-3"
          inputClassName="bg-bg"
        />
      </div>
      <dialog
        id="side-menu"
        ref={menuRef}
        aria-label="Menu"
        className="side-menu fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[85vw] bg-surface p-0 text-text"
        // Light dismiss: Escape or a click on the backdrop closes the menu.
        {...{ closedby: 'any' }}
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <span className="font-bold">Menu</span>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-2"
            {...{ commandfor: 'side-menu', command: 'close' }}
            onClick={(event) => {
              if (!invokesCommands(event.currentTarget)) menuRef.current?.close();
            }}
          >
            <Icon name="close" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="flex flex-col p-2">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={link.to === current ? 'page' : undefined}
                  className={`block rounded-lg px-4 py-3 font-medium ${link.to === current ? 'bg-surface-2 text-text' : 'text-muted hover:text-text'}`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </header>
  );
}

// The same on every page of a section: rendered once for each.
const SiteHeaderIsland = island('site-header', SiteHeaderView, { propsRecur: true, hydrate: 'use' });

/** The reader's header, for the page at the current address. */
export function SiteHeader({ siteName }: { siteName: string }) {
  return <SiteHeaderIsland siteName={siteName} current={currentSection(useLocation().pathname)} />;
}
