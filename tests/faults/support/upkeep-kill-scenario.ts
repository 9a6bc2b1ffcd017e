/**
 * SIGKILL in the middle of the portal's upkeep, the same on PGlite and on PostgreSQL: the time
 * rules' sweep that expires lapsed offers (killed with a status and its event written, not
 * committed), and a key rotation (`npm run rotate-keys`, killed with one batch of applications
 * re-wrapped and the rest not). After each restart every acknowledged change is there, nothing is
 * half-done (no status without its event, no application half re-keyed: every sealed answer
 * opens), the sweep and the rotation run to their end once, and each applicant's next request
 * succeeds. Last, the old key is retired and everything still opens.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { holdingLine } from '../../../src/server/fault-injection/fault-point';
import { Applicant, expectStatus, send } from './applicant';
import { figures } from './figures';
import { jobsSettled, readFindings } from './invariants';
import { Ledger } from './ledger';
import type { PortalChild } from './portal-child';

export interface UpkeepSetup {
  name: string;
  portal: PortalChild;
  dataDir: string;
  /** Whether the database may be opened (and the rotation run) while the portal runs. */
  sharedDb: boolean;
  openDb(): Promise<Kysely<Database>>;
  hasBytes(key: string): Promise<boolean>;
}

const SWEEP_HOLD = 'sweep:offer-expired';
const ROTATION_HOLD = 'rotate-keys:batch';
const ROTATION_BATCH = 2;
const DATE_OF_BIRTH = '/owners/0/dateOfBirth';

/** With the database open (PGlite: the portal stopped first, as it has one user at a time). */
async function withDb<T>(setup: UpkeepSetup, use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!setup.sharedDb && setup.portal.running()) await setup.portal.stop();
  const db = await setup.openDb();
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** Nothing half-done in the database: every version with its event, every job ended, no decision twice. */
async function expectNothingHalfDone(setup: UpkeepSetup, db: Kysely<Database>): Promise<void> {
  if (setup.sharedDb) await jobsSettled(db);
  const findings = await readFindings(db, (key) => setup.hasBytes(key));
  figures.duplicated(findings.duplicatedDecisions.length);
  expect(findings).toEqual({ changesWithoutEvent: [], documentsWithoutBytes: [], signaturesWithoutAgreement: [], unfinishedJobs: [], duplicatedDecisions: [] });
}

async function opsRead(portal: PortalChild, id: string): Promise<{ status: string; offerExpiredEvents: number }> {
  const answer = await send(`${portal.url}/api/ops/applications/${id}`, { token: portal.opsToken });
  expectStatus(answer, 200, 'the operations read');
  const body = answer.json<{ application: { status: string }; history: { kind: string; what: string }[] }>();
  return {
    status: body.application.status,
    offerExpiredEvents: body.history.filter((entry) => entry.kind === 'application' && entry.what === 'offer_expired').length,
  };
}

/** Applicants with an open offer, which then lapses (its decision's expiry a minute ago) while the portal is down. */
export async function runExpirySweepKill(setup: UpkeepSetup): Promise<void> {
  const { portal } = setup;
  const ledger = new Ledger();
  if (!portal.running()) await portal.start();
  const approved = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const one = new Applicant(() => portal.url);
      await one.signUp();
      await one.create();
      await one.connectBank();
      expectStatus(await one.patch([], 'ReviewAndSubmit'), 200, 'to review');
      expectStatus(await one.submit(), 200, 'submit');
      expect((await one.waitWhileStatus('SUBMITTED')).status).toBe('APPROVED');
      const [offer] = await one.offers();
      expect(offer).toBeDefined();
      ledger.acknowledged(`${setup.name}: the approval of ${one.email}`, async () => (await one.read()).id === one.application.id);
      return { one, offer };
    }),
  );
  const ids = approved.map(({ one }) => one.application.id);

  // The offers lapse while the portal is down; its start-up sweep finds them and is held after its first move.
  await portal.stop();
  await withDb(setup, (db) =>
    db
      .updateTable('decisions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('application_id', 'in', ids)
      .execute(),
  );
  await portal.start({ FAULT_INJECTION_HOLD: SWEEP_HOLD }, holdingLine(SWEEP_HOLD));
  await portal.kill();
  figures.fault();
  // At the kill the move held uncommitted is gone whole: no status without its event, nor an event without its status.
  await withDb(setup, async (db) => {
    const rows = await db.selectFrom('applications').select('status').where('id', 'in', ids).execute();
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'APPROVED'));
    expect(await db.selectFrom('application_events').select('id').where('application_id', 'in', ids).where('type', '=', 'offer_expired').execute()).toEqual([]);
    expect((await readFindings(db, (key) => setup.hasBytes(key))).changesWithoutEvent).toEqual([]);
  });

  figures.recovered(`${setup.name}: restart after SIGKILL in the expiry sweep`, await portal.start());
  // The sweep runs at start-up, to its end: every lapsed offer expired, each with one event. Read
  // through the operations API, which moves nothing itself (the applicant's own read would).
  const sweptAll = async () => {
    const states = await Promise.all(ids.map((id) => opsRead(portal, id)));
    return states.every((state) => state.status === 'OFFER_EXPIRED') ? states : undefined;
  };
  await expect.poll(sweptAll, { timeout: 30_000, interval: 250 }).toBeDefined();
  const states = (await sweptAll())!;
  figures.duplicated(states.reduce((extra, state) => extra + Math.max(0, state.offerExpiredEvents - 1), 0));
  expect(states.map((state) => state.offerExpiredEvents)).toEqual(ids.map(() => 1));
  expect(await ledger.check()).toEqual([]);

  // Each applicant's next request succeeds and says the offer has ended; accepting it is refused as such.
  for (const { one, offer } of approved) {
    expect((await one.read()).status).toBe('OFFER_EXPIRED');
    expect(await one.offers()).toEqual([]);
    const late = await one.acceptOffer(offer);
    expect([late.status, late.json<{ code: string }>().code]).toEqual([409, 'APP_ERR_OFFER_EXPIRED']);
  }
  // PGlite is read once the rotation that follows has its database alone (one start fewer on a slow machine).
  if (setup.sharedDb) await withDb(setup, (db) => expectNothingHalfDone(setup, db));
}

