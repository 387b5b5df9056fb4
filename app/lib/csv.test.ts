import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('round-trips commas, quotes and line breaks', () => {
    const rows = [
      ['email', 'note'],
      ['a@example.test', 'says "hi", twice\nand again'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual({ ok: true, rows });
  });

  it('defuses formulas on the way out', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@a', 'ok']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@a,ok\r\n`,
    );
  });

  it('reads LF and CRLF files, a byte-order mark, and skips blank lines', () => {
    expect(parseCsv('\uFEFFemail,topics\r\na@x.test,news\n\nb@x.test,\n')).toEqual({
      ok: true,
      rows: [
        ['email', 'topics'],
        ['a@x.test', 'news'],
        ['b@x.test', ''],
      ],
    });
  });

  it('says where a quote is left open', () => {
    expect(parseCsv('email\n"a@x.test\nb@x.test\n')).toEqual({
      ok: false,
      line: 2,
      message: 'a quoted field is never closed',
    });
  });
});
