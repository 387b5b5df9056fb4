import { describe, expect, it } from 'vitest';
import { aiProvenance } from './ai-provenance';

describe('aiProvenance', () => {
  it.each([
    [0.95, 3, 'high'],
    [0.95, 1, 'medium'],
    [0.7, 4, 'medium'],
    [0.4, 4, 'low'],
  ] as const)('support %s from %s sources is %s confidence', (support, sources, confidence) => {
    const provenance = aiProvenance('m-1', support, sources);
    expect(provenance.confidence).toBe(confidence);
    expect(provenance.note).toContain(`${Math.round(support * 100)}%`);
  });

  it('says what it can when the support was never measured', () => {
    const provenance = aiProvenance(null, null, 2);
    expect(provenance).toMatchObject({ model: null, confidence: 'unknown' });
    expect(provenance.note).toContain('from 2 sources');
  });
});
