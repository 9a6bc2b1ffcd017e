/**
 * `npm run test:faults`: the fault-injection suite (tests/faults/*.fault.test.ts), each case
 * against the real server as a child process, with its figures printed at the end. Apart from the
 * main vitest run: it kills and restarts servers and takes a few minutes.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Read by every test file's worker (they inherit this process's environment) and by the reporter.
process.env.FAULT_FIGURES_FILE ??= path.join(tmpdir(), `lj-fault-figures-${process.pid}.jsonl`);

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.fault.test.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 600_000,
    // One file per core: each runs portals of its own.
    maxWorkers: 2,
    reporters: ['default', './tests/faults/figures-reporter.ts'],
  },
});
