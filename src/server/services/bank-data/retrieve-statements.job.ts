/**
 * The background retrieval of a connected bank (job `bank-data.retrieve-statements`): fetch 180
 * days of every account from the provider, keep the business accounts, store a PDF statement and
 * a CSV of transactions for each as documents of the application, and mark the statements
 * received; or record the provider's failure code. Runs in whichever instance claimed the job.
 * While the provider is still preparing, the job is put back to ask again when it says (the
 * payload keeps its progress token and the period asked for), holding no worker meanwhile.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { BankDataEnrolmentRow, EnrolledAccount } from '../../db/tables/bank-data-enrolments.table';
import type { NewDocumentRow } from '../../db/tables/documents.table';
import {
  BankDataProviderError,
  isBankDataProviderError,
  isRetrievalPending,
  type RetrievedAccount,
  type Retrieval,
} from '../../providers/bank-data/bank-data-provider';
import { findApplication } from '../../repositories/applications.repository';
import { findEnrolmentById, updateEnrolment } from '../../repositories/bank-data-enrolments.repository';
import { insertDocument } from '../../repositories/documents.repository';
import { BANK_STATEMENT, refreshStatementSummary } from '../documents/statement-summary';
import type { Continuation, JobContext } from '../jobs/job-handler';
import { failEnrolment, type BankDataServiceDeps } from './bank-data.service';
import { onFirstUse } from '../../threads/on-first-use';
import { DEFAULT_LOCALE } from '../../../engine/journey/product-locale';

const statementDocuments = onFirstUse(() => import('./statement-documents'));

/** Spec 01 section 9: bank data pulled covers the last 180 days. */
export const RETRIEVAL_DAYS = 180;

/**
 * How long the provider may keep preparing before the applicant is told of a retrieval problem
 * (60001: try again or upload), rather than the page showing 'Retrieving' for ever.
 */
export const RETRIEVAL_PATIENCE_MINUTES = 30;

const maskAccount = (number: string) => `****${number.replace(/\D/g, '').slice(-4)}`;

interface PreparedDocument {
  row: NewDocumentRow;
  bytes: Uint8Array;
}

