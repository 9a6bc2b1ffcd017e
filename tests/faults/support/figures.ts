/**
 * The fault suite's figures, counted in each test file's worker and added to the file named by
 * FAULT_FIGURES_FILE (vitest.faults.config.ts sets it) when the file ends; the figures reporter
 * prints their totals once every file has run.
 */
import { appendFileSync } from 'node:fs';

export interface FaultFigures {
  /** Faults injected: processes killed, servers stopped, stores made unreachable, disks filled. */
  faults: number;
  /** Acknowledged writes read back after a fault. */
  acknowledgedChecked: number;
  /** Of those, missing or changed. */
  lost: number;
  /** Jobs whose effect happened more than once. */
  duplicatedJobs: number;
  /** Answers 5xx other than 503 and 507, with the first few. */
  serverErrors: number;
  serverErrorSamples: string[];
  /** Milliseconds from each fault's end (a kill, a server back) until the portal served again. */
  recoveries: { fault: string; ms: number }[];
  /** What faults left behind that the portal has not cleaned (yet), said in words. */
  leftovers: string[];
}

const counted: FaultFigures = {
  faults: 0,
  acknowledgedChecked: 0,
  lost: 0,
  duplicatedJobs: 0,
  serverErrors: 0,
  serverErrorSamples: [],
  recoveries: [],
  leftovers: [],
};

export const figures = {
  counted,
  answered(status: number, what: string, body: string): void {
    // 503 (try again shortly) and 507 (the disk is full) are promised answers to a fault.
    if (status < 500 || status === 503 || status === 507) return;
    counted.serverErrors++;
    if (counted.serverErrorSamples.length < 5) counted.serverErrorSamples.push(`${status} ${what}: ${body.slice(0, 200)}`);
  },
  fault(count = 1): void {
    counted.faults += count;
  },
  checked(acknowledged: number, lost: number): void {
    counted.acknowledgedChecked += acknowledged;
    counted.lost += lost;
  },
  duplicated(count: number): void {
    counted.duplicatedJobs += count;
  },
  recovered(fault: string, ms: number): void {
    counted.recoveries.push({ fault, ms: Math.round(ms) });
  },
  leftover(what: string): void {
    counted.leftovers.push(what);
  },
  /** Adds this file's figures to the run's file (one JSON line). */
  flush(): void {
    const file = process.env.FAULT_FIGURES_FILE;
    if (file) appendFileSync(file, `${JSON.stringify(counted)}\n`);
  },
};
