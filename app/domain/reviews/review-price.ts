/** A price as schema.org's Offer wants it: the amount in major units (stored as cents), at most two decimals. */
export const offerPrice = (cents: number): number => Math.round(cents) / 100;
