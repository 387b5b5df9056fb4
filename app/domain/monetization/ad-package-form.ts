import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { currencyField } from '../content-desk/shared-fields';

/** An advertising package on /advertise (app/db/schema/monetization.ts). */
export const adPackageLayout = {
  sections: [
    {
      title: 'Package',
      fields: [
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          max: 80,
          required: true,
          hint: 'Also how inquiries name it.',
        },
        { name: 'priceCents', label: 'Price', type: 'money', required: true },
        { ...currencyField, initial: 'USD' },
        {
          name: 'period',
          label: 'Per',
          type: 'text',
          max: 40,
          required: true,
          hint: 'What the price buys: article, review, month…',
        },
        {
          name: 'position',
          label: 'Order on the page',
          type: 'integer',
          min: 0,
          max: 1000,
          required: true,
          initial: '0',
        },
        { name: 'popular', label: 'Most Popular badge', type: 'checkbox' },
        { name: 'isActive', label: 'Offered on Advertise', type: 'checkbox', initial: 'on' },
        { name: 'description', label: 'Description', type: 'textarea', max: 500, rows: 3, required: true },
        { name: 'features', label: 'Features', type: 'list', maxItems: 12, maxLength: 120 },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type AdPackageInput = FormInput<typeof adPackageLayout>;
