import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PublishedMark } from '~/domain/content/live-articles.server';

/** The stream sends this many of the newest articles; a list further behind says "50+". */
const MARKS_SENT = 50;

/**
 * "N new stories" over an open news list: the server streams the newest published articles (Server-Sent
 * Events) whenever any process publishes, and the list counts those newer than its own newest. A click
 * reloads the list's data in place. Without JavaScript nothing shows, and the list is as it was rendered.
 */
export function LiveNewsNotice({
  newest,
  category,
  listId,
}: {
  newest: string | null;
  category: string;
  /** The list to move the focus into once it shows the new stories (the button itself goes away). */
  listId: string;
}) {
  const [marks, setMarks] = useState<PublishedMark[]>([]);
  const revalidator = useRevalidator();
  // Set by a click; the list's new first story takes the focus once it is on screen (the button goes away).
  const focusNewest = useRef(false);
  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    document.querySelector<HTMLElement>(`#${listId} a`)?.focus();
  }, [newest, listId]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = new EventSource('/live/news');
    stream.addEventListener('articles', (event) => {
      try {
        setMarks(JSON.parse((event as MessageEvent<string>).data) as PublishedMark[]);
      } catch {
        // A garbled event changes nothing; the next one will say it all again.
      }
    });
    return () => stream.close();
  }, []);

  const fresh = marks.filter(
    (mark) =>
      (newest === null || mark.publishedAt > newest) && (category === 'all' || mark.category === category),
  ).length;
  const label = `${fresh >= MARKS_SENT ? `${MARKS_SENT}+` : fresh} new ${fresh === 1 ? 'story' : 'stories'}`;
  return (
    <div aria-live="polite" className="sticky top-20 z-30 flex justify-center empty:hidden">
      {fresh > 0 ? (
        <button
          type="button"
          onClick={() => {
            focusNewest.current = true;
            void revalidator.revalidate();
          }}
          disabled={revalidator.state !== 'idle'}
          className="mt-4 rounded-full bg-accent px-5 py-2 text-sm font-semibold text-on-accent shadow-lg hover:bg-accent-strong"
        >
          {revalidator.state !== 'idle' ? 'Loading…' : `${label} – show`}
        </button>
      ) : null}
    </div>
  );
}
