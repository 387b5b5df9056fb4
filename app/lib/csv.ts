/**
 * RFC 4180 CSV: fields quoted when they hold a comma, quote or line break, quotes doubled. A field that
 * starts with =, +, - or @ is prefixed with an apostrophe on the way out, so a spreadsheet never runs it
 * as a formula (CSV injection).
 */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Parses CSV text into rows of fields; returns an error with its line for an unclosed quote. */
export function parseCsv(
  text: string,
): { ok: true; rows: string[][] } | { ok: false; line: number; message: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += char;
  }
  if (quoted) return { ok: false, line: quoteLine, message: 'a quoted field is never closed' };
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return { ok: true, rows: rows.filter((each) => !(each.length === 1 && each[0] === '')) };
}
