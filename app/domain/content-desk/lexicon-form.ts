import { lexiconKinds } from '~/db/schema/newsroom';
import type { FormInput, FormLayout } from './form-fields';

const kindLabels: Record<(typeof lexiconKinds)[number], string> = {
  artist: 'Artist',
  label: 'Label',
  festival: 'Festival',
  venue: 'Venue',
  brand: 'Brand',
  product: 'Product',
  genre: 'Genre',
};

/** A name the newsroom's tagger recognises in stories, with its other spellings (`lexicon_entries`). */
export const lexiconLayout = {
  sections: [
    {
      title: 'Name',
      fields: [
        {
          name: 'kind',
          label: 'Kind',
          type: 'select',
          options: lexiconKinds.map((value) => ({ value, label: kindLabels[value] })),
        },
        { name: 'name', label: 'Name', type: 'text', max: 120, required: true, hint: 'As tags show it.' },
        {
          name: 'aliases',
          label: 'Other spellings',
          type: 'list',
          maxItems: 20,
          maxLength: 120,
          hint: 'Also recognised as this name: “Deadmau5”, “deadmaus”.',
        },
      ],
    },
  ],
  groups: [],
} as const satisfies FormLayout;

export type LexiconInput = FormInput<typeof lexiconLayout>;
