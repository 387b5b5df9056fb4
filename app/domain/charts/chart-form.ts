import type { FieldErrors } from '~/lib/form-data';
import { periodLabel } from './chart-period';
import { youtubeVideoId } from '../releases/release-media';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';

/** A chart and its entries, ranked in the order listed (app/db/schema/charts.ts). */
export const chartLayout = {
  sections: [
    {
      title: 'Chart',
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
          name: 'period',
          label: 'Period',
          type: 'text',
          max: 8,
          required: true,
          hint: 'An ISO week such as 2026-W47, or a month such as 2026-11.',
        },
        {
          name: 'chartType',
          label: 'Chart',
          type: 'text',
          max: 80,
          required: true,
          hint: 'Such as “Melodic Techno” or “Overall”: charts of one name form a series.',
        },
        { name: 'genre', label: 'Genre', type: 'text', max: 80 },
        publishStatusField,
        { name: 'tags', label: 'Tags', type: 'list', maxItems: 20, maxLength: 80 },
        { name: 'seoTitle', label: 'Title for search engines', type: 'text', max: 120 },
        {
          name: 'seoDescription',
          label: 'Description for search engines',
          type: 'textarea',
          max: 300,
          rows: 2,
        },
      ],
    },
  ],
  groups: [
    {
      name: 'entries',
      label: 'Entries',
      rowLabel: 'Rank',
      hint: 'Ranked in this order. Blank rows are left out; tick “Remove” to drop an entry.',
      maxRows: 100,
      fields: [
        { name: 'artist', label: 'Artist', type: 'text', max: 200, required: true },
        { name: 'trackTitle', label: 'Track', type: 'text', max: 200, required: true },
        { name: 'label', label: 'Label', type: 'text', max: 120 },
        { name: 'embedId', label: 'YouTube video id', type: 'text', max: 11 },
        { name: 'sourceUrl', label: 'Link', type: 'url' },
      ],
    },
  ],
} as const satisfies FormLayout;

export type ChartInput = FormInput<typeof chartLayout>;

/** The year and ISO week a period names ("2026-W47": 2026 and 47; "2026-11": 2026 and none). */
export const periodParts = (period: string) => {
  const [year = '0', week] = period.split('-W');
  return { year: Number(year.slice(0, 4)), weekIso: week === undefined ? null : Number(week) };
};

/** A period the chart pages can read, and video ids the entries can play. */
export function checkChart(input: ChartInput): FieldErrors {
  const errors: FieldErrors = {};
  // `periodLabel` gives back what it cannot read as it is.
  if (periodLabel(input.period) === input.period)
    errors.period = ['The period must be an ISO week such as 2026-W47 or a month such as 2026-11'];
  const badVideos = input.entries.flatMap((entry, index) =>
    entry.embedId && !youtubeVideoId(entry.embedId) ? [index + 1] : [],
  );
  if (badVideos.length > 0)
    errors['entries.rows'] = [
      `A YouTube video id has 11 letters, digits, - or _ (rank ${badVideos.join(', ')})`,
    ];
  return errors;
}
