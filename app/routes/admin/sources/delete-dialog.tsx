import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { DeskToast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import type { DeskAnswer } from '../shared/desk-answer';

/**
 * The confirmation of a delete when scripts run: a modal dialog posting to the same admin-only action as the
 * confirmation page (`delete.tsx`) that works without them.
 */
export function DeleteDialog({
  source,
  onClose,
  onAnswer,
}: {
  source?: { id: string; name: string };
  onClose: () => void;
  onAnswer: (toast: DeskToast) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<DeskAnswer>();
  useEffect(() => {
    if (source && !dialog.current?.open) dialog.current?.showModal();
    if (!source && dialog.current?.open) dialog.current.close();
  }, [source]);
  // Each answer once, however often the callbacks change.
  const handled = useRef<DeskAnswer | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onAnswer(fetcher.data.toast);
    onClose();
  }, [fetcher.data, onAnswer, onClose]);
  const busy = fetcher.state !== 'idle';
  return (
    <dialog
      ref={dialog}
      aria-labelledby="delete-dialog-title"
      onClose={onClose}
      className="m-auto w-full max-w-md rounded-2xl border border-border bg-surface p-6 text-text backdrop:bg-black/60"
    >
      {source ? (
        <fetcher.Form method="post" action={`/admin/sources/${source.id}/delete`}>
          <h2 id="delete-dialog-title" className="text-xl font-bold">
            Delete “{source.name}”?
          </h2>
          <p className="mt-3 text-sm text-muted">
            The source and the items stored from it are deleted; published articles keep their credits. This
            cannot be undone.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={`${buttonClass('primary')}`} disabled={busy}>
              {busy ? 'Deleting…' : 'Delete source'}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </dialog>
  );
}
