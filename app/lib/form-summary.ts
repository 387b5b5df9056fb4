import type { FieldErrors } from './form-data';

/** "a", "a and b", "a, b and c": a list as the site writes one (no serial comma). */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The message above a refused form: it names the fields that were refused, in the form's order, so it never
 * points at a field that was right (a summary fixed in advance said "the message" whatever was wrong).
 * `fields` maps each field to how the message names it ("your e-mail address"), in the order of the form; a
 * refused field it does not name (none should be) makes the summary fall back to the highlighted fields.
 */
export function fieldErrorSummary(fieldErrors: FieldErrors, fields: Record<string, string>): string {
  const refused = Object.keys(fieldErrors).filter((name) => fieldErrors[name]?.length);
  const named = Object.keys(fields).filter((name) => refused.includes(name));
  if (named.length === 0 || named.length < refused.length) return 'Please check the highlighted fields.';
  return `Please check ${joinNames(named.map((name) => fields[name]!))}, then send it again.`;
}
