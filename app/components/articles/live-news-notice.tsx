import { useEffect, useState, useSyncExternalStore } from 'react';
import { island } from '~/islands/island';
import { currentMarks, freshCount, subscribe } from '~/islands/live-news-stream';

/** The stream sends this many of the newest articles; a list further behind says "50+". */
const MARKS_SENT = 50;

const noMarks = () => [];

/**
 * "N new stories" over an open news list (an island). The islands' entry follows the live stream without React
 * (app/islands/live-news-stream.ts) and hydrates this island once a story newer than the list's arrives, or at
 * the reader's first use of the page; the island counts the stream's marks newer than its list's newest.
 * A click loads the page again, its address marked with the list's fragment, and the reloaded page's notice
 * moves the focus to the list's first story. Without JavaScript nothing shows, and the list is as rendered.
 */
export function LiveNewsNoticeView({
  newest,
  category,
  listId,
}: {
  newest: string | null;
  category: string;
  /** The list to move the focus into once it shows the new stories (the button itself goes away). */
  listId: string;
}) {
  const marks = useSyncExternalStore(subscribe, currentMarks, noMarks);
  const [loading, setLoading] = useState(false);

  // The page this notice reloaded: the newest story takes the focus, and the mark leaves the address so that
  // a later reload or a shared link does not move the focus again.
  useEffect(() => {
    if (window.location.hash !== `#${listId}`) return;
    document.querySelector<HTMLElement>(`#${listId} a`)?.focus();
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }, [listId]);

  const fresh = freshCount({ newest, category }, marks);
  const label = `${fresh >= MARKS_SENT ? `${MARKS_SENT}+` : fresh} new ${fresh === 1 ? 'story' : 'stories'}`;
  return (
    <div aria-live="polite" className="sticky top-20 z-30 flex justify-center empty:hidden">
      {fresh > 0 ? (
        <button
          type="button"
          onClick={() => {
            setLoading(true);
            history.replaceState(history.state, '', `#${listId}`);
            window.location.reload();
          }}
          disabled={loading}
          className="mt-4 rounded-full bg-accent px-5 py-2 text-sm font-semibold text-on-accent shadow-lg hover:bg-accent-strong"
        >
          {loading ? 'Loading…' : `${label} – show`}
        </button>
      ) : null}
    </div>
  );
}

// Hydrated when the stream has news for it or at the reader's first use; the entry follows the stream till then.
export const LiveNewsNotice = island('live-news-notice', LiveNewsNoticeView, { hydrate: 'use' });
