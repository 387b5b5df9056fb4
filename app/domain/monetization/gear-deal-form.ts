import type { FieldErrors } from '~/lib/form-data';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { currencyField } from '../content-desk/shared-fields';

/** A gear deal on /gear-deals, followed by readers through /go/{id} (app/db/schema/monetization.ts). */
export const gearDealLayout = {
  sections: [
    {
      title: 'Deal',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
        { name: 'brand', label: 'Brand', type: 'text', max: 120, required: true },
        { name: 'model', label: 'Model', type: 'text', max: 200, required: true },
        { name: 'shop', label: 'Shop', type: 'text', max: 120, required: true },
        { name: 'affiliateUrl', label: 'Deal address (affiliate link)', type: 'url', required: true },
        { name: 'isActive', label: 'Live (shown on Gear Deals)', type: 'checkbox', initial: 'on' },
        { name: 'expiresAt', label: 'Ends', type: 'datetime', hint: 'Left blank: until it is taken down.' },
      ],
    },
    {
      title: 'Price',
      fields: [
        { name: 'originalPriceCents', label: 'Original price', type: 'money', required: true },
        { name: 'dealPriceCents', label: 'Deal price', type: 'money', required: true },
        { ...currencyField, initial: 'USD' },
        { name: 'rating', label: 'Rating (0 to 5)', type: 'decimal', min: 0, max: 5, step: 0.1 },
      ],
    },
    {
      title: 'Card',
      fields: [
        { name: 'imageUrl', label: 'Image', type: 'image' },
        {
          name: 'benefits',
          label: 'Benefits',
          type: 'list',
          maxItems: 6,
          maxLength: 120,
          hint: 'Three read best.',
        },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type GearDealInput = FormInput<typeof gearDealLayout>;

/** The page lists only deals cheaper than before. */
export function checkGearDeal(input: GearDealInput): FieldErrors {
  return input.dealPriceCents !== null &&
    input.originalPriceCents !== null &&
    input.dealPriceCents >= input.originalPriceCents
    ? { dealPriceCents: ['The deal price must be below the original price'] }
    : {};
}
