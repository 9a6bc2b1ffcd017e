/**
 * SIGKILL in the middle of the portal's upkeep on PostgreSQL (a throwaway cluster of the test's
 * own), documents on this machine's disk: the expiry sweep, and a key rotation run beside the
 * running portal (tests/faults/support/upkeep-kill-scenario.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';
import { figures } from './support/figures';
import { portalChild, type PortalChild } from './support/portal-child';
import { localStore } from './support/stores';
import { runExpirySweepKill, runRotationKill, type UpkeepSetup } from './support/upkeep-kill-scenario';

describe('the portal killed mid-upkeep, on PostgreSQL', () => {
  let folder: string | undefined;
  let cluster: ThrowawayCluster | undefined;
  let portal: PortalChild | undefined;
  let setup: UpkeepSetup | undefined;

  afterAll(async () => {
    await portal?.stop();
    await cluster?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
    figures.flush();
  });

  const prepared = async (): Promise<UpkeepSetup> => {
    if (setup) return setup;
    folder = await mkdtemp(join(tmpdir(), 'lj-fault-upkeep-postgres-'));
    const dataDir = join(folder, 'data');
    cluster = await startThrowawayCluster();
    const url = cluster.url;
    portal = await portalChild({ DATA_DIR: dataDir, DATABASE_URL: url });
    setup = {
      name: 'PostgreSQL',
      portal,
      dataDir,
      sharedDb: true,
      openDb: () => createDb({ kind: 'postgres', url, maxConnections: 2 }),
      hasBytes: localStore(dataDir).hasBytes,
    };
    return setup;
  };

  it('expires every lapsed offer once, status with its event, after a kill in the middle of the sweep', async () => {
    const { portal: started } = await prepared();
    await runExpirySweepKill(setup!);
    // A shared database with documents on this machine's disk: said loudly at every start.
    expect(
      started.lines.filter((line) => line.includes('WARNING: with several instances on this database, share that folder or set S3_BUCKET')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('leaves no application half re-keyed after a kill in the middle of a key rotation, which then finishes once', async () => {
    await runRotationKill(await prepared());
  });
});
