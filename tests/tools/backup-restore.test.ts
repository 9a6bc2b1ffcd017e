/**
 * `npm run backup` against a real portal (a child process on the embedded defaults) while
 * applicants keep writing: every write acknowledged before the backup began (an application, a
 * sealed personal answer, an uploaded document's bytes) is there in a portal started on the
 * restored folder. Restore refuses a folder that is not empty.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { runTool } from '../support/run-tool';
import { freePort } from '../../tools/free-port';

/** Settings of the portals here: the embedded database and store, keys from files in DATA_DIR. */
const EMBEDDED = { DATABASE_URL: '', DATABASE_READ_URL: '', PGLITE_DATA_DIR: '', S3_BUCKET: '', MASTER_KEYS: '', OPS_TOKEN: '' };

interface Acknowledged {
  token: string;
  applicationId: string;
  dateOfBirth: string;
  document?: { id: string; content: string };
  /** Every part of it was answered before the backup started. */
  beforeBackup: boolean;
}

interface PortalProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The portal as `npm start` runs it, a child process on DATA_DIR. Its start-up (journeys compiled,
 * keys made, the database opened) takes a while on a busy machine, hence the long wait.
 */
async function startPortal(dataDir: string): Promise<PortalProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...EMBEDDED, DATA_DIR: dataDir, PORT: new URL(url).port, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const closed = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await closed;
  };
  const deadline = Date.now() + 420_000;
  while (
    !(await fetch(`${url}/settings.json`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`The portal on ${dataDir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

async function call<T>(url: string, init: { method?: string; token?: string; json?: unknown; form?: FormData }, expected: number): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One applicant's whole write: sign-up, an application, a date of birth (sealed), a document. */
async function applicantWrites(portal: string, n: number, backupStarted: () => boolean, done: (write: Acknowledged) => void): Promise<void> {
  const email = `backup.${n}.${randomBytes(4).toString('hex')}@example.com.au`;
  const password = `Pw1-${randomBytes(6).toString('hex')}`;
  await call(`${portal}/api/public/users`, { method: 'POST', json: { email, password, firstName: 'Alex', lastName: 'Citizen' } }, 201);
  const { accessToken: token } = await call<{ accessToken: string }>(`${portal}/api/auth/login`, { method: 'POST', json: { email, password } }, 200);
  const created = await call<{ id: string; version: number; stage: string }>(
    `${portal}/api/apps`,
    { method: 'POST', token, json: { createAppData: { firstName: 'Alex', lastName: 'Citizen', email, product: 'tl' } } },
    201,
  );
  const dateOfBirth = `19${String(50 + (n % 40)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10}`;
  await call(
    `${portal}/api/apps/${created.id}`,
    {
      method: 'PATCH',
      token,
      json: { stage: created.stage, version: created.version, patch: [{ op: 'add', path: '/owners/0/dateOfBirth', value: dateOfBirth }] },
    },
    200,
  );
  const write: Acknowledged = { token, applicationId: created.id, dateOfBirth, beforeBackup: !backupStarted() };
  const content = `Receipt ${n}: ${randomBytes(24).toString('hex')}\n`;
  const form = new FormData();
  form.append('documentType', 'SUPPORTING_DOCUMENT');
  form.append('file', new Blob([content], { type: 'text/plain' }), `receipt-${n}.txt`);
  const uploaded = await call<{ document: { id: string } }>(`${portal}/api/apps/${created.id}/docs`, { method: 'POST', token, form }, 201);
  done({ ...write, document: { id: uploaded.document.id, content }, beforeBackup: !backupStarted() });
}

describe('npm run backup and npm run restore on the embedded defaults', () => {
  let folder: string;
  let original: PortalProcess | undefined;
  let restored: PortalProcess | undefined;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lj-backup-'));
  });
  afterAll(async () => {
    await original?.stop();
    await restored?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up while applicants write; the restored portal has every write acknowledged before the backup began', async () => {
    const dataDir = path.join(folder, 'data');
    original = await startPortal(dataDir);
    const portal = original.url;

    let backupStarted = false;
    let stop = false;
    const acknowledged: Acknowledged[] = [];
    const failures: Error[] = [];
    // Three applicants at a time, one after another, until the backup is done.
    const writers = [0, 1, 2].map(async (lane) => {
      for (let n = lane; !stop; n += 3) {
        await applicantWrites(
          portal,
          n,
          () => backupStarted,
          (write) => acknowledged.push(write),
        ).catch((error: Error) => failures.push(error));
      }
    });
    while (acknowledged.filter((write) => write.document).length < 6 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));

    const backupDir = path.join(folder, 'backup');
    const countBefore = acknowledged.length;
    backupStarted = true;
    const backup = await runTool('backup.ts', [backupDir, '--url', portal], dataDir, EMBEDDED);
    const countDuring = acknowledged.length;
    stop = true;
    await Promise.all(writers);
    expect(failures).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${backupDir}`);
    expect(backup.stdout).toContain('The backup holds the master keys (data/keys)');
    expect(countBefore).toBeGreaterThanOrEqual(6);
    // The applicants kept writing while the backup ran.
    expect(countDuring).toBeGreaterThan(countBefore);
    await original.stop();
    original = undefined;

    // Into a folder that already holds something: refused, nothing written.
    const occupied = path.join(folder, 'occupied');
    await mkdir(occupied);
    await writeFile(path.join(occupied, 'notes.txt'), 'mine');
    const refused = await runTool('restore.ts', [backupDir, '--data-dir', occupied], dataDir, EMBEDDED);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(await readdir(occupied)).toEqual(['notes.txt']);

    const restoredDir = path.join(folder, 'restored');
    const restore = await runTool('restore.ts', [backupDir, '--data-dir', restoredDir], dataDir, EMBEDDED);
    expect(restore.code, restore.stderr).toBe(0);
    expect((await readdir(restoredDir)).sort()).toEqual(['documents', 'keys', 'ops-token', 'pglite']);

    restored = await startPortal(restoredDir);
    const before = acknowledged.filter((write) => write.beforeBackup);
    for (const write of before) {
      // The sessions, the token signing keys and the master keys all came back: the same token opens it.
      const application = await call<{ data: { owners: { dateOfBirth?: string }[] } }>(
        `${restored.url}/api/apps/${write.applicationId}`,
        { token: write.token },
        200,
      );
      expect(application.data.owners[0].dateOfBirth).toBe(write.dateOfBirth);
      const response = await fetch(`${restored.url}/api/apps/${write.applicationId}/docs/${write.document!.id}/content`, {
        headers: { authorization: `Bearer ${write.token}` },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(write.document!.content);
    }
    expect(before.length).toBe(countBefore);
  }, 900_000);
});
