import { describe, expect, it } from 'vitest';
import { sparklineGeometry } from './sparkline-geometry';

const size = { width: 100, height: 20, inset: 2 };

describe('sparklineGeometry', () => {
  it('spreads the values from edge to edge and scales the highest to the top', () => {
    const geometry = sparklineGeometry([0, 5, 10], size);
    expect(geometry.max).toBe(10);
    expect(geometry.line).toBe('M2 18 L50 10 L98 2');
    expect(geometry.area).toBe('M2 18 L50 10 L98 2 L98 18 L2 18 Z');
    expect(geometry.last).toEqual({ x: 98, y: 2 });
  });

  it('draws a source without items as a flat line on the baseline', () => {
    const geometry = sparklineGeometry([0, 0, 0, 0], size);
    expect(geometry.max).toBe(1);
    expect(geometry.line).toBe('M2 18 L34 18 L66 18 L98 18');
  });

  it('keeps small counts small: one item is the top only when nothing is higher', () => {
    expect(sparklineGeometry([1, 0], size).line).toBe('M2 2 L98 18');
    expect(sparklineGeometry([1, 4], size).line).toBe('M2 14 L98 2');
  });

  it('centres a single value and draws nothing for none', () => {
    expect(sparklineGeometry([3], size)).toMatchObject({ line: 'M50 2', last: { x: 50, y: 2 } });
    expect(sparklineGeometry([], size)).toEqual({ line: '', area: '', max: 1 });
  });

  it('draws negative or unknown counts as zero, never outside the box', () => {
    const geometry = sparklineGeometry([-4, Number.NaN, Number.POSITIVE_INFINITY, 2], size);
    expect(geometry.line).toBe('M2 18 L34 18 L66 18 L98 2');
  });

  it('rounds coordinates to hundredths for a short path', () => {
    expect(sparklineGeometry([0, 1, 3], { width: 10, height: 10, inset: 0 }).line).toBe(
      'M0 10 L5 6.67 L10 0',
    );
  });
});
