// Where a benchmark's memory is at its peak: samples the process every half second (RSS split into anonymous
// and file-backed pages, V8's heap by space, ArrayBuffers, malloc'd memory outside them) and keeps the sample
// taken at the highest RSS, plus marks at named moments. Opt-in (`BENCH_MEMORY_TRACE=1`), as the sampling and
// the heap statistics cost a little time. Decision 094 used it to find the worker's fixed memory.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/** The process's memory now, in MB. */
function memorySample() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .filter((space) => space.space_size > 0)
      .map((space) => [space.space_name.replace(/_space$/, ''), mb(space.space_size)]),
  );
  return {
    rss: Math.round(kb('VmRSS') / 102.4) / 10,
    rssAnon: Math.round(kb('RssAnon') / 102.4) / 10,
    rssFile: Math.round(kb('RssFile') / 102.4) / 10,
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    // What the anonymous pages hold beyond the main heap: the parse threads' heaps, malloc, code, stacks.
    anonBeyondHeap: Math.round(kb('RssAnon') / 102.4) / 10 - mb(usage.heapTotal) - mb(usage.arrayBuffers),
    spaces,
  };
}

type Sample = ReturnType<typeof memorySample>;

/** Samples until stopped; `mark` records the memory at a named moment. */
export function startMemoryTrace(enabled = process.env.BENCH_MEMORY_TRACE === '1') {
  const marks: Record<string, Sample> = {};
  let peak: Sample | undefined;
  const sample = () => {
    const now = memorySample();
    if (!peak || now.rss > peak.rss) peak = now;
    return now;
  };
  const timer = enabled ? setInterval(sample, 500) : undefined;
  timer?.unref();
  return {
    mark(name: string) {
      if (enabled) marks[name] = sample();
    },
    report() {
      if (timer) clearInterval(timer);
      return enabled ? { marks, atPeak: peak } : undefined;
    },
  };
}