async function prepareDocuments(
  retrieval: Retrieval,
  accounts: RetrievedAccount[],
  enrolment: BankDataEnrolmentRow,
  o: { now: Date; locale: string },
): Promise<PreparedDocument[]> {
  const { renderStatementPdf, renderTransactionsCsv, statementFileName } = await statementDocuments();
  const out: PreparedDocument[] = [];
  for (const account of accounts) {
    const pdf = await renderStatementPdf(retrieval, account, o);
    const csv = new TextEncoder().encode(renderTransactionsCsv(account));
    const common = {
      application_id: enrolment.application_id,
      uploaded_by: null,
      source: 'bank-data' as const,
      enrolment_id: enrolment.id,
      adr_id: null,
      statement_from: retrieval.from.slice(0, 7),
      statement_to: retrieval.to.slice(0, 7),
    };
    for (const [bytes, documentType, fileType, contentType, kind] of [
      [pdf, BANK_STATEMENT, 'pdf', 'application/pdf', 'statement'],
      [csv, 'BANK_TRANSACTIONS', 'csv', 'text/csv; charset=utf-8', 'transactions'],
    ] as const) {
      const id = randomUUID();
      out.push({
        bytes,
        row: {
          ...common,
          id,
          document_type: documentType,
          storage_key: `applications/${enrolment.application_id}/${id}`,
          file_name: statementFileName(retrieval, account, kind),
          file_type: fileType,
          content_type: contentType,
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
      });
    }
  }
  return out;
}

export function createRetrieveStatementsHandler(deps: BankDataServiceDeps) {
  const now = () => (deps.now ? deps.now() : new Date());

  async function recordFailure(enrolmentId: string, code: string): Promise<void> {
    await deps.db.transaction().execute(async (trx: Transaction<Database>) => {
      const current = await findEnrolmentById(trx, enrolmentId, { forUpdate: true });
      if (current?.status === 'retrieving') await failEnrolment(trx, current, code, now());
    });
  }

  return async function retrieveStatements(payload: Record<string, unknown>, context: JobContext): Promise<void | Continuation> {
    const enrolmentId = String(payload.enrolmentId ?? '');
    const enrolment = await findEnrolmentById(deps.db, enrolmentId);
    if (!enrolment || enrolment.status !== 'retrieving' || !enrolment.provider_reference) return; // removed or already done

    // A continued job asks for the period it first asked for.
    const to = typeof payload.requestedAt === 'string' ? new Date(payload.requestedAt) : now();
    const from = new Date(to.getTime() - (RETRIEVAL_DAYS - 1) * 86_400_000);
    const progress = typeof payload.progress === 'string' ? payload.progress : undefined;
    let stored: string[] = [];
    try {
      const answer = await deps.provider.retrieve(enrolment.provider_reference, { from, to }, progress);
      if (isRetrievalPending(answer)) {
        if (now().getTime() - to.getTime() > RETRIEVAL_PATIENCE_MINUTES * 60_000) throw new BankDataProviderError('60001', 'The provider kept preparing');
        return {
          continueAfterSeconds: answer.retryAfterSeconds,
          payload: { ...payload, progress: answer.progress, requestedAt: to.toISOString() },
        };
      }
      const retrieval = answer;
      const business = retrieval.accounts.filter((account) => account.kind === 'business');
      if (retrieval.accounts.length === 0) throw new BankDataProviderError('noResultFound');
      if (business.length === 0) throw new BankDataProviderError('60008');

      // The statement's dates as the product's readers write them (its journey's locale).
      const application = await findApplication(deps.db, enrolment.application_id, enrolment.user_id);
      const locale = application ? deps.rules.locale(application.product) : DEFAULT_LOCALE;
      const documents = await prepareDocuments(retrieval, business, enrolment, { now: to, locale });
      for (const document of documents) {
        await deps.storage.put(document.row.storage_key, Readable.from([Buffer.from(document.bytes)]));
        stored.push(document.row.storage_key);
      }
      const accounts: EnrolledAccount[] = business.map((account) => ({
        name: account.name,
        bsb: account.bsb,
        accountNumber: maskAccount(account.accountNumber),
        holder: account.holder,
      }));

      const kept = await deps.db.transaction().execute(async (trx) => {
        // The application first, then the enrolment: the order every other writer takes them in.
        await findApplication(trx, enrolment.application_id, enrolment.user_id, { forUpdate: true });
        const current = await findEnrolmentById(trx, enrolment.id, { forUpdate: true });
        if (!current || current.status !== 'retrieving') return false; // removed while retrieving
        // One millisecond apart, so the list shows them in the order they were made.
        for (const [index, document] of documents.entries()) {
          await insertDocument(trx, { ...document.row, created_at: new Date(to.getTime() + index) });
        }
        await updateEnrolment(trx, current.id, {
          status: 'received',
          accounts: JSON.stringify(accounts),
          covered_from: retrieval.from,
          covered_to: retrieval.to,
          error_code: null,
          retry_after: null,
        });
        await refreshStatementSummary(trx, { applicationId: current.application_id, ownerId: current.user_id, actorId: null, now: to });
        return true;
      });
      if (kept) stored = [];
    } catch (error) {
      if (isBankDataProviderError(error)) {
        await recordFailure(enrolment.id, error.code);
        return;
      }
      // Our side failed (storage, database): the job is tried again; after the last attempt the
      // applicant is told the statements could not be stored, with the provider's code for it.
      if (context.lastAttempt) await recordFailure(enrolment.id, 'uploadError');
      throw error;
    } finally {
      for (const key of stored) await deps.storage.remove(key).catch(() => undefined);
    }
  };
}
