import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { FundingAccountRow, NewSignatureRow, SignatureRow, SigningRoundRow } from '../db/tables/checkout.table';

export async function findFundingAccount(db: Kysely<Database>, applicationId: string): Promise<FundingAccountRow | undefined> {
  return db.selectFrom('funding_accounts').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}

export async function upsertFundingAccount(db: Kysely<Database>, row: Omit<FundingAccountRow, 'updated_at'>, at: Date): Promise<FundingAccountRow> {
  return db
    .insertInto('funding_accounts')
    .values({ ...row, updated_at: at })
    .onConflict((oc) => oc.column('application_id').doUpdateSet({ ...row, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findOpenRound<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  applicationId: string,
  options?: O,
): Promise<SigningRoundRow | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('signing_rounds').selectAll().where('application_id', '=', applicationId).where('state', '=', 'open');
  if (options?.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findLatestRound(db: Kysely<Database>, applicationId: string): Promise<SigningRoundRow | undefined> {
  return db.selectFrom('signing_rounds').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export async function insertRound(
  db: Kysely<Database>,
  round: { application_id: string; decision_id: string; agreement_document_id: string; agreement_sha256: string; signing_date: string },
): Promise<SigningRoundRow> {
  return db.insertInto('signing_rounds').values(round).returningAll().executeTakeFirstOrThrow();
}

export async function closeRound(
  db: Kysely<Database>,
  roundId: string,
  close: { state: 'completed' | 'void'; at: Date; signedDocumentId?: string },
): Promise<void> {
  await db
    .updateTable('signing_rounds')
    .set({ state: close.state, closed_at: close.at, signed_document_id: close.signedDocumentId ?? null })
    .where('id', '=', roundId)
    .where('state', '=', 'open')
    .execute();
}

export async function insertSignatures(db: Kysely<Database>, rows: NewSignatureRow[]): Promise<SignatureRow[]> {
  return db.insertInto('signatures').values(rows).returningAll().execute();
}

export async function listSignatures(db: Kysely<Database>, roundId: string): Promise<SignatureRow[]> {
  return db.selectFrom('signatures').selectAll().where('round_id', '=', roundId).orderBy('signer_index').execute();
}

/** The signature slot a link token opens, with its round, locked for the signing. */
export async function findSignatureByToken<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  tokenSha256: string,
  options?: O,
): Promise<{ signature: SignatureRow; round: SigningRoundRow } | undefined> {
  const db: Kysely<Database> = reader;
  let query = db.selectFrom('signatures').selectAll().where('token_sha256', '=', tokenSha256);
  if (options?.forUpdate) query = query.forUpdate();
  const signature = await query.executeTakeFirst();
  if (!signature) return undefined;
  const round = await db.selectFrom('signing_rounds').selectAll().where('id', '=', signature.round_id).executeTakeFirstOrThrow();
  return { signature, round };
}

export async function recordSignature(
  db: Kysely<Database>,
  signatureId: string,
  outcome: { signedAt?: Date; declinedAt?: Date; typedName?: string; ipAddress: string; userAgent: string; agreementSha256: string },
): Promise<void> {
  await db
    .updateTable('signatures')
    .set({
      signed_at: outcome.signedAt ?? null,
      declined_at: outcome.declinedAt ?? null,
      typed_name: outcome.typedName ?? null,
      ip_address: outcome.ipAddress,
      user_agent: outcome.userAgent.slice(0, 300),
      agreement_sha256: outcome.agreementSha256,
    })
    .where('id', '=', signatureId)
    .execute();
}

/** A new link for a signer (a co-owner's mailed link), replacing the old token; no browser holds it yet. */
export async function renewSignatureToken(db: Kysely<Database>, signatureId: string, tokenSha256: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('signatures')
    .set({ token_sha256: tokenSha256, token_expires_at: expiresAt, device_sha256: null })
    .where('id', '=', signatureId)
    .execute();
}

/** Binds the slot's current link to a browser, if no browser holds it yet; answers whether this call bound it. */
export async function bindSignatureDevice(db: Kysely<Database>, signatureId: string, tokenSha256: string, deviceSha256: string): Promise<boolean> {
  const bound = await db
    .updateTable('signatures')
    .set({ device_sha256: deviceSha256 })
    .where('id', '=', signatureId)
    .where('token_sha256', '=', tokenSha256)
    .where('device_sha256', 'is', null)
    .executeTakeFirst();
  return Number(bound.numUpdatedRows) === 1;
}

/**
 * Removes the application's signing rounds and their signatures (retention); the caller removes
 * the agreement documents the rounds name after this.
 */
export async function deleteSigningRounds(db: Kysely<Database>, applicationId: string): Promise<void> {
  const rounds = db.selectFrom('signing_rounds').select('id').where('application_id', '=', applicationId);
  await db.deleteFrom('signatures').where('round_id', 'in', rounds).execute();
  await db.deleteFrom('signing_rounds').where('application_id', '=', applicationId).execute();
}

export async function deleteFundingAccount(db: Kysely<Database>, applicationId: string): Promise<void> {
  await db.deleteFrom('funding_accounts').where('application_id', '=', applicationId).execute();
}

export function listSigningRounds(db: Kysely<Database>, applicationId: string): Promise<SigningRoundRow[]> {
  return db.selectFrom('signing_rounds').selectAll().where('application_id', '=', applicationId).execute();
}

/** The signatures of the rounds (none when no round is given). */
export async function listRoundsSignatures(db: Kysely<Database>, roundIds: readonly string[]): Promise<SignatureRow[]> {
  if (roundIds.length === 0) return [];
  return db.selectFrom('signatures').selectAll().where('round_id', 'in', roundIds).execute();
}

/** Up to `limit` funding accounts after the application id `after`, in that order, locked (a key rotation's batch). */
export function lockFundingAccounts(trx: Transaction<Database>, after: string | undefined, limit: number): Promise<FundingAccountRow[]> {
  let query = trx.selectFrom('funding_accounts').selectAll();
  if (after) query = query.where('application_id', '>', after);
  return query.orderBy('application_id').limit(limit).forUpdate().execute();
}

/** The account's sealed values, re-wrapped under the current key. */
export async function resealFundingAccount(
  db: Kysely<Database>,
  applicationId: string,
  sealed: Pick<FundingAccountRow, 'bsb' | 'account_number_sealed'>,
): Promise<void> {
  await db.updateTable('funding_accounts').set(sealed).where('application_id', '=', applicationId).execute();
}
