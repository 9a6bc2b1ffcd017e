/**
 * The server-owned summary of the application's bank statements, kept in the application
 * document so the journey's `completeWhen` can read it:
 *
 *   _extension.statements: { method, coveredMonths, requiredMonths, complete, statementCount }
 *   _extension.isStatementsManuallyUploaded: the manual path's consent was given and the
 *     statements do not come from a bank connection (line of credit capped at $50,000)
 *
 * It is recomputed from the enrolment and the documents after every change to them and written
 * through the applications repository with a version bump and an application_events row, in the
 * caller's transaction. No client patch can write it: no form step binds these fields.
 */
import jsonPatch from 'fast-json-patch';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { BankDataEnrolmentRow } from '../../db/tables/bank-data-enrolments.table';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import type { DocumentRow } from '../../db/tables/documents.table';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import type { StatementSummary } from '../../../engine/contract/documents.contract';
import { findEnrolment } from '../../repositories/bank-data-enrolments.repository';
import { recordApplicationChange } from '../applications/record-change';
import { listDocuments } from '../../repositories/documents.repository';
import { monthsBetween, monthsOfDates, requiredMonths } from '../../../engine/statements/statement-months';

const { compare } = jsonPatch;

export const BANK_STATEMENT = 'BANK_STATEMENT';
export const MANUAL_UPLOAD_CONSENT = 'LIMITED_LINE_OF_CREDIT';
export const BANK_DATA_CONSENT = 'ILLION_AGREEMENT';
export const STATEMENTS_EVENT = 'statements-updated';

export function isManualStatement(document: Pick<DocumentRow, 'source' | 'document_type'>): boolean {
  return document.source === 'applicant' && document.document_type === BANK_STATEMENT;
}

export function summariseStatements(
  enrolment: Pick<BankDataEnrolmentRow, 'status' | 'covered_from' | 'covered_to'> | undefined,
  documents: readonly Pick<DocumentRow, 'source' | 'document_type' | 'statement_from' | 'statement_to'>[],
  now: Date,
): StatementSummary | undefined {
  const required = requiredMonths(now);
  if (enrolment?.status === 'received' && enrolment.covered_from && enrolment.covered_to) {
    const retrieved = documents.filter((d) => d.source === 'bank-data' && d.document_type === BANK_STATEMENT);
    return {
      method: 'connected',
      coveredMonths: monthsOfDates(enrolment.covered_from, enrolment.covered_to),
      requiredMonths: required,
      // The provider delivered 180 days of every business account: what a lender asks for.
      complete: retrieved.length > 0,
      statementCount: retrieved.length,
    };
  }
  const manual = documents.filter(isManualStatement);
  if (manual.length === 0) return undefined;
  const covered = new Set<string>();
  for (const statement of manual) {
    if (statement.statement_from && statement.statement_to) {
      for (const month of monthsBetween(statement.statement_from, statement.statement_to)) covered.add(month);
    }
  }
  return {
    method: 'uploaded',
    coveredMonths: [...covered].sort(),
    requiredMonths: required,
    complete: required.every((month) => covered.has(month)),
    statementCount: manual.length,
  };
}

function extensionOf(document: ApplicationDocument): Record<string, unknown> {
  const extension = document._extension;
  return typeof extension === 'object' && extension !== null && !Array.isArray(extension) ? (extension as Record<string, unknown>) : {};
}

function consentsOf(document: ApplicationDocument): Record<string, unknown> {
  const consents = document.consents;
  return typeof consents === 'object' && consents !== null && !Array.isArray(consents) ? (consents as Record<string, unknown>) : {};
}

export interface RefreshStatementsInput {
  applicationId: string;
  /** The application's owner (the lock is taken through the owner's lookup). */
  ownerId: string;
  /** Who caused the change; null for the system (the retrieval worker). */
  actorId: string | null;
  now: Date;
  /** Consents given with this change, by type (the manual upload consent, the bank-data consent). */
  consents?: string[];
}

/**
 * Recomputes the summary inside `trx` (which must be a transaction) and stores it when it
 * changed. Answers the application row as stored afterwards.
 */
export async function refreshStatementSummary(trx: Transaction<Database>, input: RefreshStatementsInput): Promise<ApplicationRow> {
  const current = await findApplication(trx, input.applicationId, input.ownerId, { forUpdate: true });
  if (!current) throw appError('APP_ERR_NOT_FOUND');
  const enrolment = await findEnrolment(trx, input.applicationId);
  const documents = await listDocuments(trx, input.applicationId);
  const summary = summariseStatements(enrolment, documents, input.now);

  const after: ApplicationDocument = structuredClone(current.data);
  if (input.consents?.length) {
    const consents = consentsOf(after);
    for (const type of input.consents) {
      consents[type] = { type, timestamp: input.now.toISOString(), links: [] };
    }
    after.consents = consents;
  }
  const extension = extensionOf(after);
  if (summary) extension.statements = summary;
  else delete extension.statements;
  const manualConsent = MANUAL_UPLOAD_CONSENT in consentsOf(after);
  if (manualConsent || 'isStatementsManuallyUploaded' in extension) {
    extension.isStatementsManuallyUploaded = manualConsent && summary?.method !== 'connected';
  }
  if (Object.keys(extension).length > 0 || '_extension' in after) after._extension = extension;

  const patch = compare(current.data, after);
  if (patch.length === 0) return current;
  // The row is locked, so the version cannot have moved.
  return recordApplicationChange(trx, current, { data: after, userId: input.actorId, type: STATEMENTS_EVENT, patch, at: input.now });
}
