import { describe, expect, it } from 'vitest';
import { chartMovements } from './chart-movement';

const entry = (rank: number, artist: string, trackTitle: string) => ({ rank, artist, trackTitle });

describe('chartMovements', () => {
  const previous = [
    entry(1, 'Amelie Lens', 'Pressure'),
    entry(2, 'Bicep', 'Lumen'),
    entry(3, 'Four Tet', 'Orbit'),
    entry(4, 'Solomun', 'Velvet'),
  ];

  it('tells up, down, new and same apart, with the places moved', () => {
    const current = [
      entry(1, 'Amelie Lens', 'Pressure'),
      entry(2, 'Solomun', 'Velvet'),
      entry(3, 'Peggy Gou', 'Strobe'),
      entry(4, 'Bicep', 'Lumen'),
    ];
    expect(chartMovements(current, previous)).toEqual([
      { kind: 'same' },
      { kind: 'up', places: 2 },
      { kind: 'new' },
      { kind: 'down', places: 2 },
    ]);
  });

  it('knows a track however its case and spacing are written', () => {
    expect(chartMovements([entry(1, 'four  tet', 'ORBIT ')], previous)).toEqual([{ kind: 'up', places: 2 }]);
  });

  it('does not take the same title by another artist for the same track', () => {
    expect(chartMovements([entry(1, 'Kölsch', 'Lumen')], previous)).toEqual([{ kind: 'new' }]);
  });

  it('counts a track listed twice before at its better rank', () => {
    const twice = [entry(2, 'Bicep', 'Lumen'), entry(6, 'Bicep', 'Lumen')];
    expect(chartMovements([entry(3, 'Bicep', 'Lumen')], twice)).toEqual([{ kind: 'down', places: 1 }]);
  });

  it('gives no movement at all when there is no chart before, and new to all when it was empty', () => {
    const current = [entry(1, 'Bicep', 'Lumen'), entry(2, 'Anyma', 'Echo Chamber')];
    expect(chartMovements(current, null)).toEqual([null, null]);
    expect(chartMovements(current, [])).toEqual([{ kind: 'new' }, { kind: 'new' }]);
  });
});
