import { useEffect } from 'react';
import { island } from '~/islands/island';

/**
 * Brings what matters into the middle of a box that scrolls sideways on a narrow screen (a world map, a row
 * of tabs), without moving the page: the point `at` percent across the box, or else its current element
 * (`aria-current`). The box is server markup; this island only scrolls it, so it carries no list.
 *
 * `keepFocus` names the fragment of links inside the box (a map's markers): a page loaded through one of them
 * gives the focus back to the box's current element, so the keyboard goes on from the link that was pressed.
 */
export function SidewaysScrollView({
  box,
  at,
  keepFocus = null,
}: {
  box: string;
  at: number | null;
  keepFocus?: string | null;
}) {
  useEffect(() => {
    const element = document.getElementById(box);
    if (!element) return;
    const current = element.querySelector<HTMLElement>('[aria-current]');
    if (keepFocus && window.location.hash === `#${keepFocus}`) current?.focus({ preventScroll: true });
    if (element.scrollWidth <= element.clientWidth) return;
    if (at !== null) element.scrollLeft = (element.scrollWidth * at) / 100 - element.clientWidth / 2;
    else if (current)
      element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
  }, [box, at, keepFocus]);
  return null;
}

export const SidewaysScroll = island('sideways-scroll', SidewaysScrollView);
