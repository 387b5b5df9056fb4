import { houseAdPages } from '~/domain/monetization/house-ad-pages';
import type { FormInput, FormLayout } from '../content-desk/form-fields';

/** A house ad, the site's own promotion in house slots (app/db/schema/monetization.ts). */
export const houseAdLayout = {
  sections: [
    {
      title: 'House ad',
      fields: [
        { name: 'title', label: 'Title', type: 'text', max: 80, required: true },
        { name: 'body', label: 'Text', type: 'textarea', max: 200, rows: 2, required: true },
        { name: 'ctaLabel', label: 'Button', type: 'text', max: 30, required: true },
        {
          name: 'href',
          label: 'Leads to',
          type: 'select',
          hint: 'A page of the site; the click is counted on the way.',
          options: houseAdPages.map((path) => ({ value: path, label: path })),
        },
        {
          name: 'weight',
          label: 'Weight (1 to 100)',
          type: 'integer',
          min: 1,
          max: 100,
          required: true,
          initial: '1',
          hint: 'A higher weight is shown more often.',
        },
        { name: 'isActive', label: 'Shown in house slots', type: 'checkbox', initial: 'on' },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type HouseAdInput = FormInput<typeof houseAdLayout>;

/** A stored address as the form's choice; one the desk does not offer shows as the first page until changed. */
export const houseAdPageOf = (href: string): HouseAdInput['href'] =>
  houseAdPages.find((page) => page === href) ?? houseAdPages[0];
