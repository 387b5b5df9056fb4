import { gearCategories } from '~/db/schema/gear';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';
import { currencyField } from '../content-desk/shared-fields';

/** A gear item, the product reviews are about and Tech & Gear lists (app/db/schema/gear.ts). */
export const gearLayout = {
  sections: [
    {
      title: 'Product',
      fields: [
        { name: 'brand', label: 'Brand', type: 'text', max: 120, required: true },
        { name: 'model', label: 'Model', type: 'text', max: 200, required: true },
        {
          name: 'slug',
          label: 'Address (slug)',
          type: 'slug',
          from: 'model',
          hint: 'Made from the brand and model when left blank.',
        },
        {
          name: 'category',
          label: 'Category',
          type: 'select',
          options: gearCategories.map((value) => ({ value, label: value })),
        },
        publishStatusField,
        { name: 'msrpCents', label: 'Price (MSRP)', type: 'money' },
        { ...currencyField, initial: 'USD' },
        { name: 'imageUrl', label: 'Image', type: 'image' },
        {
          name: 'specs',
          label: 'Specifications',
          type: 'pairs',
          maxItems: 30,
          maxLength: 200,
          hint: 'Such as “Inputs: 4”.',
        },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type GearInput = FormInput<typeof gearLayout>;
