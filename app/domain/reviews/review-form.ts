import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';
import { currencyField } from '../content-desk/shared-fields';

/** A review of a gear item and the shops that sell it (app/db/schema/gear.ts). */
export const reviewLayout = {
  sections: [
    {
      title: 'Review',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
        {
          name: 'slug',
          label: 'Address (slug)',
          type: 'slug',
          from: 'title',
          hint: 'Made from the title when left blank.',
        },
        {
          name: 'gearId',
          label: 'Product reviewed',
          type: 'reference',
          to: 'gear',
          hint: 'Add it under Gear first.',
        },
        { name: 'authorId', label: 'Reviewer', type: 'reference', to: 'author' },
        {
          name: 'rating',
          label: 'Rating (0 to 5)',
          type: 'decimal',
          min: 0,
          max: 5,
          step: 0.1,
          required: true,
        },
        publishStatusField,
        { name: 'priceCents', label: 'Price', type: 'money' },
        { ...currencyField, initial: 'USD' },
        {
          name: 'coverImageUrl',
          label: 'Cover image',
          type: 'image',
          hint: 'Left blank: the product’s image.',
        },
      ],
    },
    {
      title: 'Words',
      fields: [
        { name: 'verdict', label: 'Verdict', type: 'textarea', max: 1000, rows: 3, required: true },
        { name: 'pros', label: 'Pros', type: 'list', maxItems: 12, maxLength: 200 },
        { name: 'cons', label: 'Cons', type: 'list', maxItems: 12, maxLength: 200 },
        { name: 'body', label: 'Body', type: 'html', max: 100_000 },
      ],
    },
  ],
  groups: [
    {
      name: 'retailers',
      label: 'Where to buy',
      rowLabel: 'Retailer',
      hint: 'Shops readers reach through /go/… (each click is counted). Blank rows are left out; tick “Remove” to drop one.',
      maxRows: 12,
      fields: [
        { name: 'id', label: 'Id', type: 'rowId' },
        { name: 'label', label: 'Shop', type: 'text', max: 120, required: true },
        { name: 'url', label: 'Address', type: 'url', required: true },
      ],
    },
  ],
} as const satisfies FormLayout;

export type ReviewInput = FormInput<typeof reviewLayout>;
