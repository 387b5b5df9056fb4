import type { z } from 'zod';
import { controlCharsMessage } from './form-text';
import { hasControlChars, withoutControlChars } from './untrusted-input';

export type FieldErrors = Record<string, string[]>;

export type ParsedForm<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** Every text value sent under `name` (a group of boxes sends one per ticked box), in the order sent. */
export const textValuesOf = (form: FormData, name: string): string[] =>
  form.getAll(name).filter((value) => typeof value === 'string');

/**
 * Checks form fields against a zod schema; on failure returns per-field messages and what was typed.
 * Control characters (NUL and the like; tabs and line breaks aside) are refused in every field before the
 * schema runs, so none can reach the database whatever the schema says; what the reader typed is sent back
 * without them.
 */
export function parseForm<T>(schema: z.ZodType<T>, form: FormData): ParsedForm<T> {
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) {
    if (hasControlChars(value)) fieldErrors[key] = [controlCharsMessage('This field')];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, values: withoutControls(values) };
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors, values };
}

const withoutControls = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, withoutControlChars(value)]));
