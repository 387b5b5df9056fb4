import { trackTime } from '../../lib/durations';
import { allFields, rowFieldName, type FieldSpec, type FormLayout } from './form-fields';

// A stored record as the text its form shows: the inverse of reading the form (read-desk-form.ts), so a
// form saved unchanged saves the same record. Pure.

/** Cents as an editor types them: 249 or 249.99. */
const moneyText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A moment as a `datetime-local` control shows it, in UTC (the desk's times are UTC throughout). */
const datetimeText = (at: Date) => at.toISOString().slice(0, 16);

function fieldText(spec: FieldSpec, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (spec.type) {
    case 'datetime':
      return datetimeText(value instanceof Date ? value : new Date(String(value)));
    case 'money':
      return moneyText(Number(value));
    case 'duration':
      return trackTime(Number(value));
    case 'checkbox':
      return value ? 'on' : '';
    case 'list':
      return (value as string[]).join('\n');
    case 'pairs':
      return Object.entries(value as Record<string, string>)
        .map(([name, text]) => `${name}: ${text}`)
        .join('\n');
    default:
      return String(value);
  }
}

/** The flat values of a whole form (`title`, `tracks.0.title`, …) for a record read into its layout's shape. */
export function formValuesOf(layout: FormLayout, record: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of allFields(layout)) values[spec.name] = fieldText(spec, record[spec.name]);
  for (const group of layout.groups) {
    const rows = (record[group.name] as Record<string, unknown>[] | undefined) ?? [];
    rows.forEach((row, index) => {
      for (const spec of group.fields)
        values[rowFieldName(group.name, index, spec.name)] = fieldText(spec, row[spec.name]);
    });
  }
  return values;
}

/** A new entry's form: each field's initial text, if it has one. */
export const initialValues = (layout: FormLayout): Record<string, string> =>
  Object.fromEntries(
    allFields(layout).flatMap((spec) => (spec.initial === undefined ? [] : [[spec.name, spec.initial]])),
  );

/** How many rows of a group the form shows: every row it holds (blank or not) plus `extra` blank ones. */
export function rowCount(values: Record<string, string>, group: string, extra: number): number {
  const prefix = `${group}.`;
  let highest = -1;
  for (const key of Object.keys(values)) {
    if (!key.startsWith(prefix)) continue;
    const index = /^(\d{1,4})\./.exec(key.slice(prefix.length))?.[1];
    if (index !== undefined) highest = Math.max(highest, Number(index));
  }
  return highest + 1 + extra;
}
