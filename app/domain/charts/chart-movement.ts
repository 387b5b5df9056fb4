// How each entry of a chart moved against the chart before it (same type and genre, previous period). Pure.

/** Up or down by `places`, new to the chart, or at the same rank as before. */
export type Movement = { kind: 'up' | 'down'; places: number } | { kind: 'new' } | { kind: 'same' };

type Ranked = { rank: number; artist: string; trackTitle: string };

/** One track however it is spelt: case, accents' composed forms and spacing do not make a new track. */
const trackKey = (entry: Ranked) =>
  [entry.artist, entry.trackTitle]
    .map((part) => part.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())
    .join('\u0000');

/**
 * Each current entry's movement, in the order given. `previous` null means there is no chart to compare
 * with: then no entry has a movement (null), rather than every entry looking new. A track listed twice
 * before counts at its better rank.
 */
export function chartMovements(
  current: readonly Ranked[],
  previous: readonly Ranked[] | null,
): (Movement | null)[] {
  if (!previous) return current.map(() => null);
  const before = new Map<string, number>();
  for (const entry of previous) {
    const key = trackKey(entry);
    const rank = before.get(key);
    if (rank === undefined || entry.rank < rank) before.set(key, entry.rank);
  }
  return current.map((entry): Movement => {
    const rank = before.get(trackKey(entry));
    if (rank === undefined) return { kind: 'new' };
    if (rank === entry.rank) return { kind: 'same' };
    return rank > entry.rank
      ? { kind: 'up', places: rank - entry.rank }
      : { kind: 'down', places: entry.rank - rank };
  });
}
