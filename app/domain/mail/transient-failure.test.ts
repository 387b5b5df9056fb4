import { describe, expect, it } from 'vitest';
import { isTransientMailFailure, mailFailureReason } from './transient-failure';

describe('isTransientMailFailure', () => {
  it.each([
    [{ responseCode: 421, response: '421 try later' }, true],
    [{ responseCode: 451 }, true],
    [{ code: 'ECONNECTION' }, true],
    [{ code: 'ETIMEDOUT' }, true],
    [{ responseCode: 550, response: '550 no such user' }, false],
    [{ responseCode: 554 }, false],
    [{ code: 'EACCES' }, false],
    [new Error('boom'), false],
    [undefined, false],
  ])('%j → %s', (error, transient) => {
    expect(isTransientMailFailure(error)).toBe(transient);
  });
});

describe('mailFailureReason', () => {
  it('keeps the server reply on one bounded line', () => {
    expect(mailFailureReason({ response: '550 5.1.1\r\n no such user', message: 'x' })).toBe(
      '550 5.1.1 no such user',
    );
    expect(mailFailureReason(new Error('y'.repeat(900)))).toHaveLength(500);
    expect(mailFailureReason({})).toBe('[object Object]');
  });
});
