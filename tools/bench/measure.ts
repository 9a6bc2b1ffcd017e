/** What a benchmark module gives `npm run bench`, and the timing helper they share. */

export interface BenchModule {
  /** Shown as the section title; `npm run bench -- <word>` runs the modules whose name contains it. */
  name: string;
  run(): Promise<void> | void;
}

export interface Timing {
  /** Milliseconds. */
  median: number;
  p95: number;
  runs: number;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times, each timed on its own. */
export function measure(fn: () => unknown, options: { runs?: number; warmup?: number } = {}): Timing {
  const runs = options.runs ?? 1000;
  const warmup = options.warmup ?? Math.max(100, Math.floor(runs / 5));
  for (let i = 0; i < warmup; i++) fn();
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times[i] = performance.now() - start;
  }
  times.sort();
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs };
}

/** The q-quantile of values sorted in ascending order, interpolated between neighbours. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  const high = Math.ceil(index);
  return sorted[low] + (sorted[high] - sorted[low]) * (index - low);
}

export function ms(value: number): string {
  return `${value.toFixed(3)} ms`;
}
