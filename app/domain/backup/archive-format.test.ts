import { describe, expect, it } from 'vitest';
import { ArchiveError, parseLine, recordLine, rowLine } from './archive-format';

describe('archive lines', () => {
  it('read back what they were written as', () => {
    expect(parseLine(rowLine('{"id":1,"title":"A \\"quoted\\" title"}').trimEnd(), 3)).toEqual({
      kind: 'row',
      json: '{"id":1,"title":"A \\"quoted\\" title"}',
    });
    const table = { name: 'articles', columns: ['id', 'title'] };
    expect(parseLine(recordLine('table', table).trimEnd(), 2)).toEqual({ kind: 'table', table });
    const sequence = { name: 'house_ad_counts_id_seq', lastValue: '42', isCalled: true };
    expect(parseLine(recordLine('sequence', sequence).trimEnd(), 9)).toEqual({ kind: 'sequence', sequence });
  });

  it.each([
    ['not JSON', '{"r":{"id":1}', /Line 7 of the archive is not JSON/],
    ['an unknown record', '{"something":1}', /Line 7 of the archive is not a record Dropwire writes/],
    ['two keys', '{"table":{},"end":{}}', /not a record Dropwire writes/],
    [
      'a bad table header',
      '{"table":{"name":""}}',
      /Line 7 of the archive is a bad table record: name: .*; columns: /,
    ],
    [
      'a file outside uploads/',
      '{"file":{"path":"../.auth-secret","base64":""}}',
      /bad file record: path: expected uploads\/<file name>/,
    ],
    ['an unknown secret', '{"secret":{"name":".pg-password","value":"x"}}', /bad secret record: name:/],
    [
      'a bad sequence value',
      '{"sequence":{"name":"s","lastValue":"1; DROP","isCalled":true}}',
      /bad sequence record: lastValue/,
    ],
  ])('refuse %s with the line and what is wrong', (_case, line, message) => {
    expect(() => parseLine(line, 7)).toThrow(ArchiveError);
    expect(() => parseLine(line, 7)).toThrow(message);
  });
});
