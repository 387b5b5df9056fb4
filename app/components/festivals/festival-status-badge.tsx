import { saleStatusLabels, type SaleStatus } from '~/domain/festivals/festival-status';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The reading spec's colours: On Sale green, Sold Out red, Coming Soon blue, any other grey. */
const statusClass: Record<SaleStatus, string> = {
  on_sale: 'bg-green-700 text-white',
  sold_out: 'bg-red-700 text-white',
  coming_soon: 'bg-blue-700 text-white',
  cancelled: 'bg-neutral-600 text-white',
};

/**
 * A festival's ticket status; while it runs, "Happening now" first; once it is over, "Past" instead (a sale
 * status no longer means anything then), and still "Cancelled" beside it when it never took place. A festival
 * under way is never "Coming Soon": readers take that for the festival, not its tickets.
 */
export function FestivalStatusBadges({
  status,
  past,
  happening = false,
}: {
  status: SaleStatus;
  past: boolean;
  happening?: boolean;
}) {
  const now = happening && !past && status !== 'cancelled';
  const showStatus = past ? status === 'cancelled' : !(now && status === 'coming_soon');
  return (
    <>
      {past ? <span className={`${pill} border border-border bg-surface-2 text-text`}>Past</span> : null}
      {now ? <span className={`${pill} bg-emerald-400 text-black`}>Happening now</span> : null}
      {showStatus ? (
        <span className={`${pill} ${statusClass[status]}`} data-status={status}>
          {saleStatusLabels[status]}
        </span>
      ) : null}
    </>
  );
}
