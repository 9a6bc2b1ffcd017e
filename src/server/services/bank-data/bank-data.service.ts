/**
 * Connecting an application to a bank through the bank-data provider (spec 01 section 2,
 * 'Statement collection', tab 'Connect My Account'): list banks, sign in (credentials are passed
 * through and never stored), answer the bank's task, then retrieval in the background; and the
 * removal of the connection with everything it retrieved.
 */
import type { Kysely, Transaction } from 'kysely';
import type { BankSignIn, Enrolment } from '../../../engine/contract/bank-data.contract';
import type { StatementsState } from '../../../engine/contract/documents.contract';
import { countryOf } from '../../../engine/journey/product-locale';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { BankDataEnrolmentRow } from '../../db/tables/bank-data-enrolments.table';
import { appError } from '../../errors';
import { isBankDataProviderError, type Bank, type BankDataProvider, type ConnectOutcome } from '../../providers/bank-data/bank-data-provider';
import { bankDataErrorInfo, WAIT_MINUTES } from '../../providers/bank-data/error-codes';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { findApplication } from '../../repositories/applications.repository';
import { deleteEnrolment, findEnrolment, insertEnrolment, updateEnrolment } from '../../repositories/bank-data-enrolments.repository';
import { findLockout, lockLogin } from '../../repositories/bank-data-lockouts.repository';
import { deleteEnrolmentDocuments } from '../../repositories/documents.repository';
import { cancelQueuedJobs, enqueueJob } from '../../repositories/jobs.repository';
import type { ApplicationRules } from '../application-rules';
import { BANK_DATA_CONSENT, refreshStatementSummary } from '../documents/statement-summary';
import { statementsState } from '../documents/documents.service';
import { isUuid } from '../uuid';
import { bankDataError } from '../../errors';
import { bankLoginKey } from './bank-login-key';
import { toEnrolmentView } from './enrolment-view';

export const RETRIEVE_STATEMENTS_JOB = 'bank-data.retrieve-statements';

export interface BankDataServiceDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  provider: BankDataProvider;
  rules: Pick<ApplicationRules, 'initialStatus' | 'collectsStatements' | 'locale'>;
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

const clock = (deps: { now?: () => Date }) => (deps.now ? deps.now() : new Date());

/** The caller's application, of a product that collects statements (a renewal may not). */
async function ownedApplication(deps: Pick<BankDataServiceDeps, 'db' | 'rules'>, userId: string, applicationId: string): Promise<ApplicationRow> {
  const row = isUuid(applicationId) ? await findApplication(deps.db, applicationId, userId) : undefined;
  if (!row) throw appError('APP_ERR_NOT_FOUND');
  if (!deps.rules.collectsStatements(row.product)) throw appError('APP_ERR_NO_STATEMENTS');
  return row;
}

/** Statements count toward the submitted application: they change only while it is in its first status. */
function mayChange(deps: Pick<BankDataServiceDeps, 'rules'>, application: ApplicationRow): void {
  if (application.status !== deps.rules.initialStatus(application.product)) throw bankDataError('EBS_ERR_LOCKED');
}

/** The banks of the application's country: its product's locale says which (a US product lists US banks). */
function banksOf(deps: Pick<BankDataServiceDeps, 'provider' | 'rules'>, application: ApplicationRow): Promise<Bank[]> {
  return deps.provider.listBanks(countryOf(deps.rules.locale(application.product)));
}

export async function listBanks(deps: BankDataServiceDeps, userId: string, applicationId: string, query?: string): Promise<Bank[]> {
  const application = await ownedApplication(deps, userId, applicationId);
  const banks = await banksOf(deps, application);
  const q = query?.trim().toLowerCase();
  return q ? banks.filter((bank) => bank.name.toLowerCase().includes(q)) : banks;
}

export async function getEnrolment(deps: BankDataServiceDeps, userId: string, applicationId: string): Promise<Enrolment> {
  const application = await ownedApplication(deps, userId, applicationId);
  return toEnrolmentView(await findEnrolment(deps.db, application.id), application.version);
}

