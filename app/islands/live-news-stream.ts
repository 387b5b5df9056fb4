import type { PublishedMark } from '~/domain/articles/live-articles.server';

/**
 * The news list's live stream, without React (decision 081): the server streams the newest published articles
 * (Server-Sent Events on `/live/news`) whenever any process publishes. The islands' entry opens it on a page
 * that has a live news notice, so the notice's island (app/components/articles/live-news-notice.tsx) need not be
 * hydrated until there is something to draw: the entry wakes it when a story newer than the list's arrives.
 * The island then reads the same marks here, through `subscribe` and `currentMarks`.
 */
let marks: PublishedMark[] = [];
const listeners = new Set<() => void>();

/** What a notice island needs of its props to tell whether a mark is news to its list. */
export type NoticeList = { newest: string | null; category: string; listId?: string };

/** How many of `marks` are newer than the list's newest story, in its category. */
export function freshCount(list: NoticeList, of: PublishedMark[]) {
  return of.filter(
    (mark) =>
      (list.newest === null || mark.publishedAt > list.newest) &&
      (list.category === 'all' || mark.category === list.category),
  ).length;
}

export function currentMarks() {
  return marks;
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the stream for the page's notice, and calls `wake` once there is news to show, or at once on the page
 * the notice reloaded (its address marked with the list's fragment), where the notice moves the focus.
 */
export function watchLiveNews(list: NoticeList, wake: () => void) {
  if (list.listId && window.location.hash === `#${list.listId}`) wake();
  if (typeof EventSource === 'undefined') return;
  const stream = new EventSource('/live/news');
  stream.addEventListener('articles', (event) => {
    try {
      marks = JSON.parse((event as MessageEvent<string>).data) as PublishedMark[];
    } catch {
      // A garbled event changes nothing; the next one will say it all again.
      return;
    }
    for (const listener of listeners) listener();
    if (freshCount(list, marks) > 0) wake();
  });
  window.addEventListener('pagehide', () => stream.close());
}
