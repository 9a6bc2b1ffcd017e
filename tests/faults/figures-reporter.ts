/**
 * Prints the fault suite's figures once every file has run: the totals of what each file's worker
 * added to FAULT_FIGURES_FILE (tests/faults/support/figures.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Reporter } from 'vitest/node';
import type { FaultFigures } from './support/figures';

export default class FaultFiguresReporter implements Reporter {
  private readonly started = performance.now();

  onTestRunEnd(): void {
    const file = process.env.FAULT_FIGURES_FILE;
    if (!file || !existsSync(file)) return;
    const parts = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as FaultFigures);
    rmSync(file, { force: true });
    const sum = (pick: (part: FaultFigures) => number) => parts.reduce((total, part) => total + pick(part), 0);
    const recoveries = parts.flatMap((part) => part.recoveries);
    const slowest = recoveries.reduce((worst, each) => (each.ms > worst.ms ? each : worst), { fault: 'none', ms: 0 });
    const lines = [
      '',
      'Fault injection figures',
      `  faults injected:                    ${sum((part) => part.faults)}`,
      `  acknowledged writes checked:        ${sum((part) => part.acknowledgedChecked)}`,
      `  lost (target 0):                    ${sum((part) => part.lost)}`,
      `  duplicated jobs (target 0):         ${sum((part) => part.duplicatedJobs)}`,
      `  5xx other than 503/507 (target 0):  ${sum((part) => part.serverErrors)}`,
      ...parts.flatMap((part) => part.serverErrorSamples.map((sample) => `    ${sample}`)),
      `  time to recover:                    ${recoveries.length ? `median ${median(recoveries.map((each) => each.ms))} ms, slowest ${slowest.ms} ms (${slowest.fault})` : 'none measured'}`,
      ...recoveries.map((each) => `    ${each.fault}: ${each.ms} ms`),
      ...(parts.some((part) => part.leftovers.length)
        ? ['  left behind, not cleaned at once:', ...parts.flatMap((part) => part.leftovers.map((what) => `    ${what}`))]
        : []),
      `  wall time:                          ${((performance.now() - this.started) / 1000).toFixed(0)} s`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
