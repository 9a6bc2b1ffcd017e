/**
 * What an upload may carry, and when the documents of an application may change: the refusals
 * that do not depend on the file's bytes.
 */
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { ApplicationRules } from '../application-rules';
import { appError, documentError } from '../../errors';
import { statementPeriodProblem } from '../../../engine/statements/statement-months';
import { BANK_STATEMENT, MANUAL_UPLOAD_CONSENT } from './statement-summary';

/** What the documents' rules ask of the application's product lifecycle. */
export type DocumentLifecycle = Pick<ApplicationRules, 'isTerminal' | 'initialStatus' | 'collectsStatements'>;

/** Document types an applicant may upload; BANK_TRANSACTIONS come only from bank-data retrieval. */
export const UPLOADABLE_TYPES = [BANK_STATEMENT, 'SUPPORTING_DOCUMENT'] as const;
const isUsualType = (type: string) => (UPLOADABLE_TYPES as readonly string[]).includes(type);
const ADR_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface UploadFields {
  documentType: string;
  adrId: string | null;
  statementFrom: string | null;
  statementTo: string | null;
}

export function hasConsent(application: ApplicationRow, type: string): boolean {
  const consents = application.data.consents;
  return typeof consents === 'object' && consents !== null && type in consents;
}

/**
 * Nothing changes once the application is closed; statements count toward the submitted
 * application, so they are added or removed only while it is in its first status.
 */
export function checkDocumentsOpen(rules: DocumentLifecycle, application: ApplicationRow, documentType: string | undefined): void {
  if (rules.isTerminal(application.product, application.status)) throw documentError('DOC_ERR_LOCKED');
  if (documentType === BANK_STATEMENT && !rules.collectsStatements(application.product)) throw appError('APP_ERR_NO_STATEMENTS');
  if (documentType === BANK_STATEMENT && application.status !== rules.initialStatus(application.product)) throw documentError('DOC_ERR_LOCKED');
}

/**
 * Refusals that do not depend on the file: checked before a byte is stored, and again at the end.
 * `requested` (the types a conditional approval still waits for), when given, must name any type
 * besides the usual ones: the application may have moved on since the upload started.
 */
export function checkMayUpload(rules: DocumentLifecycle, application: ApplicationRow, fields: Partial<UploadFields>, requested?: readonly string[]): void {
  checkDocumentsOpen(rules, application, fields.documentType);
  const { documentType } = fields;
  if (requested && documentType && !isUsualType(documentType) && !requested.includes(documentType)) throw documentError('DOC_ERR_LOCKED');
  if (fields.documentType === BANK_STATEMENT && !hasConsent(application, MANUAL_UPLOAD_CONSENT)) {
    throw documentError('DOC_ERR_MANUAL_CONSENT_REQUIRED');
  }
}

/** `requested`: the document types a conditional approval waits for, uploadable besides the usual ones. */
export function readFields(values: Map<string, string>, now: Date, requested: readonly string[] = []): UploadFields {
  const documentType = values.get('documentType') ?? '';
  if (!isUsualType(documentType) && !requested.includes(documentType)) {
    throw documentError('DOC_ERR_INVALID_FIELDS', [], `documentType must be one of ${[...UPLOADABLE_TYPES, ...requested].join(', ')}.`);
  }
  const adrId = values.get('adrId')?.trim() || null;
  if (adrId !== null && !ADR_ID.test(adrId)) throw documentError('DOC_ERR_INVALID_FIELDS', [], 'adrId is not valid.');
  if (documentType !== BANK_STATEMENT) return { documentType, adrId, statementFrom: null, statementTo: null };
  const statementFrom = values.get('statementFrom') ?? '';
  const statementTo = values.get('statementTo') ?? '';
  const problem = statementPeriodProblem(statementFrom, statementTo, now);
  if (problem) throw documentError('DOC_ERR_STATEMENT_PERIOD', [], problem);
  return { documentType, adrId, statementFrom, statementTo };
}

export const FIELD_NAMES = new Set(['documentType', 'adrId', 'statementFrom', 'statementTo']);
