/**
 * SIGKILL in the middle of the portal's upkeep on the embedded defaults (PGlite, the local disk):
 * the expiry sweep and a key rotation (tests/faults/support/upkeep-kill-scenario.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import { figures } from './support/figures';
import { portalChild, type PortalChild } from './support/portal-child';
import { localStore } from './support/stores';
import { runExpirySweepKill, runRotationKill, type UpkeepSetup } from './support/upkeep-kill-scenario';

describe('the portal killed mid-upkeep, on PGlite', () => {
  let folder: string | undefined;
  let portal: PortalChild | undefined;
  let setup: UpkeepSetup | undefined;

  afterAll(async () => {
    await portal?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
    figures.flush();
  });

  const prepared = async (): Promise<UpkeepSetup> => {
    if (setup) return setup;
    folder = await mkdtemp(join(tmpdir(), 'lj-fault-upkeep-pglite-'));
    const dataDir = join(folder, 'data');
    portal = await portalChild({ DATA_DIR: dataDir });
    setup = {
      name: 'PGlite',
      portal,
      dataDir,
      sharedDb: false,
      openDb: () => createDb({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      hasBytes: localStore(dataDir).hasBytes,
    };
    return setup;
  };

  it('expires every lapsed offer once, status with its event, after a kill in the middle of the sweep', async () => {
    await runExpirySweepKill(await prepared());
  });

  it('leaves no application half re-keyed after a kill in the middle of a key rotation, which then finishes once', async () => {
    await runRotationKill(await prepared());
  });
});