interface RotationRun {
  output: string;
  code: number | null;
}

/** `npm run rotate-keys` as an operator runs it, with the portal's settings. */
function rotateKeys(setup: UpkeepSetup, args: string[], once: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/rotate-keys.ts', ...args], {
    env: { ...process.env, ...setup.portal.env, ...once },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<RotationRun>((resolve) => child.once('exit', (code) => resolve({ output, code })));
  return {
    ended,
    async waitFor(text: string, timeoutMs = 120_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`rotate-keys ended before "${text}": ${output}`);
        if (Date.now() > deadline) throw new Error(`no "${text}" from rotate-keys within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await ended;
    },
  };
}

/** Re-wrapped applications, history events, funding accounts and staff secrets, as the command reports them. */
function rewrapped(run: RotationRun): number[] {
  expect(run.code, run.output).toBe(0);
  const said = /Re-wrapped (\d+) application\(s\), (\d+) history event\(s\), (\d+) funding account\(s\) and (\d+) staff secret\(s\)/.exec(run.output);
  expect(said, run.output).not.toBeNull();
  return said!.slice(1).map(Number);
}

/** The master key ids that wrap each sealed string in `value` (personal answers are sealed strings anywhere in a document). */
function keyIds(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('e1.')) into.add(value.split('.')[1]);
  else if (Array.isArray(value)) value.forEach((item) => keyIds(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => keyIds(item, into));
  return into;
}

/** Per application with sealed answers: the keys that wrap its answers and its history's, together. */
async function applicationKeys(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>();
  for (const row of await db.selectFrom('applications').select(['id', 'data']).execute()) keys.set(row.id, keyIds(row.data));
  for (const event of await db.selectFrom('application_events').select(['application_id', 'patch']).execute()) {
    keyIds(event.patch, keys.get(event.application_id));
  }
  return new Map([...keys].filter(([, ids]) => ids.size > 0));
}

/** Every sealed value the database holds, by the key that wraps it. */
async function everyKey(db: Kysely<Database>): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const set of (await applicationKeys(db)).values()) set.forEach((id) => ids.add(id));
  for (const row of await db.selectFrom('funding_accounts').selectAll().execute()) keyIds([row.bsb, row.account_number_sealed], ids);
  for (const row of await db.selectFrom('staff_members').select('totp_secret').execute()) keyIds(row.totp_secret, ids);
  return ids;
}

export async function runRotationKill(setup: UpkeepSetup): Promise<void> {
  const { portal } = setup;
  const ledger = new Ledger();
  if (!portal.running()) await portal.start();
  const keyFolder = join(setup.dataDir, 'keys', 'master');
  const oldKeys = (await readdir(keyFolder)).map((name) => name.replace(/\.key$/, ''));
  const dateOfBirth = (i: number, round: number) => `19${70 + round}-0${1 + (i % 9)}-1${i % 10}`;
  // Applicants whose dates of birth are sealed under the old key.
  const people = await Promise.all(
    Array.from({ length: 5 }, async (_, i) => {
      const one = new Applicant(() => portal.url);
      await one.signUp();
      await one.create();
      expectStatus(await one.patch([{ op: 'replace', path: DATE_OF_BIRTH, value: dateOfBirth(i, 0) }]), 200, 'a date of birth');
      return one;
    }),
  );
  // The date of birth each applicant was last answered 200 for.
  const acknowledged = people.map((_, i) => dateOfBirth(i, 0));
  const openedDates = async () => Promise.all(people.map(async (one) => ((await one.read()).data.owners as { dateOfBirth: string }[])[0].dateOfBirth));
  people.forEach((one, i) =>
    ledger.acknowledged(
      `${setup.name}: the sealed date of birth of ${one.email}`,
      async () => ((await one.read()).data.owners as { dateOfBirth: string }[])[0].dateOfBirth === acknowledged[i],
    ),
  );

  // The rotation, held once its first batch of applications is committed, and killed there with
  // the portal. PGlite has one user at a time: the portal is killed first, then the command.
  if (!setup.sharedDb) await portal.kill();
  const rotation = rotateKeys(setup, ['--new-key', '--batch', String(ROTATION_BATCH)], { FAULT_INJECTION_HOLD: ROTATION_HOLD });
  await rotation.waitFor(holdingLine(ROTATION_HOLD));
  await Promise.all([portal.kill(), rotation.kill()]);
  figures.fault(setup.sharedDb ? 2 : 1);
  const newKey = (await readdir(keyFolder)).map((name) => name.replace(/\.key$/, '')).find((id) => !oldKeys.includes(id));
  expect(newKey).toBeDefined();

  // Nothing half re-keyed: each application's answers and history are under one key; the first batch under the new one.
  const halfway = await withDb(setup, (db) => applicationKeys(db));
  expect([...halfway].filter(([, ids]) => ids.size !== 1)).toEqual([]);
  const movedFirst = [...halfway.values()].filter((ids) => ids.has(newKey!)).length;
  expect(movedFirst).toBeGreaterThanOrEqual(1);
  expect(movedFirst).toBeLessThanOrEqual(ROTATION_BATCH);
  expect(movedFirst).toBeLessThan(halfway.size);

  figures.recovered(`${setup.name}: restart after SIGKILL in a key rotation`, await portal.start());
  // Every sealed answer opens, whichever key wraps it now; the next change succeeds.
  expect(await ledger.check()).toEqual([]);
  for (const [i, one] of people.entries()) {
    expectStatus(await one.patch([{ op: 'replace', path: DATE_OF_BIRTH, value: dateOfBirth(i, 1) }]), 200, 'the next PATCH');
    acknowledged[i] = dateOfBirth(i, 1);
  }

  // Run again as the operations guide says (without --new-key): it re-wraps what is left, once.
  // Left for it: the applications whose answers some old key still wraps (those changed since are sealed anew).
  const left = await withDb(setup, async (db) => {
    const rows = await db.selectFrom('applications').select('data').execute();
    return rows.filter((row) => [...keyIds(row.data)].some((id) => id !== newKey)).length;
  });
  expect(left).toBeLessThanOrEqual(halfway.size - movedFirst);
  const [applications] = rewrapped(await rotateKeys(setup, ['--batch', String(ROTATION_BATCH)]).ended);
  expect(applications).toBe(left);
  expect(rewrapped(await rotateKeys(setup, []).ended)).toEqual([0, 0, 0, 0]);

  // The old key retired: the portal starts without it, and everything still opens.
  if (setup.sharedDb) await portal.stop();
  await withDb(setup, async (db) => {
    expect([...(await everyKey(db))]).toEqual([newKey]);
    await expectNothingHalfDone(setup, db);
  });
  const retired = join(setup.dataDir, 'retired-keys');
  await mkdir(retired, { recursive: true });
  for (const id of oldKeys) await rename(join(keyFolder, `${id}.key`), join(retired, `${id}.key`));
  await portal.start();
  expect(await ledger.check()).toEqual([]);
  expect(await openedDates()).toEqual(acknowledged);
  // Staff see them too, revealed with a reason.
  const revealed = await send(`${portal.url}/api/ops/applications/${people[0].application.id}/personal-data`, {
    method: 'POST',
    token: portal.opsToken,
    json: { reason: 'Checking the answers open after the key rotation' },
  });
  expectStatus(revealed, 200, 'revealing personal data');
  expect(revealed.json<{ values: { pointer: string; value: unknown }[] }>().values).toContainEqual({ pointer: DATE_OF_BIRTH, value: dateOfBirth(0, 1) });
}
