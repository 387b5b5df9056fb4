import { seriesSummary } from '~/domain/newsroom/sources/source-health';
import { sparklineGeometry } from './sparkline-geometry';

/**
 * Items per day as a small line, drawn on the server as inline SVG; its words (`seriesSummary`) are its
 * accessible name and its tooltip.
 */
export function Sparkline({
  values,
  width = 140,
  height = 32,
  className = '',
}: {
  values: number[];
  width?: number;
  height?: number;
  /** Sizes it by CSS instead (`w-full h-auto` to fill a narrow screen); the drawing keeps its proportions. */
  className?: string;
}) {
  const geometry = sparklineGeometry(values, { width, height, inset: 3 });
  const summary = seriesSummary(values);
  return (
    <svg
      role="img"
      aria-label={`Items per day: ${summary}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={`text-accent ${className}`}
    >
      <title>{summary}</title>
      <line
        x1={0}
        x2={width}
        y1={height - 3}
        y2={height - 3}
        stroke="currentColor"
        strokeOpacity={0.25}
        strokeWidth={1}
      />
      <path d={geometry.area} fill="currentColor" fillOpacity={0.15} />
      <path
        d={geometry.line}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {geometry.last ? (
        <circle cx={geometry.last.x} cy={geometry.last.y} r={2.5} fill="currentColor" />
      ) : null}
    </svg>
  );
}