/**
 * Signs in to the bank. The outcome is stored as the application's enrolment: a task to answer,
 * a retrieval under way (with its job, queued in the same transaction), or a failure with its
 * code. A failed or unanswered attempt is replaced; a connection that works must be removed first.
 * A bank that asked to wait refuses the same login only: another login, or another bank, may
 * connect at once.
 */
export async function connectBank(deps: BankDataServiceDeps, userId: string, applicationId: string, input: BankSignIn): Promise<Enrolment> {
  const application = await ownedApplication(deps, userId, applicationId);
  mayChange(deps, application);
  const existing = await findEnrolment(deps.db, application.id);
  checkMayConnect(existing);
  const bank = (await banksOf(deps, application)).find((b) => b.id === input.bankId);
  if (!bank) throw bankDataError('EBS_ERR_UNKNOWN_BANK');
  const login = { applicationId: application.id, bankId: bank.id, loginKey: bankLoginKey(application.id, bank.id, input.username) };
  await checkNotPaused(deps.db, login, clock(deps));

  const outcome = await callProvider(() => deps.provider.connect({ bankId: bank.id, username: input.username, password: input.password }));
  return storeOutcome(deps, userId, application.id, outcome, (trx, now) => ({
    replace: async () => {
      const current = await findEnrolment(trx, application.id, { forUpdate: true });
      checkMayConnect(current);
      await checkNotPaused(trx, login, now);
      if (current) await deleteEnrolment(trx, current.id);
    },
    bank,
    loginKey: login.loginKey,
  }));
}

export async function answerBankTask(deps: BankDataServiceDeps, userId: string, applicationId: string, answer: string): Promise<Enrolment> {
  const application = await ownedApplication(deps, userId, applicationId);
  mayChange(deps, application);
  const existing = await findEnrolment(deps.db, application.id);
  if (!existing) throw bankDataError('EBS_ERR_NOT_ENROLLED');
  if (existing.status !== 'task_required' || !existing.provider_reference) throw bankDataError('EBS_ERR_NO_TASK');
  const reference = existing.provider_reference;
  const outcome = await callProvider(() => deps.provider.answerTask(reference, answer));
  return storeOutcome(deps, userId, application.id, outcome, (trx) => ({
    replace: async () => {
      const current = await findEnrolment(trx, application.id, { forUpdate: true });
      if (!current || current.id !== existing.id || current.status !== 'task_required') throw bankDataError('EBS_ERR_NO_TASK');
      await deleteEnrolment(trx, current.id);
    },
    bank: { id: existing.bank_id, name: existing.bank_name },
    loginKey: existing.login_key,
  }));
}

function checkMayConnect(existing: BankDataEnrolmentRow | undefined): void {
  if (existing && (existing.status === 'retrieving' || existing.status === 'received')) throw bankDataError('EBS_ERR_ALREADY_ENROLLED');
}

/** The bank asked to wait before this login signs in again (spec 02 section 8: 20001, 20004, 60006). */
async function checkNotPaused(db: Kysely<Database>, login: { applicationId: string; bankId: string; loginKey: string }, now: Date): Promise<void> {
  const lockout = await findLockout(db, login, now);
  if (!lockout) return;
  throw bankDataError('EBS_ERR_WAIT', {
    retryAfter: lockout.retry_after.toISOString(),
    retryAfterSeconds: Math.ceil((lockout.retry_after.getTime() - now.getTime()) / 1000),
  });
}

/** After a code whose action is to wait: the login is refused until the bank's wait is over. */
async function pauseLogin(
  db: Kysely<Database>,
  enrolment: { application_id: string; bank_id: string; login_key: string | null },
  code: string,
  now: Date,
): Promise<Date | null> {
  if (bankDataErrorInfo(code).action !== 'wait') return null;
  const retryAfter = new Date(now.getTime() + WAIT_MINUTES * 60_000);
  if (enrolment.login_key)
    await lockLogin(db, { application_id: enrolment.application_id, bank_id: enrolment.bank_id, login_key: enrolment.login_key, retry_after: retryAfter });
  return retryAfter;
}

type ProviderOutcome = ConnectOutcome | { kind: 'failed'; code: string };

