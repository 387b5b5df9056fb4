import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { sectionLinks } from './nav-links';
import { SearchForm } from './search-form';
import { Icon } from './ui/icon';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-surface-2 text-text' : 'text-muted hover:text-text'}`;

export function SiteHeader({ siteName }: { siteName: string }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const menuRef = useRef<HTMLDialogElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const [shownLocation, setShownLocation] = useState(location.key);

  // A navigation closes the search box and the menu.
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    setSearchOpen(false);
  }
  useEffect(() => {
    menuRef.current?.close();
  }, [location.key]);

  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/" className="mr-2 flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-accent" />
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
            <span className="sr-only">{searchOpen ? 'Close search' : 'Open search'}</span>
          </button>
          <Link
            to="/newsletter"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
          >
            <Icon name="mail" />
            <span className="sr-only">Newsletter</span>
          </Link>
          {/* The same link for everyone (pages are cached for all readers): the desk sends a visitor who is
              not signed in to the sign-in page, and back to the desk afterwards. */}
          <Link
            to="/admin"
            reloadDocument
            rel="nofollow"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
          >
            <Icon name="user" />
            <span className="sr-only">Sign in to the desk</span>
          </Link>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-text lg:hidden"
            aria-haspopup="dialog"
            aria-controls="side-menu"
            onClick={() => menuRef.current?.showModal()}
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
            onClick={() => menuRef.current?.close()}
          >
            <Icon name="close" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="flex flex-col p-2">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-3 font-medium ${isActive ? 'bg-surface-2 text-text' : 'text-muted hover:text-text'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </header>
  );
}
