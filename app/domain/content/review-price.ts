// Prices as stored: minor units (cents) in an ISO 4217 currency per row (reviews, gear items, deals).

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A price in the currency it was stored in, as en-US readers write it: "€189", "$2,799", "£89.50" (whole
 * amounts without cents, others with both digits). A stored code Intl does not take (not three letters) is
 * shown beside the amount rather than breaking the page.
 */
export function priceText(cents: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  const whole = cents % 100 === 0;
  if (/^[A-Z]{3}$/.test(code)) return formatOf(code, !whole).format(cents / 100);
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2 });
  return `${amount} ${currency.trim()}`.trim();
}

/** A price as schema.org's Offer wants it: the amount in major units, with at most two decimals. */
export const offerPrice = (cents: number): number => Math.round(cents) / 100;
