/**
 * What a trusted portal promises of its database after any fault, read straight from it: nothing
 * half-done is visible. Every application's version has its event (a status, a stage, an answer
 * never without the event of its change); every document row has its bytes in the store; every
 * signature names the agreement its round signs, whose bytes are there; every job has ended or
 * waits its turn, none failed for good; each submission has at most one policy decision.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/database';

export interface Findings {
  /** Applications whose version has no event. */
  changesWithoutEvent: string[];
  /** Document rows whose bytes the store has not. */
  documentsWithoutBytes: string[];
  /** Signatures whose agreement (or its bytes) is missing or another. */
  signaturesWithoutAgreement: string[];
  /** Jobs failed for good, or still running with no live worker. */
  unfinishedJobs: string[];
  /** Applications decided more than once by the policy for one submission. */
  duplicatedDecisions: string[];
}

export async function readFindings(db: Kysely<Database>, hasBytes: (key: string) => Promise<boolean>): Promise<Findings> {
  const changesWithoutEvent = (
    await db
      .selectFrom('applications as a')
      .select(['a.id', 'a.version', 'a.status'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('application_events as e').select('e.id').whereRef('e.application_id', '=', 'a.id').whereRef('e.version', '=', 'a.version'))),
      )
      .execute()
  ).map((row) => `${row.id} v${row.version} ${row.status}`);

  const documentsWithoutBytes: string[] = [];
  for (const row of await db.selectFrom('documents').select(['id', 'storage_key']).execute()) {
    if (!(await hasBytes(row.storage_key))) documentsWithoutBytes.push(`${row.id} ${row.storage_key}`);
  }

  const signaturesWithoutAgreement: string[] = [];
  const signed = await db
    .selectFrom('signatures as s')
    .innerJoin('signing_rounds as r', 'r.id', 's.round_id')
    .leftJoin('documents as d', 'd.id', 'r.agreement_document_id')
    .select(['s.id', 's.agreement_sha256 as signedHash', 'r.agreement_sha256 as roundHash', 'd.storage_key'])
    .where('s.signed_at', 'is not', null)
    .execute();
  for (const row of signed) {
    if (row.signedHash !== row.roundHash || !row.storage_key || !(await hasBytes(row.storage_key))) signaturesWithoutAgreement.push(row.id);
  }

  const unfinishedJobs = (
    await db
      .selectFrom('jobs')
      .select(['id', 'type', 'status', 'last_error'])
      .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', sql<Date>`now()`)])]))
      .execute()
  ).map((row) => `${row.type} #${row.id} ${row.status}${row.last_error ? `: ${row.last_error}` : ''}`);

  const duplicatedDecisions = (
    await db
      .selectFrom('decisions as d')
      .innerJoin('applications as a', 'a.id', 'd.application_id')
      .select(['d.application_id', sql<number>`count(*)`.as('count')])
      .where('d.decided_by', '=', 'policy')
      .whereRef('d.created_at', '>=', 'a.submitted_at')
      .groupBy('d.application_id')
      .having(sql`count(*)`, '>', 1)
      .execute()
  ).map((row) => `${row.application_id} decided ${row.count} times`);

  return { changesWithoutEvent, documentsWithoutBytes, signaturesWithoutAgreement, unfinishedJobs, duplicatedDecisions };
}

/** Waits until no job is due or running (those continued for later excepted), up to `timeoutMs`. */
export async function jobsSettled(db: Kysely<Database>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = await db
      .selectFrom('jobs')
      .select(['type', 'status'])
      .where((eb) => eb.or([eb('status', '=', 'running'), eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', sql<Date>`now()`)])]))
      .execute();
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still busy after ${timeoutMs} ms: ${busy.map((job) => `${job.type} ${job.status}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
