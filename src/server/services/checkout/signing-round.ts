/**
 * Opening a signing round (the applicant's agreementAccepted): the agreement rendered from the
 * accepted terms and stored as the lender's document, its SHA-256 kept, and a signature slot for
 * every owner who must sign. Only the applicant's slot gets a live link now; the other owners get
 * theirs by e-mail once the applicant has signed.
 */
import { appError } from '../../errors';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { agreementSigners } from '../../../engine/checkout/signers';
import type { ProductCheckout } from '../../../engine/checkout/checkout.types';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { FundingAccountRow, SigningRoundRow } from '../../db/tables/checkout.table';
import type { DecisionRow } from '../../db/tables/decisions.table';
import { insertDocument } from '../../repositories/documents.repository';
import { insertRound, insertSignatures } from '../../repositories/checkout.repository';
import { onFirstUse } from '../../threads/on-first-use';
import type { CheckoutDeps } from './checkout-deps';
import { agreementIncomplete, agreementTermsMissing, borrowerName } from './agreement-terms';
import { fundingAccountView } from './funding-account.service';
import { sha256 } from './sha256';

const agreementPdf = onFirstUse(() => import('./agreement-pdf'));
import { signingDay } from './signing-day';

export { AGREEMENT_DOCUMENT_TYPE, SIGNED_AGREEMENT_DOCUMENT_TYPE } from '../../../engine/checkout/agreement-documents';
import { AGREEMENT_DOCUMENT_TYPE } from '../../../engine/checkout/agreement-documents';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

/** A link token and what the database keeps of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function storeLenderDocument(
  deps: Pick<CheckoutDeps, 'storage'>,
  trx: Kysely<Database>,
  applicationId: string,
  document: { type: string; fileName: string; bytes: Uint8Array },
) {
  const id = randomUUID();
  const key = `applications/${applicationId}/${id}`;
  await deps.storage.put(key, Readable.from([Buffer.from(document.bytes)]));
  return insertDocument(trx, {
    id,
    application_id: applicationId,
    uploaded_by: null,
    source: 'lender',
    enrolment_id: null,
    document_type: document.type,
    adr_id: null,
    storage_key: key,
    file_name: document.fileName,
    file_type: 'pdf',
    content_type: 'application/pdf',
    size_bytes: document.bytes.length,
    sha256: sha256(document.bytes),
    statement_from: null,
    statement_to: null,
  });
}

export async function openRound(
  deps: CheckoutDeps,
  trx: Kysely<Database>,
  o: { application: ApplicationRow; checkout: ProductCheckout; decision: DecisionRow; account: FundingAccountRow; now: Date },
): Promise<SigningRoundRow> {
  const { application, checkout, decision, account, now } = o;
  // Signing opens only on accepted terms (start-signing.service.ts refuses it otherwise).
  const terms = decision.accepted_terms;
  if (!terms) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
  const missing = agreementTermsMissing({ acceptedTerms: true, businessName: borrowerName(application.data), fundingAccount: true });
  if (missing.length > 0) throw agreementIncomplete(missing);
  const signers = agreementSigners(application.data, deps.rules.signerThreshold(application.product));
  const signingDate = signingDay(now, checkout.signingTimeZone);
  const { renderAgreement } = await agreementPdf();
  const bytes = await renderAgreement({
    lenderName: deps.lender.lenderName,
    applicationId: application.id,
    business: { legalName: borrowerName(application.data), abn: readApplicationDocument(application.data).business.abn },
    terms,
    account: await fundingAccountView(deps.sealer, account),
    signers,
    signingDate,
    locale: deps.rules.locale(application.product),
  });
  const document = await storeLenderDocument(deps, trx, application.id, {
    type: AGREEMENT_DOCUMENT_TYPE,
    fileName: `Loan agreement ${signingDate}.pdf`,
    bytes,
  });
  const round = await insertRound(trx, {
    application_id: application.id,
    decision_id: decision.id,
    agreement_document_id: document.id,
    agreement_sha256: document.sha256,
    signing_date: signingDate,
  });
  await insertSignatures(
    trx,
    signers.map((signer) => ({
      round_id: round.id,
      signer_index: signer.index,
      name: `${signer.firstName} ${signer.lastName}`.trim(),
      email: signer.email,
      // A slot's link is issued when its signer's turn comes; until then no token opens it.
      token_sha256: newLinkToken().hash,
      token_expires_at: now,
    })),
  );
  return round;
}
