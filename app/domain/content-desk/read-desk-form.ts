import type { z } from 'zod';
import type { FieldErrors } from '~/lib/form-data';
import { controlCharsMessage } from '~/lib/form-text';
import { hasControlChars, withoutControlChars } from '~/lib/untrusted-input';
import { fieldSchema } from './field-schemas';
import {
  allFields,
  REMOVE_FIELD,
  rowCountName,
  rowFieldName,
  type FieldSpec,
  type FormInput,
  type FormLayout,
  type RowGroup,
} from './form-fields';

export type DeskFormResult<L extends FormLayout> =
  { ok: true; data: FormInput<L> } | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/**
 * Reads a posted desk form by its layout, as `parseForm` (~/lib/form-data) reads a flat one: control
 * characters refused in every field first, then each field by its schema. Child rows (`tracks.2.title`)
 * are read row by row so an error names its row's field; rows marked for removal and blank rows (nothing
 * typed or ticked; a choice always has a value) are dropped, and the rest keep the order they were shown in. `parseForm` keys errors by a flat name only,
 * hence this reader of its own.
 */
export function readDeskForm<L extends FormLayout>(
  layout: L,
  posted: Record<string, string>,
): DeskFormResult<L> {
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(posted)) {
    if (hasControlChars(value)) fieldErrors[key] = [controlCharsMessage('This field')];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values: cleaned(posted) };

  const data: Record<string, unknown> = {};
  readFields(allFields(layout), (name) => name, posted, data, fieldErrors);
  for (const group of layout.groups) data[group.name] = readRows(group, posted, fieldErrors);

  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values: posted };
  return { ok: true, data: data as FormInput<L> };
}

function readFields(
  fields: readonly FieldSpec[],
  nameOf: (field: string) => string,
  posted: Record<string, string>,
  into: Record<string, unknown>,
  errors: FieldErrors,
): void {
  for (const spec of fields) {
    const name = nameOf(spec.name);
    const result = (fieldSchema(spec) as z.ZodType<unknown>).safeParse(posted[name] ?? '');
    if (result.success) into[spec.name] = result.data;
    else errors[name] = result.error.issues.map((issue) => issue.message);
  }
}

/** The indexes of a group's rows in the posted form, in the order they were shown. */
function postedRowIndexes(group: RowGroup, posted: Record<string, string>): number[] {
  const prefix = `${group.name}.`;
  const indexes = new Set<number>();
  for (const key of Object.keys(posted)) {
    if (!key.startsWith(prefix)) continue;
    const index = /^(\d{1,4})\./.exec(key.slice(prefix.length))?.[1];
    if (index !== undefined) indexes.add(Number(index));
  }
  return [...indexes].sort((a, b) => a - b);
}

function readRows(group: RowGroup, posted: Record<string, string>, errors: FieldErrors): unknown[] {
  const rows: unknown[] = [];
  for (const index of postedRowIndexes(group, posted)) {
    const field = (name: string) => posted[rowFieldName(group.name, index, name)] ?? '';
    if (field(REMOVE_FIELD) !== '') continue;
    // A choice always has a value and a row's id is the form's, so neither says the row was filled in.
    if (
      group.fields.every(
        (spec) => spec.type === 'select' || spec.type === 'rowId' || field(spec.name).trim() === '',
      )
    )
      continue;
    const row: Record<string, unknown> = {};
    readFields(group.fields, (name) => rowFieldName(group.name, index, name), posted, row, errors);
    rows.push(row);
  }
  if (rows.length > group.maxRows)
    errors[rowCountName(group.name)] = [`${group.label}: at most ${group.maxRows} rows`];
  return rows;
}

const cleaned = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutControlChars(value)]));
