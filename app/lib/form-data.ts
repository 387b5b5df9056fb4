import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

export type ParsedForm<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** Checks form fields against a zod schema; on failure returns per-field messages and what was typed. */
export function parseForm<T>(schema: z.ZodType<T>, form: FormData): ParsedForm<T> {
  const values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors, values };
}
