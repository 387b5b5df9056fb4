import { describe, expect, it } from 'vitest';
import { loadChildren } from './load-children';

type Entry = { chartId: string; rank: number };

describe('loadChildren', () => {
  it('asks once for every parent and hands each its children in the order loaded', async () => {
    const asked: string[][] = [];
    const entriesOf = await loadChildren(
      ['a', 'b', 'c'],
      async (ids): Promise<Entry[]> => {
        asked.push(ids);
        return [
          { chartId: 'b', rank: 1 },
          { chartId: 'a', rank: 1 },
          { chartId: 'b', rank: 2 },
        ];
      },
      (entry) => entry.chartId,
    );
    expect(asked).toEqual([['a', 'b', 'c']]);
    expect(entriesOf('a')).toEqual([{ chartId: 'a', rank: 1 }]);
    expect(entriesOf('b').map((entry) => entry.rank)).toEqual([1, 2]);
    expect(entriesOf('c')).toEqual([]);
  });

  it('runs no query without parents', async () => {
    let calls = 0;
    const childrenOf = await loadChildren(
      [],
      async () => {
        calls++;
        return [];
      },
      (child: Entry) => child.chartId,
    );
    expect(calls).toBe(0);
    expect(childrenOf('a')).toEqual([]);
  });
});
