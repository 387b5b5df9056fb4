// The drawing of a sparkline, as numbers: pure, so it is tested without a browser and drawn on the server.

export type SparklineSize = {
  width: number;
  height: number;
  /** Room kept free at every edge. */ inset: number;
};

export type SparklineGeometry = {
  /** The path of the line through every value, left (oldest) to right (newest); empty without values. */
  line: string;
  /** The line closed along the baseline, for the filled area under it. */
  area: string;
  /** Where the newest value sits, for its dot. */
  last?: { x: number; y: number };
  /** The value drawn at the top: the highest, at least 1, so a quiet source is a flat line at the bottom. */
  max: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

export function sparklineGeometry(values: number[], size: SparklineSize): SparklineGeometry {
  const { width, height, inset } = size;
  // Counts cannot be negative or unknown: anything else is drawn as nothing happened.
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const max = Math.max(1, ...clean);
  if (clean.length === 0) return { line: '', area: '', max };
  const baseline = height - inset;
  const step = clean.length > 1 ? (width - 2 * inset) / (clean.length - 1) : 0;
  const points = clean.map((value, i) => ({
    x: round(clean.length > 1 ? inset + i * step : width / 2),
    y: round(baseline - (value / max) * (height - 2 * inset)),
  }));
  const line = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const first = points[0]!;
  const last = points.at(-1)!;
  const area = `${line} L${last.x} ${baseline} L${first.x} ${baseline} Z`;
  return { line, area, last, max };
}
