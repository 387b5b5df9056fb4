import { formatLongDate } from '~/lib/format';

/** What an editor said when correcting a published article, shown to every reader of it. */
export function CorrectionNote({ correction }: { correction: { note: string; at: string } | null }) {
  if (!correction) return null;
  return (
    <aside aria-label="Correction" className="mt-8 rounded-xl border border-border bg-surface-2 p-4 text-sm">
      <p className="font-semibold">
        Correction, <time dateTime={correction.at}>{formatLongDate(correction.at)}</time>
      </p>
      <p className="mt-1 text-muted">{correction.note}</p>
    </aside>
  );
}
