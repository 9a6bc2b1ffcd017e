/**
 * SIGKILL in the middle of each kind of change, on the embedded defaults: PGlite, documents on the
 * local disk, mail to the outbox (tests/faults/support/kill-scenario.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { figures } from './support/figures';
import { runKillScenario } from './support/kill-scenario';
import { portalChild, type PortalChild } from './support/portal-child';
import { localStore } from './support/stores';

describe('the portal killed mid-change, on PGlite', () => {
  let folder: string | undefined;
  let portal: PortalChild | undefined;

  afterAll(async () => {
    await portal?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
    figures.flush();
  });

  it('keeps every acknowledged change, shows nothing half-done, and runs every job to its end once', async () => {
    folder = await mkdtemp(join(tmpdir(), 'lj-fault-pglite-'));
    const dataDir = join(folder, 'data');
    portal = await portalChild({ DATA_DIR: dataDir, JOB_CONCURRENCY: '16' });
    await runKillScenario({
      name: 'PGlite',
      portal,
      sharedDb: false,
      openDb: () => createDb({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      ...localStore(dataDir),
      mailsTo: async (address) => (await readOutbox(join(dataDir, 'outbox'), { to: address })).length,
    });
  });
});
