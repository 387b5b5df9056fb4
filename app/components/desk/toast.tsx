import { useEffect, useState } from 'react';

/** What a desk action reports: the spec's toasts ('Mapping created'; 'Error' with 'Failed to …: reason'). */
export type DeskToast = { tone: 'success' | 'error'; title: string; description?: string };

/**
 * The latest action's toast, bottom right. Without JavaScript it is part of the page the post rendered;
 * with it, it leaves after a few seconds or when dismissed. Errors are alerts, successes polite statuses.
 */
export function Toast({ toast }: { toast?: DeskToast | null }) {
  // Each answer is a new object: dismissing one hides that one only, and the next shows again.
  const [dismissed, setDismissed] = useState<DeskToast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast), toast.tone === 'error' ? 10_000 : 5_000);
    return () => clearTimeout(timer);
  }, [toast]);
  const shown = toast && toast !== dismissed ? toast : undefined;
  if (!shown) return null;
  return (
    <div
      role={shown.tone === 'error' ? 'alert' : 'status'}
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-3 rounded-xl border bg-surface p-4 shadow-lg ${shown.tone === 'error' ? 'border-danger' : 'border-border'}`}
    >
      <div className="flex-1">
        <p className={`font-semibold ${shown.tone === 'error' ? 'text-danger' : ''}`}>{shown.title}</p>
        {shown.description ? <p className="mt-1 text-sm text-muted">{shown.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => setDismissed(shown)}
        className="rounded-full px-2 text-muted hover:text-text"
        aria-label="Dismiss"
      >
        ×
      </button>
    </div>
  );
}
