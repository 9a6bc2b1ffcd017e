/**
 * server-memory: the real server started as `npm start` starts it (a child process on a new data
 * folder; journey-load-portal.ts), on PGlite and on PostgreSQL (a throwaway database at
 * `TEST_POSTGRES_URL`, else the local server), each started `SERVER_MEMORY_RUNS` times (3 unless
 * told): its RSS idle once started and settled, and the most it was resident while starting
 * (VmHWM), against its targets (idle under 400 MB on PGlite and 200 MB on PostgreSQL, the
 * start's peak under 1.5x idle). Nothing is asked of it: what one request loads when first needed
 * (the gazetteer, the PDF libraries) is not in these figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchModule } from './measure';
import { startPortal, type PortalMemory } from './journey-load-portal';
import { describeMemory } from './journey-load-report';
import { withThrowawayDatabase } from './throwaway-database';

const RUNS = Number(process.env.SERVER_MEMORY_RUNS ?? 3);

/** Starts a portal with `env` on a new data folder, reads its memory and stops it. */
async function memoryOfOneStart(env: Record<string, string>): Promise<PortalMemory> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-server-memory-'));
  try {
    const portal = await startPortal({ DATA_DIR: dataDir, ...env });
    await portal.stop();
    return portal.memory;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function report(title: string, database: 'pglite' | 'postgres', start: () => Promise<PortalMemory>): Promise<void> {
  console.log(`  ${title}`);
  for (let run = 1; run <= RUNS; run++) console.log(`    start ${run}: ${describeMemory(await start(), database)}`);
}

const serverMemory: BenchModule = {
  name: 'server-memory',
  async run() {
    await report('PGlite (embedded, a new data folder each start)', 'pglite', () => memoryOfOneStart({}));
    await withThrowawayDatabase('lj_bench_memory', (url) =>
      report('PostgreSQL (one database, migrated by the first start)', 'postgres', () => memoryOfOneStart({ DATABASE_URL: url })),
    );
  },
};

export default serverMemory;
