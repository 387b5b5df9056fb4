import { ticketsAvailable, type SaleStatus } from '~/domain/festivals/festival-status';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';

type TicketsButtonProps = {
  festival: { name: string; saleStatus: SaleStatus; ticketUrl: string | null; past: boolean };
  /** The ticket link's URL when it is not the festival's own (a ticket type's). */
  href?: string;
  label?: string;
  /** What the link is for, for screen readers ("for Tomorrowland"). */
  context?: string;
  className?: string;
};

/**
 * Buy Tickets: the festival's ticket shop in a new tab; a disabled button when it cannot be used (sold out,
 * cancelled, over, or no shop yet), as the reading spec disables it when sold out.
 */
export function FestivalTicketsButton({
  festival,
  href,
  label = 'Buy Tickets',
  context = `for ${festival.name}`,
  className = '',
}: TicketsButtonProps) {
  if (!ticketsAvailable(festival)) {
    return (
      <button
        type="button"
        disabled
        className={`inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full border border-border bg-surface-2 px-5 py-2 text-sm font-semibold text-muted ${className}`}
      >
        <Icon name="ticket" className="h-4 w-4" />
        {label}
      </button>
    );
  }
  return (
    <a
      href={href ?? festival.ticketUrl}
      target="_blank"
      rel="noopener"
      className={`${buttonClass('primary')} ${className}`}
    >
      <Icon name="ticket" className="h-4 w-4" />
      {label}
      <span className="sr-only"> {context} (opens in a new tab)</span>
    </a>
  );
}
