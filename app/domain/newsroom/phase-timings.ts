/** Milliseconds spent per pipeline phase, summed over a run; the ingest benchmark prints them. */
export type PhaseTimings = Record<string, number>;

/** Runs `step`, adding its duration to `timings[phase]` when timings are being kept. */
export async function timed<T>(
  timings: PhaseTimings | undefined,
  phase: string,
  step: () => Promise<T> | T,
): Promise<T> {
  if (!timings) return step();
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[phase] = (timings[phase] ?? 0) + performance.now() - started;
  }
}
