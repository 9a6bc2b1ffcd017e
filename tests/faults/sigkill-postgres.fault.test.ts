/**
 * SIGKILL in the middle of each kind of change, on PostgreSQL (a throwaway cluster of the test's
 * own) with documents on an S3-compatible store (s3rver) and mail to the outbox
 * (tests/faults/support/kill-scenario.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';
import { figures } from './support/figures';
import { runKillScenario } from './support/kill-scenario';
import { portalChild, type PortalChild } from './support/portal-child';
import { s3Store } from './support/stores';

describe('the portal killed mid-change, on PostgreSQL and S3', () => {
  let folder: string | undefined;
  let cluster: ThrowawayCluster | undefined;
  let s3: TestS3 | undefined;
  let portal: PortalChild | undefined;
  let store: ReturnType<typeof s3Store> | undefined;

  afterAll(async () => {
    await portal?.stop();
    store?.destroy();
    await s3?.close();
    await cluster?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
    figures.flush();
  });

  it('keeps every acknowledged change, shows nothing half-done, and runs every job to its end once', async () => {
    folder = await mkdtemp(join(tmpdir(), 'lj-fault-postgres-'));
    const dataDir = join(folder, 'data');
    [cluster, s3] = await Promise.all([startThrowawayCluster(), startTestS3()]);
    store = s3Store(s3.env);
    portal = await portalChild({ DATA_DIR: dataDir, DATABASE_URL: cluster.url, ...s3.env, JOB_CONCURRENCY: '8' });
    const url = cluster.url;
    await runKillScenario({
      name: 'PostgreSQL',
      portal,
      sharedDb: true,
      openDb: () => createDb({ kind: 'postgres', url, maxConnections: 2 }),
      ...store,
      mailsTo: async (address) => (await readOutbox(join(dataDir, 'outbox'), { to: address })).length,
    });
  });
});