async function callProvider(call: () => Promise<ConnectOutcome>): Promise<ProviderOutcome> {
  try {
    return await call();
  } catch (error) {
    if (isBankDataProviderError(error)) return { kind: 'failed', code: error.code };
    throw error;
  }
}

async function storeOutcome(
  deps: BankDataServiceDeps,
  userId: string,
  applicationId: string,
  outcome: ProviderOutcome,
  prepare: (trx: Transaction<Database>, now: Date) => { replace: () => Promise<void>; bank: { id: string; name: string }; loginKey: string | null },
): Promise<Enrolment> {
  const now = clock(deps);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!locked) throw appError('APP_ERR_NOT_FOUND');
    mayChange(deps, locked);
    const { replace, bank, loginKey } = prepare(trx, now);
    await replace();
    const base = { application_id: applicationId, user_id: userId, provider: deps.provider.id, bank_id: bank.id, bank_name: bank.name, login_key: loginKey };
    let row: BankDataEnrolmentRow;
    let version = locked.version;
    if (outcome.kind === 'failed') {
      const retryAfter = await pauseLogin(trx, base, outcome.code, now);
      row = await insertEnrolment(trx, { ...base, status: 'failed', error_code: outcome.code, retry_after: retryAfter });
    } else if (outcome.kind === 'task') {
      row = await insertEnrolment(trx, { ...base, status: 'task_required', provider_reference: outcome.reference, task: JSON.stringify(outcome.task) });
    } else {
      row = await insertEnrolment(trx, { ...base, status: 'retrieving', provider_reference: outcome.reference });
      await enqueueJob(trx, { type: RETRIEVE_STATEMENTS_JOB, payload: { enrolmentId: row.id }, maxAttempts: 3 });
      // The applicant agreed to share bank data when connecting (the provider's agreement).
      version = (await refreshStatementSummary(trx, { applicationId, ownerId: userId, actorId: userId, now, consents: [BANK_DATA_CONSENT] })).version;
    }
    return toEnrolmentView(row, version);
  });
}

/**
 * Removes the bank connection (DELETE /apps/{id}/ebs/enroll/delete): its queued retrieval, the
 * documents it retrieved and their bytes, then recomputes the statement summary.
 */
export async function removeEnrolment(deps: BankDataServiceDeps, userId: string, applicationId: string): Promise<StatementsState> {
  const application = await ownedApplication(deps, userId, applicationId);
  mayChange(deps, application);
  const now = clock(deps);
  const { keys, reference, state } = await deps.db.transaction().execute(async (trx) => {
    const locked = await findApplication(trx, application.id, userId, { forUpdate: true });
    if (!locked) throw appError('APP_ERR_NOT_FOUND');
    const enrolment = await findEnrolment(trx, application.id, { forUpdate: true });
    if (!enrolment) throw bankDataError('EBS_ERR_NOT_ENROLLED');
    await cancelQueuedJobs(trx, RETRIEVE_STATEMENTS_JOB, { enrolmentId: enrolment.id });
    const removedKeys = await deleteEnrolmentDocuments(trx, enrolment.id);
    await deleteEnrolment(trx, enrolment.id);
    const after = await refreshStatementSummary(trx, { applicationId: application.id, ownerId: userId, actorId: userId, now });
    return { keys: removedKeys, reference: enrolment.provider_reference, state: statementsState(after) };
  });
  for (const key of keys) {
    await deps.storage.remove(key).catch((error: unknown) => deps.warn?.('retrieved statement not removed', { key, err: error }));
  }
  if (reference) {
    await deps.provider.disconnect(reference).catch((error: unknown) => deps.warn?.('bank-data disconnect failed', { err: error }));
  }
  return state;
}

/** Marks an enrolment failed (used by the retrieval job). */
export async function failEnrolment(trx: Kysely<Database>, enrolment: BankDataEnrolmentRow, code: string, now: Date): Promise<void> {
  const retryAfter = await pauseLogin(trx, enrolment, code, now);
  await updateEnrolment(trx, enrolment.id, { status: 'failed', error_code: code, retry_after: retryAfter });
}
