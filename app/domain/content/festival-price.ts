const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

/**
 * A ticket price from its minor units, as en-US readers write it in its own currency: "€249", "$99.50",
 * "£120" (whole amounts without cents, others always with two digits, never "€99.5").
 */
export function formatTicketPrice(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    const style = { style: 'currency', currency } as const;
    format = {
      whole: new Intl.NumberFormat('en-US', { ...style, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('en-US', { ...style, minimumFractionDigits: 2 }),
    };
    formats.set(currency, format);
  }
  return (cents % 100 === 0 ? format.whole : format.cents).format(cents / 100);
}
