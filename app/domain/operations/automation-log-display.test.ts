import { describe, expect, it } from 'vitest';
import { logStatusKind, logTypeLabel } from './automation-log-display';

describe('automation logs on the desk', () => {
  it.each([
    ['rss_processing', 'RSS PROCESSING'],
    ['weekly_charts', 'WEEKLY CHARTS'],
    ['newsletter_digest', 'NEWSLETTER DIGEST'],
    ['link_check', 'LINK CHECK'],
    ['plain', 'PLAIN'],
    ['__double__', '  DOUBLE  '],
  ])('type %s reads %s', (type, label) => {
    expect(logTypeLabel(type)).toBe(label);
  });

  it('shows success and error as they are, and anything else as pending', () => {
    expect(logStatusKind('success')).toBe('success');
    expect(logStatusKind('error')).toBe('error');
    for (const status of ['pending', 'running', '', 'SUCCESS']) expect(logStatusKind(status)).toBe('pending');
  });
});
