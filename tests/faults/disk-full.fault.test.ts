/**
 * The data disk full, on the embedded defaults: small tmpfs file systems mounted over
 * DATA_DIR/documents and DATA_DIR/outbox (the database stays on the machine's disk). An upload
 * that meets the full disk is answered 507, leaves no file behind and frees what it took; a mail
 * the outbox cannot take is retried and written whole once there is room. Mounting needs root:
 * where the suite cannot mount, this case is skipped and says so.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { Applicant, expectStatus, send } from './support/applicant';
import { figures } from './support/figures';
import { portalChild, type PortalChild } from './support/portal-child';
import { localStore } from './support/stores';
import { supportingDocument, uploadWhole } from './support/upload';

/** Mounts a tmpfs of `size` at `folder`; false where this process may not. */
function mountSmall(folder: string, size: string): boolean {
  mkdirSync(folder, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function unmount(folder: string): void {
  try {
    execFileSync('umount', [folder], { stdio: 'ignore' });
  } catch {
    // Not mounted: nothing to undo.
  }
}

/** Whether this process may mount: tried on a folder of its own and undone at once (listing the suite mounts nothing). */
function mayMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'lj-fault-mount-'));
  const may = mountSmall(probe, '64k');
  unmount(probe);
  rmSync(probe, { recursive: true, force: true });
  return may;
}

const mounting = mayMount();
if (!mounting) console.warn('disk full: skipped, this process cannot mount a tmpfs (it needs root)');

const free = (path: string) => {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
};

describe.skipIf(!mounting)('the data disk full', () => {
  let portal: PortalChild | undefined;
  let folder = '';
  let dataDir = '';
  let documents = '';
  let outbox = '';

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'lj-fault-disk-'));
    dataDir = join(folder, 'data');
    documents = join(dataDir, 'documents');
    outbox = join(dataDir, 'outbox');
    expect(mountSmall(documents, '2m') && mountSmall(outbox, '256k')).toBe(true);
  });
  afterAll(async () => {
    await portal?.stop();
    for (const mount of [documents, outbox]) if (mount) unmount(mount);
    if (folder) rmSync(folder, { recursive: true, force: true });
    figures.flush();
  });

  it('answers an upload 507 and a mail is retried; nothing half-written stays, the space comes back', async () => {
    portal = await portalChild({ DATA_DIR: dataDir });
    await portal.start();
    const one = new Applicant(() => portal!.url);
    await one.signUp();
    await one.create();

    const before = free(documents);
    // Bigger than the whole file system: the disk fills while the upload streams.
    const tooBig = supportingDocument('too big').repeat(40);
    figures.fault();
    // Answered before its body is read to the end: its connection is not one to send another request on.
    const refused = await uploadWhole(one, tooBig, 'too-big.txt', { connection: 'close' });
    expect(refused.status, refused.text).toBe(507);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({ code: 'SERVER_ERR_STORAGE_FULL', message: expect.stringMatching(/no room/) });
    const store = localStore(dataDir);
    expect(await store.strayPartials()).toEqual([]);
    expect(await store.storedKeys()).toEqual([]);
    expect(free(documents)).toBe(before);
    expect(portal.running()).toBe(true);
    const content = supportingDocument('fits');
    const uploaded = await uploadWhole(one, content);
    expectStatus(uploaded, 201, 'an upload once there is room');
    const id = uploaded.json<{ document: { id: string } }>().document.id;
    const read = await send(one.app(`/docs/${id}/content`), { token: one.token });
    figures.checked(1, read.text === content ? 0 : 1);
    expect(read.text).toBe(content);

    // The outbox full: the reset link's mail cannot be written, and its job is tried again.
    const filler = join(outbox, 'filler');
    writeFileSync(filler, Buffer.alloc(Math.max(0, free(outbox) - 1024)));
    figures.fault();
    const reset = await send(`${portal.url}/api/public/password-reset`, { method: 'POST', json: { email: one.email } });
    expect(reset.status).toBe(202);
    await portal.waitForLine('job will be retried', 30_000);
    expect((await readOutbox(outbox)).length).toBe(0);
    rmSync(filler);
    const freed = performance.now();
    await expect.poll(async () => (await readOutbox(outbox, { to: one.email })).length, { timeout: 60_000, interval: 250 }).toBe(1);
    figures.recovered('outbox room again: the mail written', performance.now() - freed);
  });
});
