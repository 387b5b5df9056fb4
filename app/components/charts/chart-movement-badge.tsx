import type { Movement } from '~/domain/charts/chart-movement';
import { Icon } from '../ui/icon';

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/**
 * An entry's movement since the previous chart: an arrow and a number, or NEW, or a dash, each with words
 * for screen readers ("Up 3 places"), so colour is never the only sign.
 */
export function ChartMovementBadge({ movement }: { movement: Movement }) {
  const base = 'inline-flex min-w-10 shrink-0 items-center justify-center gap-0.5 text-xs font-bold';
  switch (movement.kind) {
    case 'up':
      return (
        <span className={`${base} text-positive`} data-movement="up">
          <Icon name="arrowUp" className="h-4 w-4" />
          <span aria-hidden="true">{movement.places}</span>
          <span className="sr-only">{`Up ${places(movement.places)}`}</span>
        </span>
      );
    case 'down':
      return (
        <span className={`${base} text-accent`} data-movement="down">
          <Icon name="arrowDown" className="h-4 w-4" />
          <span aria-hidden="true">{movement.places}</span>
          <span className="sr-only">{`Down ${places(movement.places)}`}</span>
        </span>
      );
    case 'new':
      return (
        <span className={base} data-movement="new">
          <span className="rounded-full bg-accent px-2 py-0.5 text-[0.65rem] tracking-wide text-on-accent uppercase">
            New<span className="sr-only"> entry</span>
          </span>
        </span>
      );
    case 'same':
      return (
        <span className={`${base} text-muted`} data-movement="same">
          <Icon name="minus" className="h-4 w-4" />
          <span className="sr-only">No change</span>
        </span>
      );
  }
}
