/** One field of an audit record, as the log shows it: what it was, what it became. */
export type AuditDiffLine = {
  field: string;
  kind: 'added' | 'removed' | 'changed' | 'same';
  before: string | null;
  after: string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one readable line: text as it is, lists joined, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length ? value.join(', ') : '(none)';
  return JSON.stringify(value, null, 1).replace(/\s*\n\s*/g, ' ');
}

/**
 * The before and after of an audit record as lines per field, nested fields with dotted names
 * (`mergedFrom.items`), in the order the record names them. Fields present on one side only are added or
 * removed; equal ones are kept as `same`, so a record of a whole row still reads in context.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffLine[] {
  const lines: AuditDiffLine[] = [];
  const walk = (prefix: string, a: unknown, b: unknown) => {
    if (isRecord(a) || isRecord(b)) {
      const left = isRecord(a) ? a : {};
      const right = isRecord(b) ? b : {};
      // A record on one side only, against a plain value on the other, is compared whole.
      if (
        (a !== undefined && a !== null && !isRecord(a)) ||
        (b !== undefined && b !== null && !isRecord(b))
      ) {
        lines.push(line(prefix, a, b));
        return;
      }
      for (const key of new Set([...Object.keys(left), ...Object.keys(right)]))
        walk(prefix ? `${prefix}.${key}` : key, left[key], right[key]);
      return;
    }
    lines.push(line(prefix || 'value', a, b));
  };
  if ((before ?? undefined) === undefined && (after ?? undefined) === undefined) return [];
  walk('', before ?? undefined, after ?? undefined);
  return lines;
}

function line(field: string, before: unknown, after: unknown): AuditDiffLine {
  const had = before !== undefined;
  const has = after !== undefined;
  const beforeText = had ? auditValueText(before) : null;
  const afterText = has ? auditValueText(after) : null;
  const kind = !had ? 'added' : !has ? 'removed' : beforeText === afterText ? 'same' : 'changed';
  return { field, kind, before: beforeText, after: afterText };
}
