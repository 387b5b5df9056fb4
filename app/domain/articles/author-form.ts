import type { FormInput, FormLayout } from '../content-desk/form-fields';

/** An author's profile, shown on their page and beside what they wrote (`profiles` in app/db/schema/content.ts). */
export const authorLayout = {
  sections: [
    {
      title: 'Author',
      fields: [
        { name: 'name', label: 'Name', type: 'text', max: 120, required: true },
        {
          name: 'handle',
          label: 'Handle',
          type: 'slug',
          from: 'name',
          hint: 'Their page’s address (/author/…); made from the name when left blank.',
        },
        { name: 'avatarUrl', label: 'Photo', type: 'image' },
        { name: 'bio', label: 'About', type: 'textarea', max: 1000, rows: 4 },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type AuthorInput = FormInput<typeof authorLayout>;
