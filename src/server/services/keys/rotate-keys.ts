/**
 * Re-wraps every sealed value under the current master key: the journeys' personal answers in
 * applications and their history, the funding accounts' BSBs and numbers, and the staff's TOTP
 * secrets. Only each value's data key is re-wrapped (values sealed before
 * envelope encryption are re-sealed, BSBs kept clear are sealed). Rows are locked a batch at a time
 * in their own transactions, so the portal keeps running; running it twice changes nothing more.
 * Afterwards no value is wrapped by the other keys, and they may be retired.
 */
import type { Kysely, Transaction } from 'kysely';
import { replacePersonalStrings, type PersonalPatterns } from '../../../engine/personal/personal-answers';
import { PERSONAL_ANSWERS_CONTEXT } from '../../db/personal-answers-plugin';
import type { Database } from '../../db/database';
import { faultPoint } from '../../fault-injection/fault-point';
import {
  allowEventRewrap,
  listEventPatches,
  lockApplicationDocuments,
  overwriteApplicationDocument,
  rewriteEventPatch,
} from '../../repositories/applications.repository';
import { lockFundingAccounts, resealFundingAccount } from '../../repositories/checkout.repository';
import { lockTotpSecrets, updateStaffMember } from '../../repositories/staff.repository';
import type { Sealer } from '../../security/envelope-sealer';
import { rewrapFundingAccount } from '../checkout/funding-account.service';
import { rewrapTotpSecret } from '../staff/staff-accounts';

export interface RotationReport {
  /** Rows whose sealed values were re-wrapped or sealed. */
  rewrapped: { applications: number; events: number; fundingAccounts: number; staffMembers: number };
  /** Rows already entirely under the current key. */
  unchanged: number;
}

const BATCH = 200;

/**
 * Walks a table by its uuid key a batch at a time, each batch locked in its own transaction: a
 * crash leaves every row whole (an application and its history under one key), and the next run
 * re-wraps only what is left.
 */
async function inBatches<Row>(
  db: Kysely<Database>,
  batch: number,
  read: (trx: Transaction<Database>, after: string | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  each: (trx: Transaction<Database>, row: Row) => Promise<void>,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const rows = await read(trx, after, batch);
      for (const row of rows) await each(trx, row);
      return rows;
    });
    // A batch committed, the rest not begun: the fault suite kills a rotation here.
    await faultPoint('rotate-keys:batch');
    if (rows.length < batch) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** `value` with its sealed personal answers re-wrapped, or undefined when none needed it. */
async function rewrapAnswers<T>(sealer: Sealer, patterns: PersonalPatterns, value: T, kind: 'document' | 'patch'): Promise<T | undefined> {
  const next = await replacePersonalStrings(value, kind, patterns, async (text) =>
    sealer.isSealed(text) ? sealer.rewrap(text, PERSONAL_ANSWERS_CONTEXT) : undefined,
  );
  // The same value with some strings replaced: its shape is the one given.
  return next === value ? undefined : (next as T);
}

/**
 * `db` must be a plain connection, not the portal's `app.db`: its plugin would seal the re-wrapped
 * values a second time. `personalData`: the journeys' personal answer paths, together.
 */
export async function rewrapSealedValues(deps: {
  db: Kysely<Database>;
  sealer: Sealer;
  personalData: PersonalPatterns;
  /** Rows locked and re-wrapped per transaction (default 200). */
  batch?: number;
}): Promise<RotationReport> {
  const batch = deps.batch ?? BATCH;
  const report: RotationReport = { rewrapped: { applications: 0, events: 0, fundingAccounts: 0, staffMembers: 0 }, unchanged: 0 };

  await inBatches(
    deps.db,
    batch,
    lockApplicationDocuments,
    (row) => row.id,
    async (trx, row) => {
      const data = await rewrapAnswers(deps.sealer, deps.personalData, row.data, 'document');
      if (data === undefined) report.unchanged += 1;
      else {
        await overwriteApplicationDocument(trx, row.id, data);
        report.rewrapped.applications += 1;
      }
      // Its history: the one change to events the database allows, and only when asked for.
      await allowEventRewrap(trx);
      for (const event of await listEventPatches(trx, row.id)) {
        const patch = await rewrapAnswers(deps.sealer, deps.personalData, event.patch, 'patch');
        if (patch === undefined) continue;
        await rewriteEventPatch(trx, event.id, patch);
        report.rewrapped.events += 1;
      }
    },
  );

  await inBatches(
    deps.db,
    batch,
    lockFundingAccounts,
    (row) => row.application_id,
    async (trx, row) => {
      const sealed = await rewrapFundingAccount(deps.sealer, row);
      if (!sealed) report.unchanged += 1;
      else {
        await resealFundingAccount(trx, row.application_id, sealed);
        report.rewrapped.fundingAccounts += 1;
      }
    },
  );

  await inBatches(
    deps.db,
    batch,
    lockTotpSecrets,
    (row) => row.id,
    async (trx, row) => {
      const sealed = await rewrapTotpSecret(deps.sealer, row);
      if (sealed === undefined) report.unchanged += 1;
      else {
        await updateStaffMember(trx, row.id, { totp_secret: sealed });
        report.rewrapped.staffMembers += 1;
      }
    },
  );
  return report;
}
