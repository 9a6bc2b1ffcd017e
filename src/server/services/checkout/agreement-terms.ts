/**
 * What a loan agreement cannot be without: the terms the applicant accepted, the name of the
 * business that borrows, and the account the loan is paid into. Opening a signing round and every
 * move to the statuses after signing ask here, so no agreement is made, signed or completed with
 * a blank where a party or a term belongs; staff cannot override it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findFundingAccount } from '../../repositories/checkout.repository';
import { findLatestDecision } from '../../repositories/decisions.repository';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

export type AgreementTerm = 'acceptedTerms' | 'businessName' | 'fundingAccount';

/** The borrower's name on the agreement: the application's legal business name, trimmed. */
export function borrowerName(data: unknown): string {
  return readApplicationDocument(data).business.legalBusinessName?.trim() ?? '';
}

export function agreementTermsMissing(facts: { acceptedTerms: boolean; businessName: string; fundingAccount: boolean }): AgreementTerm[] {
  const missing: AgreementTerm[] = [];
  if (!facts.acceptedTerms) missing.push('acceptedTerms');
  if (!facts.businessName) missing.push('businessName');
  if (!facts.fundingAccount) missing.push('fundingAccount');
  return missing;
}

/** What the application's agreement would lack, read from its latest decision and its funding account. */
export async function missingAgreementTerms(db: Kysely<Database>, application: Pick<ApplicationRow, 'id' | 'data'>): Promise<AgreementTerm[]> {
  // One after the other: in a transaction both go down the same connection.
  const decision = await findLatestDecision(db, application.id);
  const account = await findFundingAccount(db, application.id);
  return agreementTermsMissing({
    acceptedTerms: Boolean(decision?.accepted_terms),
    businessName: borrowerName(application.data),
    fundingAccount: Boolean(account),
  });
}

/** The refusal naming what is missing; `to`: the status refused, when a move was. */
export function agreementIncomplete(missing: readonly AgreementTerm[], to?: string) {
  return appError('APP_ERR_AGREEMENT_INCOMPLETE', { unmet: [...missing], ...(to ? { to } : {}), overridable: false });
}
