/** Cards between two ads in the Tech & Gear list (reading spec: an ad slot follows every 6th card). */
const TECH_CARDS_PER_AD = 6;

/** The in-list slots, taken in turn, so two ads on one page are two different slots (and house ads). */
const slots = ['inarticle-1', 'inarticle-2'] as const;

export type TechAdSlot = (typeof slots)[number];

/** The slot that follows the card at `index` (from 0), or null: the 6th card gets the first, the 12th the second. */
export function adSlotAfter(index: number): TechAdSlot | null {
  const position = index + 1;
  if (position % TECH_CARDS_PER_AD !== 0) return null;
  return slots[(position / TECH_CARDS_PER_AD - 1) % slots.length] ?? null;
}
