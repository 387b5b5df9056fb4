import { describe, expect, it } from 'vitest';
import { fieldErrorSummary } from './form-summary';

const tipFields = {
  name: 'your name',
  email: 'your e-mail address',
  url: 'the related link',
  message: 'your tip',
};

describe('fieldErrorSummary', () => {
  it.each([
    [{ message: ['too short'] }, 'Please check your tip, then send it again.'],
    [
      { email: ['bad'], url: ['bad'] },
      'Please check your e-mail address and the related link, then send it again.',
    ],
    // In the form's order, whatever order the schema reported them in.
    [
      { url: ['bad'], message: ['too short'], email: ['bad'] },
      'Please check your e-mail address, the related link and your tip, then send it again.',
    ],
    // A field the summary cannot name: it says no more than it knows.
    [{ email: ['bad'], topic: ['bad'] }, 'Please check the highlighted fields.'],
    [{}, 'Please check the highlighted fields.'],
    [{ email: [] }, 'Please check the highlighted fields.'],
  ])('%j', (fieldErrors, summary) => {
    expect(fieldErrorSummary(fieldErrors, tipFields)).toBe(summary);
  });
});
