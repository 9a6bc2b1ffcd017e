/**
 * `npm run bench -- journey-load`: N virtual applicants (10, 50 and 200; JOURNEY_LOAD_N=10 or
 * 10,50 picks) each do the whole tl application over HTTP as the browser does (sign-up and
 * sign-in, the application's creation, every step's autosaves and Save & Continue with its stage
 * move, the sandbox bank connected and polled until its statements are in, another owner added,
 * the submission: about 36 requests; tools/bench/journey-load-applicant.ts), arriving evenly over
 * 30 s (JOURNEY_LOAD_RAMP_SECONDS), each run bounded at 5 minutes. Against the real server as a child process: on PGlite, on
 * PostgreSQL (a throwaway database at TEST_POSTGRES_URL, else 127.0.0.1:5432), and two instances
 * over one PostgreSQL with the applicants round-robin between them (JOURNEY_LOAD_SETUPS=pglite,
 * postgres,two picks). Each run has a new server and database.
 *
 * The portal runs as configured by default: the sandbox bank with its own 2-second retrieval
 * (realistic: the real service answers 'still preparing' for seconds too), JOB_CONCURRENCY's
 * default, and the sign-up limits as they are. Every applicant comes from 127.0.0.1, as an
 * office behind one address does: a limit that refuses them shows as 429s, not as a change here.
 * The load comes from this process, which shares the machine's CPUs with the server.
 *
 * JOURNEY_LOAD_INSTANCE_CPUS=0.4 (opt-in; Linux, as root) holds each instance to 0.4 of one core
 * in a cgroup of its own (tools/bench/cpu-budget.ts), as a machine of its own would: on a small
 * machine two instances otherwise only share the cores one already has, with PostgreSQL and this
 * process, and cannot show scaling out. PostgreSQL and the applicants have the rest.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchModule } from './measure';
import { cpusFromEnv } from './cpu-budget';
import { startPortal, type Portal } from './journey-load-portal';
import { printRun, printScaling, SETUP_TITLES, type RunReport, type Setup } from './journey-load-report';
import { runApplicants } from './journey-load-run';
import { withThrowawayDatabase } from './throwaway-database';

const LIMIT_MS = 5 * 60_000;
const PRODUCT = 'tl';

function listOf<T extends string | number>(value: string | undefined, fallback: T[], parse: (word: string) => T | undefined): T[] {
  const words = value?.split(',').map((word) => word.trim()) ?? [];
  const picked = words.map(parse).filter((value): value is T => value !== undefined);
  return picked.length > 0 ? picked : fallback;
}

/** How long the arrivals take (JOURNEY_LOAD_RAMP_SECONDS, 30 unless told): shorter makes them faster than one instance serves. */
const rampMs = () => {
  const seconds = Number(process.env.JOURNEY_LOAD_RAMP_SECONDS ?? 30);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000;
};

const sizes = () =>
  listOf(process.env.JOURNEY_LOAD_N, [10, 50, 200], (word) => (Number.isInteger(Number(word)) && Number(word) > 0 ? Number(word) : undefined));
const setups = () =>
  listOf<Setup>(process.env.JOURNEY_LOAD_SETUPS, ['pglite', 'postgres', 'two'], (word) => (word in SETUP_TITLES ? (word as Setup) : undefined));

/** Starts the setup's portals on a new data folder (and database), runs `use`, and stops them. */
async function withPortals(setup: Setup, cpus: number | undefined, use: (portals: Portal[]) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-journey-load-'));
  const portals: Portal[] = [];
  const start = async (env: Record<string, string>, count: number) => {
    // One after the other: the second finds the keys the first made in the shared DATA_DIR, as
    // instances sharing a folder (or given the same keys) do.
    try {
      for (let i = 0; i < count; i++) portals.push(await startPortal({ DATA_DIR: dataDir, ...env }, { cpus }));
      await use(portals);
    } finally {
      // Before the database is dropped, or the servers would log its loss.
      for (const portal of portals) await portal.stop();
    }
  };
  try {
    if (setup === 'pglite') await start({}, 1);
    else await withThrowawayDatabase('lj_bench_journey', (url) => start({ DATABASE_URL: url }, setup === 'two' ? 2 : 1));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const journeyLoad: BenchModule = {
  name: 'journey-load',
  async run() {
    const runs: RunReport[] = [];
    const instanceCpus = cpusFromEnv('JOURNEY_LOAD_INSTANCE_CPUS');
    for (const setup of setups()) {
      for (const applicants of sizes()) {
        await withPortals(setup, instanceCpus, async (portals) => {
          const result = await runApplicants(portals, {
            applicants,
            rampMs: rampMs(),
            limitMs: LIMIT_MS,
            product: PRODUCT,
            journeysDir: path.resolve('journeys'),
          });
          const report: RunReport = {
            setup,
            applicants,
            rampMs: rampMs(),
            limitMs: LIMIT_MS,
            result,
            memory: portals.map((portal) => portal.memory),
            serverErrors: portals.reduce((sum, portal) => sum + portal.errors.count, 0),
            instanceCpus,
          };
          runs.push(report);
          printRun(report);
          for (const line of portals.flatMap((portal) => portal.errors.first)) console.log(`      server: ${line}`);
          portals.forEach((portal, i) => {
            const died = portal.died();
            if (died) console.log(`    instance ${i + 1} ${died}`);
          });
        });
      }
    }
    printScaling(runs);
  },
};

export default journeyLoad;
