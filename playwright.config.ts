import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePartners } from './e2e/support/partners';
import { chromiumLaunchOptions } from './tools/chromium';

// One fresh data directory per run, shared by the server and the tests (they read its mail outbox).
// Workers inherit the variable, so they do not make their own. The runner removes the folder it
// made as it exits, after it has stopped the server; one named in E2E_DATA_DIR is the caller's.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT ?? 3100);

/** The specs that change state every other spec reads (a product's rule records). */
const SHARED_RULES = /\/(ops-rules|validation-rules)\.spec\.ts$/;

/** PARTNERS_JSON of the server under test (e2e/support/partners.ts names them for the specs). */
const E2E_PARTNERS = JSON.stringify(e2ePartners);

/** Playwright drives Debian's Chromium against the real server (`npm start` on a fresh data dir). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // Two files at a time on two cores: a sign-up's password hash, with the other file's work beside
  // it, has taken more than 10 s; a passing expectation never waits for this.
  expect: { timeout: 20_000 },
  // Two files at a time: a run waits on the server and the browser far more than it computes.
  // Tests within a file keep their order (some build on the one before).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test to keep the failed ones' cost the run about a third of its
    // CPU; a failure keeps its screenshot and page snapshot, and E2E_TRACE=1 records traces too.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // These change a product's rule records for everyone, so they run alone, before the rest.
    { name: 'shared-rules', testMatch: SHARED_RULES, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: SHARED_RULES, dependencies: ['shared-rules'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // The run's administrator is made first with the staff command (the machine token may not add
    // one), its credentials written beside the outbox for the specs (e2e/support/staff-admin.ts).
    command: `npx tsx tools/staff.ts add e2e-admin@lender.test --name "End-to-end Administrator" --role admin > "${process.env.E2E_DATA_DIR}/e2e-admin.txt" && exec npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/settings.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close its database before the runner removes the data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Every spec signs up from 127.0.0.1; the sign-up limit per address is for strangers, not this run.
    // Partner codes are checked against the configured partners: these are the ones the specs use.
    env: { PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: process.env.E2E_DATA_DIR, SIGNUP_LIMIT_PER_ADDRESS: '1000', PARTNERS_JSON: E2E_PARTNERS },
    stdout: 'pipe',
  },
});
