/**
 * What a signature changes. The applicant's signature moves the application to the waiting
 * status and mails each other owner their link (valid to the end of the round's day): to their own
 * page where the journey has the additional owner role, else straight to the signing page; the last
 * signature completes the round: the signed agreement (certificate page, then a PDF signature
 * per owner in signing order and the lender's last, each timestamped when TSA_URL is set)
 * stored, the application completed, and every signer told. A void round returns the
 * application to its offer, to be confirmed again (resetCheckout).
 */
import { recordFundedLoan } from '../renewals/funded-loan';
import { buffer } from 'node:stream/consumers';
import type { Transaction } from 'kysely';
import type { ProductCheckout } from '../../../engine/checkout/checkout.types';
import type { Database } from '../../db/database';
import type { ApplicationRow } from '../../db/tables/applications.table';
import type { SignatureRow, SigningRoundRow } from '../../db/tables/checkout.table';
import { closeRound, listSignatures, renewSignatureToken } from '../../repositories/checkout.repository';
import { findDocument } from '../../repositories/documents.repository';
import { moveApplication } from '../applications/move-application';
import { nextBusinessDay } from '../offers/business-days';
import { coOwnerSigningMail, loanDocumentsMail } from './checkout-mails';
import type { CheckoutDeps } from './checkout-deps';
import { mailsApplicantAutomatically } from '../mail/automatic-mail';
import { onFirstUse } from '../../threads/on-first-use';
import { newLinkToken, SIGNED_AGREEMENT_DOCUMENT_TYPE, storeLenderDocument } from './signing-round';
import { endOfSigningDay } from './signing-day';
import { inviteOwnerToSign } from '../owners/owner-invitations';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';
import { formatCalendarDate } from '../../../engine/dates/format-calendar-date';

// PDF signing and its ASN.1 libraries load with the first completed agreement, not with the server.
const signedAgreementModule = onFirstUse(() => import('./signed-agreement'));

interface RoundContext {
  application: ApplicationRow;
  checkout: ProductCheckout;
  round: SigningRoundRow;
  now: Date;
}

/** Answers whether this signature was the last one: every owner has signed and the round is complete. */
export async function advanceAfterSignature(deps: CheckoutDeps, trx: Transaction<Database>, o: RoundContext & { signer: SignatureRow }): Promise<boolean> {
  const signatures = await listSignatures(trx, o.round.id);
  const remaining = signatures.filter((s) => !s.signed_at);
  if (remaining.length === 0) {
    await completeRound(deps, trx, { ...o, signatures });
    return true;
  }
  if (o.signer.signer_index !== 0) return false;
  await moveApplication(trx, deps.rules, o.application, {
    to: o.checkout.waitingStatus,
    userId: o.application.user_id,
    type: 'agreement_signed',
    details: { roundId: o.round.id },
    at: o.now,
  });
  const expiresAt = endOfSigningDay(o.round.signing_date, o.checkout.signingTimeZone, o.now);
  const { business } = readApplicationDocument(o.application.data);
  // The signing day as the product's readers write it (en-AU 27/03/2027, en-US 03/27/2027).
  const signingDate = formatCalendarDate(o.round.signing_date, deps.rules.locale(o.application.product));
  for (const owner of remaining) {
    const { token, hash } = newLinkToken();
    // With the role the slot's token is mailed to nobody: the owner's page asks a fresh one once their part is done.
    await renewSignatureToken(trx, owner.id, hash, expiresAt);
    if (o.checkout.additionalOwners) {
      await inviteOwnerToSign(deps, trx, o.application, owner, { applicant: o.signer.name, signingDate, now: o.now });
      continue;
    }
    await deps.mail.queue(trx, {
      applicationId: o.application.id,
      message: coOwnerSigningMail(owner.email, {
        name: owner.name,
        applicant: o.signer.name,
        business: business.legalBusinessName ?? 'the business',
        link: `${deps.publicUrl}/sign/${token}`,
        signingDate,
        lenderName: deps.lender.lenderName,
      }),
    });
  }
  return false;
}

async function completeRound(deps: CheckoutDeps, trx: Transaction<Database>, o: RoundContext & { signatures: SignatureRow[] }): Promise<void> {
  const agreement = await findDocument(trx, o.application.id, o.round.agreement_document_id);
  if (!agreement) throw new Error(`The agreement of round ${o.round.id} is missing`);
  const bytes = await buffer(await deps.storage.get(agreement.storage_key));
  const { signedAgreement } = await signedAgreementModule();
  const signed = await signedAgreement({
    agreement: bytes,
    agreementSha256: o.round.agreement_sha256,
    signatures: o.signatures.map((s) => (s.signed_at ? s : { ...s, signed_at: o.now })),
    lenderName: deps.lender.lenderName,
    certificate: await deps.lender.signing.certificates(),
    timestamps: deps.lender.signing.timestamps,
    now: o.now,
  });
  const document = await storeLenderDocument(deps, trx, o.application.id, {
    type: SIGNED_AGREEMENT_DOCUMENT_TYPE,
    fileName: `Signed loan agreement ${o.round.signing_date}.pdf`,
    bytes: signed,
  });
  await closeRound(trx, o.round.id, { state: 'completed', at: o.now, signedDocumentId: document.id });
  const completed = await moveApplication(trx, deps.rules, o.application, {
    to: o.checkout.completedStatus,
    userId: null,
    type: 'agreement_completed',
    details: { roundId: o.round.id, documentId: document.id },
    at: o.now,
  });
  await recordFundedLoan(trx, completed, o.now);
  const { business: answered } = readApplicationDocument(o.application.data);
  const fundsBy = formatCalendarDate(nextBusinessDay(o.round.signing_date, answered.state), deps.rules.locale(o.application.product));
  const business = answered.legalBusinessName ?? 'your business';
  // Every signer, co-owners included (they have no account to download it from), gets the signed agreement attached;
  // the applicant not when the application asks for no automatic mail (they download it from their account).
  const applicantMailed = mailsApplicantAutomatically(o.application.data);
  for (const signer of o.signatures) {
    if (signer.signer_index === 0 && !applicantMailed) continue;
    await deps.mail.queue(trx, {
      applicationId: o.application.id,
      message: loanDocumentsMail(signer.email, {
        name: signer.name,
        business,
        lenderName: deps.lender.lenderName,
        fundsBy,
        hasAccount: signer.signer_index === 0,
      }),
      attachments: [{ documentId: document.id }],
    });
  }
}

export async function voidRound(deps: CheckoutDeps, trx: Transaction<Database>, o: RoundContext & { reason: string }): Promise<ApplicationRow> {
  await closeRound(trx, o.round.id, { state: 'void', at: o.now });
  if (o.application.status === o.checkout.reconfirmStatus) return o.application;
  return moveApplication(trx, deps.rules, o.application, {
    to: o.checkout.reconfirmStatus,
    userId: null,
    type: 'checkout_reset',
    details: { roundId: o.round.id, reason: o.reason },
    at: o.now,
  });
}
