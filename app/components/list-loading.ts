// Reader pages are not hydrated (decision 034): a filter change is a page load, and while the next list
// loads the page on screen shows skeletons in place of its list. The filters (an island) mark the document;
// the list, its skeletons and its count are server markup that CSS switches on that mark.

/** The attribute on <html> while the next list loads. */
const LOADING_ATTRIBUTE = 'data-list-loading';

/** Classes for what the list shows once loaded, and for what stands in for it while the next one loads. */
export const hiddenWhileLoading = 'in-data-list-loading:hidden';
export const shownWhileLoading = 'hidden in-data-list-loading:block';
export const inlineWhileLoading = 'hidden in-data-list-loading:inline';

/** Goes to the list at `href`, showing skeletons until the browser replaces the page. */
export function loadList(href: string) {
  document.documentElement.setAttribute(LOADING_ATTRIBUTE, '');
  window.location.assign(href);
}

/**
 * A page the back button restores from the browser's cache comes back as it was left: marked loading, its
 * filters showing the change that left it. Unmark it, and let the filters show the list's own values again
 * (`reset`). Returns the cleanup for an effect.
 */
export function onRestoredPage(reset: () => void): () => void {
  const restored = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
    reset();
  };
  window.addEventListener('pageshow', restored);
  return () => window.removeEventListener('pageshow', restored);
}
