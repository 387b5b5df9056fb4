import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseForm } from './form-data';
import { multiLine, singleLine } from './form-text';

const schema = z.object({
  name: singleLine('Your name').min(1, 'Please enter your name').max(20),
  message: multiLine('Your message').min(1),
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const errorsFor = (fields: Record<string, string>) => {
  const parsed = parseForm(schema, form(fields));
  return parsed.ok ? undefined : parsed.fieldErrors;
};

describe('form text fields', () => {
  it('accepts ordinary text, trimmed, with line breaks and tabs in multi-line fields', () => {
    const parsed = parseForm(schema, form({ name: '  Ana  ', message: 'Line one\r\n\tLine two' }));
    expect(parsed).toEqual({ ok: true, data: { name: 'Ana', message: 'Line one\r\n\tLine two' } });
  });

  it.each([
    ['CR LF', 'Ana\r\nBcc: x@y.test'],
    ['LF', 'Ana\nX'],
    ['CR', 'Ana\rX'],
    ['line separator', 'Ana\u2028X'],
  ])('refuses a single-line field with %s', (_kind, name) => {
    expect(errorsFor({ name, message: 'Hi' })).toEqual({
      name: ['Your name must fit on one line: please remove the line breaks'],
    });
  });

  it('refuses a tab in a single-line field', () => {
    expect(errorsFor({ name: 'An\ta', message: 'Hi' })?.name).toEqual(['Your name must not contain tabs']);
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f'])(
    'refuses control character %j in any field, before the schema, and echoes the text without it',
    (control) => {
      const parsed = parseForm(schema, form({ name: 'Ana', message: `Hello${control}there` }));
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.fieldErrors).toEqual({
        message: ['This field contains control characters (such as NUL); please type it again'],
      });
      expect(parsed.values.message).toBe('Hellothere');
    },
  );

  it('refuses control characters through the schema alone too (for callers that skip parseForm)', () => {
    const result = schema.safeParse({ name: 'A\u0000na', message: 'x\u0000' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Your name contains control characters (such as NUL); please type it again',
      'Your message contains control characters (such as NUL); please type it again',
    ]);
  });
});
