/**
 * Why `value` is not plain data that JSON names in full, or undefined when it is: strings, finite numbers,
 * booleans, null, dates, arrays and plain objects of them (a property may be undefined: JSON leaves it out, and
 * a component reads an undefined property as an absent one). A function, a class instance, NaN or a React
 * element would be left out of JSON or changed by it, so two different props could share one key.
 */
export function notPlainData(value: unknown, path = 'props'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      if (value[index] === undefined) return `${path}[${index}] is undefined`;
      const reason = notPlainData(value[index], `${path}[${index}]`);
      if (reason) return reason;
    }
    return undefined;
  }
  // A date is its time in JSON; one that is no time would be null there.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? `${path} is an invalid date` : undefined;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return `${path} is not a plain object`;
  if (Object.getOwnPropertySymbols(value).length > 0) return `${path} has symbol keys`;
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const reason = notPlainData(field, `${path}.${name}`);
    if (reason) return reason;
  }
  return undefined;
}
