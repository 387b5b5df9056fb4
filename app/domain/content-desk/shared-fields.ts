import type { FieldSpec } from './form-fields';

// Fields several kinds share.

/** The currencies prices are kept in (ISO 4217), as readers' pages format them. */
export const currencyField = {
  name: 'currency',
  label: 'Currency',
  type: 'select',
  options: [
    { value: 'EUR', label: 'EUR (€)' },
    { value: 'USD', label: 'USD ($)' },
    { value: 'GBP', label: 'GBP (£)' },
    { value: 'CHF', label: 'CHF' },
    { value: 'SEK', label: 'SEK' },
    { value: 'NOK', label: 'NOK' },
    { value: 'DKK', label: 'DKK' },
    { value: 'PLN', label: 'PLN' },
    { value: 'CZK', label: 'CZK' },
    { value: 'AUD', label: 'AUD' },
    { value: 'CAD', label: 'CAD' },
    { value: 'JPY', label: 'JPY (¥)' },
  ],
} as const satisfies FieldSpec;

/** A day's date is not before another's: end after start, a schedule day within its festival. */
export const notBefore = (day: string | null, earliest: string | null) =>
  day === null || earliest === null || day >= earliest;

export type Currency = (typeof currencyField)['options'][number]['value'];

/**
 * A stored currency as the form's choice. One the desk does not offer (written before, or by an import)
 * shows as `fallback` until an editor saves, which is what the form would post anyway.
 */
export function currencyOf(stored: string, fallback: Currency = 'EUR'): Currency {
  const known = currencyField.options.map((option) => option.value) as string[];
  return known.includes(stored) ? (stored as Currency) : fallback;
}
