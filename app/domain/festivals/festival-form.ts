import { festivalSaleStatuses, lineupTiers } from '~/db/schema/festivals';
import { parseCoordinates } from './festival-map';
import { saleStatusLabels } from './festival-status';
import type { FieldErrors } from '~/lib/form-data';
import type { FormInput, FormLayout } from '../content-desk/form-fields';
import { publishStatusField } from '../content-desk/publish-status';
import { currencyField, notBefore } from '../content-desk/shared-fields';

const tierLabels: Record<(typeof lineupTiers)[number], string> = {
  headliner: 'Headliner',
  support: 'Supporting act',
  undercard: 'More artists',
};

/** A festival and what its tabs show: line-up, stages, schedule, ticket types, FAQ (app/db/schema/festivals.ts). */
export const festivalLayout = {
  sections: [
    {
      title: 'Festival',
      fields: [
        { name: 'name', label: 'Name', type: 'text', max: 200, required: true },
        {
          name: 'slug',
          label: 'Address (slug)',
          type: 'slug',
          from: 'name',
          hint: 'Made from the name when left blank.',
        },
        { name: 'dateStart', label: 'First day', type: 'date', required: true },
        { name: 'dateEnd', label: 'Last day', type: 'date', required: true },
        {
          name: 'saleStatus',
          label: 'Tickets',
          type: 'select',
          initial: 'coming_soon',
          options: festivalSaleStatuses.map((value) => ({ value, label: saleStatusLabels[value] })),
        },
        publishStatusField,
        { name: 'genres', label: 'Genres', type: 'list', maxItems: 12, maxLength: 80 },
      ],
    },
    {
      title: 'Place',
      fields: [
        { name: 'location', label: 'City or area', type: 'text', max: 200, required: true },
        { name: 'venue', label: 'Venue', type: 'text', max: 200 },
        { name: 'country', label: 'Country', type: 'text', max: 80, required: true },
        {
          name: 'latitude',
          label: 'Latitude',
          type: 'decimal',
          min: -90,
          max: 90,
          step: 0.000001,
          hint: 'For the map, such as 51.0856.',
        },
        { name: 'longitude', label: 'Longitude', type: 'decimal', min: -180, max: 180, step: 0.000001 },
        { name: 'capacity', label: 'Capacity', type: 'integer', min: 1, max: 10_000_000 },
        {
          name: 'ageLimit',
          label: 'Minimum age',
          type: 'integer',
          min: 0,
          max: 99,
          required: true,
          initial: '18',
        },
      ],
    },
    {
      title: 'Words and links',
      fields: [
        { name: 'description', label: 'Description', type: 'textarea', max: 10_000, rows: 6 },
        {
          name: 'gettingThere',
          label: 'Getting there',
          type: 'textarea',
          max: 5000,
          rows: 4,
          hint: 'Paragraphs separated by a blank line.',
        },
        { name: 'coverImageUrl', label: 'Cover image', type: 'image' },
        { name: 'website', label: 'Website', type: 'url' },
        { name: 'ticketUrl', label: 'Ticket shop', type: 'url' },
      ],
    },
  ],
  groups: [
    {
      name: 'lineup',
      label: 'Line-up',
      rowLabel: 'Act',
      maxRows: 300,
      fields: [
        { name: 'artistName', label: 'Artist', type: 'text', max: 200, required: true },
        {
          name: 'tier',
          label: 'Billing',
          type: 'select',
          options: lineupTiers.map((value) => ({ value, label: tierLabels[value] })),
        },
      ],
    },
    {
      name: 'stages',
      label: 'Stages',
      rowLabel: 'Stage',
      maxRows: 50,
      fields: [
        { name: 'name', label: 'Name', type: 'text', max: 120, required: true },
        { name: 'description', label: 'About the stage', type: 'textarea', max: 1000, rows: 2 },
      ],
    },
    {
      name: 'schedule',
      label: 'Schedule',
      rowLabel: 'Day',
      hint: 'One row per day; highlights one per line.',
      maxRows: 31,
      fields: [
        { name: 'day', label: 'Day', type: 'text', max: 80, required: true },
        { name: 'date', label: 'Date', type: 'date', required: true },
        { name: 'highlights', label: 'Highlights', type: 'list', maxItems: 20, maxLength: 200 },
      ],
    },
    {
      name: 'ticketTypes',
      label: 'Ticket types',
      rowLabel: 'Ticket',
      maxRows: 30,
      fields: [
        { name: 'name', label: 'Name', type: 'text', max: 120, required: true },
        { name: 'priceCents', label: 'Price', type: 'money', required: true },
        currencyField,
        { name: 'description', label: 'What it includes', type: 'textarea', max: 1000, rows: 2 },
      ],
    },
    {
      name: 'faq',
      label: 'FAQ',
      rowLabel: 'Question',
      maxRows: 50,
      fields: [
        { name: 'question', label: 'Question', type: 'text', max: 300, required: true },
        { name: 'answer', label: 'Answer', type: 'textarea', max: 3000, rows: 3, required: true },
      ],
    },
  ],
} as const satisfies FormLayout;

export type FestivalInput = FormInput<typeof festivalLayout>;

/** What no one field can say: the last day after the first, schedule days within them, both coordinates. */
export function checkFestival(input: FestivalInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!notBefore(input.dateEnd, input.dateStart))
    errors.dateEnd = ['The last day cannot be before the first day'];
  const outside = input.schedule.filter(
    (day) => !notBefore(day.date, input.dateStart) || !notBefore(input.dateEnd, day.date),
  );
  if (outside.length > 0)
    errors['schedule.rows'] = [
      `Schedule days must fall between the first and the last day: ${outside.map((day) => `${day.day} (${day.date})`).join(', ')}`,
    ];
  if (
    (input.latitude === null) !== (input.longitude === null) ||
    (input.latitude !== null && !parseCoordinates(String(input.latitude), String(input.longitude)))
  )
    errors.longitude = ['Give both latitude and longitude, or neither'];
  return errors;
}
