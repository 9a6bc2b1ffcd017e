/** The variables only development, the tests and the benchmarks read: the last area of the configuration table (docs/configuration.md). */
import { optionalText, textVariable, variableArea, flagVariable, wholeVariable } from '../../src/server/config/variables';

export const DevelopmentVariables = variableArea('Development, tests and benchmarks', {
  API_PORT: wholeVariable({
    default: 3001,
    meaning: "`npm run dev` only: the API's port, to which Vite's dev server (on `PORT`, default `5173`) proxies `/api` and `/settings.json`.",
  }),
  FAULT_INJECTION_HOLD: optionalText({
    meaning:
      '`npm run test:faults` only: fault points (`job:<type>:ran`, `upload:stored`, `sweep:offer-expired`, `rotate-keys:batch`) where the process (the portal, or `npm run rotate-keys`) stops for good, to be killed there ([operations](docs/operations.md#fault-injection)). Never set on a portal that serves anyone.',
  }),
  FAULT_FIGURES_FILE: optionalText({
    shownDefault: 'a new file in the temporary folder',
    meaning:
      '`npm run test:faults` only: where each fault file adds its figures (faults injected, writes checked, lost, duplicated jobs, 5xx, time to recover) for the reporter that prints their totals at the end.',
  }),
  TEST_POSTGRES_URL: textVariable({
    default: 'postgres://postgres@127.0.0.1:5432/postgres',
    meaning: 'Tests and benchmarks: the PostgreSQL maintenance database the API suite creates and drops its per-file databases from.',
  }),
  BENCH_PORT: wholeVariable({ default: 3470, meaning: '`npm run bench -- first-step`: the port of the portal it builds and serves.' }),
  BENCH_VISITS: wholeVariable({ default: 5, atLeast: 1, meaning: '`npm run bench -- first-step`: throttled visits per site, of which the median is printed.' }),
  BENCH_LIST_FILES: flagVariable({
    default: false,
    meaning: '`npm run bench -- first-step`: `true` prints the files each site fetched before it drew its first step.',
  }),
  BENCH_LIGHTHOUSE_PORT: wholeVariable({
    default: 9333,
    meaning: '`npm run bench -- first-step`: the debugging port of the Chromium Lighthouse audits through.',
  }),
  JOURNEY_LOAD_N: textVariable({
    default: '10,50,200',
    meaning: '`npm run bench -- journey-load`: how many virtual applicants a run has (one size, or several separated by commas).',
  }),
  JOURNEY_LOAD_RAMP_SECONDS: textVariable({
    default: '30',
    meaning:
      '`npm run bench -- journey-load`: over how many seconds the applicants arrive, evenly; shorter (or more applicants) makes the arrivals faster than one instance serves, which the two-instance ratio needs.',
  }),
  JOURNEY_LOAD_SETUPS: textVariable({
    default: 'pglite,postgres,two',
    meaning:
      '`npm run bench -- journey-load`: the set-ups it runs on: PGlite, one instance on PostgreSQL, two instances on one PostgreSQL ([performance](docs/performance.md#benchmarks)).',
  }),
  SERVER_MEMORY_RUNS: wholeVariable({
    default: 3,
    atLeast: 1,
    meaning: '`npm run bench -- server-memory`: starts per set-up (PGlite, PostgreSQL), of which the median idle and start-peak RSS are printed.',
  }),
  E2E_PORT: wholeVariable({
    default: 3100,
    meaning: 'End-to-end tests: the port of the server Playwright starts; the spec of a new product starts a second portal on this port + 7.',
  }),
  E2E_WORKERS: wholeVariable({
    default: 2,
    meaning: 'End-to-end tests: how many spec files run at a time against the one server (the specs that change rule records run first, alone).',
  }),
  E2E_TRACE: optionalText({
    meaning:
      'End-to-end tests: `1` records a Playwright trace of each test and keeps those of the failed ones; off by default, since recording costs the run about a third of its CPU.',
  }),
  E2E_DATA_DIR: optionalText({
    shownDefault: 'a new temporary folder',
    meaning:
      "End-to-end tests: the server's `DATA_DIR`, read by the specs (mail outbox, operations token). A folder made for the run is removed when the run ends; one given here is kept.",
  }),
  CHROMIUM_PATH: textVariable({ default: '/usr/bin/chromium', meaning: 'End-to-end tests and the keystroke benchmark: the Chromium to drive.' }),
  E2E_SCREENSHOTS: optionalText({ meaning: "End-to-end tests: a folder to save the consents-and-uploads spec's screenshots in." }),
  OWNER_SHOTS_DIR: optionalText({ meaning: "End-to-end tests: a folder to save the additional owner's pages' screenshots in (1280 and 360 px)." }),
  FUZZ_SEED: optionalText({ shownDefault: 'from the clock', meaning: "The API fuzz tests' seed, to replay a failing run." }),
  FIRST_PAGE_CHUNKS_PROBE: optionalText({
    meaning:
      "Set by the web app's build for the probe build it runs inside itself, which finds the first page's modules (`tools/vite/first-page-chunks.ts`); not for setting by hand.",
  }),
  API_THROUGHPUT_LOAD_GENERATOR: optionalText({ meaning: 'Set by `npm run bench -- throughput` for the load generator it forks; not for setting by hand.' }),
});
