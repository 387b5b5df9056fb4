const tones: Record<string, string> = {
  published: 'border-positive text-positive',
  active: 'border-positive text-positive',
  on: 'border-positive text-positive',
  rejected: 'border-danger text-danger',
};

/** An entry's status in a desk list: published, draft, in review, active… */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status] ?? 'border-border text-muted'}`}
    >
      {status.replace(/_/g, ' ')}
    </span>
  );
}
