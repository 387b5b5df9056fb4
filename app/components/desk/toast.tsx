import { useEffect, useState, useSyncExternalStore } from 'react';

/** What a desk action reports: the spec's toasts ('Mapping created'; 'Error' with 'Failed to …: reason'). */
export type DeskToast = { tone: 'success' | 'error'; title: string; description?: string };

const noSubscription = () => () => {};

/** False in the server's HTML and while it hydrates; true once the desk runs in the browser. */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The latest action's toast. It never sits over the form it answers: without JavaScript, and on phones,
 * it is part of the page, below what it reports on; from tablet width, with JavaScript, it floats bottom
 * right and leaves after a few seconds. Its × works either way (a checkbox that CSS reads, so a page
 * without scripts can close it too). Errors are alerts, successes polite statuses.
 */
export function Toast({ toast }: { toast?: DeskToast | null }) {
  const scripted = useScripted();
  // Each answer is a new object: dismissing one hides that one only, and the next shows again.
  const [dismissed, setDismissed] = useState<DeskToast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast), toast.tone === 'error' ? 10_000 : 5_000);
    return () => clearTimeout(timer);
  }, [toast]);
  const shown = toast && toast !== dismissed ? toast : undefined;
  if (!shown) return null;
  const place = scripted ? 'sm:fixed sm:right-4 sm:bottom-4 sm:z-50 sm:mt-0 sm:max-w-sm sm:shadow-lg' : '';
  return (
    <div
      role={shown.tone === 'error' ? 'alert' : 'status'}
      className={`mt-6 flex max-w-xl items-start gap-3 rounded-xl border bg-surface p-4 has-[[data-dismiss]:checked]:hidden ${place} ${shown.tone === 'error' ? 'border-danger' : 'border-border'}`}
    >
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${shown.tone === 'error' ? 'text-danger' : ''}`}>{shown.title}</p>
        {shown.description ? (
          <p className="mt-1 text-sm break-words text-muted">{shown.description}</p>
        ) : null}
      </div>
      <label className="relative grid size-8 shrink-0 place-items-center rounded-full text-muted hover:text-text">
        <input
          type="checkbox"
          data-dismiss
          // The page's focus ring lands on this box, which covers the ×.
          aria-label="Dismiss"
          onChange={() => setDismissed(shown)}
          className="absolute inset-0 cursor-pointer appearance-none rounded-full"
        />
        <span aria-hidden="true">×</span>
      </label>
    </div>
  );
}
