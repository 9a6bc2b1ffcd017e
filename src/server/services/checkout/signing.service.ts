/**
 * The built-in e-signature provider's side of signing, reached by a signer's link token alone (a
 * co-owner has no account): what the signing page shows, the agreement itself, and the signature
 * or the refusal. A link works once and only until it expires; a signature must fall on the
 * round's day, or the round is void and the offer must be confirmed again. The applicant's
 * signature mails the other owners their links; the last signature completes the loan.
 */
import { stepUrl } from '../../../engine/journey/site-paths';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SignatureRow, SigningRoundRow } from '../../db/tables/checkout.table';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { findFundingAccount, findSignatureByToken, recordSignature } from '../../repositories/checkout.repository';
import type { SignatureOutcome, SigningSession, SignRequest } from '../../../engine/contract/checkout.contract';
import { fundingAccountView } from './funding-account.service';
import { findAcceptedTerms } from '../../repositories/decisions.repository';
import { findDocument } from '../../repositories/documents.repository';
import type { CheckoutDeps } from './checkout-deps';
import { advanceAfterSignature, voidRound } from './signing-progress';
import { holdSigningDevice } from './signing-device';
import { hashToken } from './signing-round';
import { signingDay } from './signing-day';
import { assertSignerReady } from '../owners/owner-readiness';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';
import { DEFAULT_LOCALE } from '../../../engine/journey/product-locale';

/** Where a signature or a refusal came from, kept with it as evidence. */
export interface SignerTrace {
  ipAddress: string;
  userAgent: string;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function liveSlot(
  db: Kysely<Database>,
  token: string,
  now: Date,
  forUpdate = false,
): Promise<{ signature: SignatureRow; round: SigningRoundRow }> {
  const found = typeof token === 'string' && token.length >= 20 ? await findSignatureByToken(db, hashToken(token), { forUpdate }) : undefined;
  if (!found) throw appError('SIGN_ERR_LINK_INVALID');
  const { signature, round } = found;
  const used = signature.signed_at || signature.declined_at;
  if (used || signature.token_expires_at <= now || round.state !== 'open') throw appError('SIGN_ERR_LINK_INVALID');
  return found;
}

/**
 * The first step of every call with a link: the link is live, its signer may sign (a co-owner has
 * done their part on their own page, owner-readiness.ts), and this browser is the one it is bound
 * to, or it binds now (signing-device.ts). Answers a new cookie secret when it bound.
 */
export async function openSigningLink(deps: Pick<CheckoutDeps, 'db' | 'rules'>, token: string, presented: string | undefined, now = new Date()) {
  const { signature, round } = await liveSlot(deps.db, token, now);
  const application = await findApplicationById(deps.db, round.application_id);
  if (!application) throw appError('SIGN_ERR_LINK_INVALID');
  await assertSignerReady(deps.db, deps.rules, application, signature.signer_index);
  return holdSigningDevice(deps.db, signature, presented);
}

export async function signingSession(deps: CheckoutDeps, token: string, now = new Date()): Promise<SigningSession> {
  const { signature, round } = await liveSlot(deps.db, token, now);
  const application = await findApplicationById(deps.db, round.application_id);
  const priced = await findAcceptedTerms(deps.db, round.decision_id);
  // A round is started only from accepted terms (start-signing.service.ts).
  if (!priced) throw appError('APP_ERR_CHECKOUT_NOT_OPEN');
  const account = await findFundingAccount(deps.db, round.application_id);
  return {
    signerName: signature.name,
    lenderName: deps.lender.lenderName,
    businessName: readApplicationDocument(application?.data).business.legalBusinessName ?? '',
    signingDate: round.signing_date,
    locale: application ? deps.rules.locale(application.product) : DEFAULT_LOCALE,
    agreementSha256: round.agreement_sha256,
    expiresAt: signature.token_expires_at.toISOString(),
    terms: {
      loanAmount: priced.loanAmount,
      term: priced.term,
      termUnit: priced.termUnit,
      paymentPeriod: priced.paymentPeriod,
      numberOfPayments: priced.numberOfPayments,
      paymentAmount: priced.paymentAmount,
      annualRatePercent: priced.annualRatePercent,
      originationFee: priced.originationFee,
      disbursementAmount: priced.disbursementAmount,
      // Terms accepted before payoffs were priced carry neither: no payoff, all of it paid out.
      payoffAmount: priced.payoffAmount ?? '0.00',
      netFundedAmount: priced.netFundedAmount ?? priced.disbursementAmount,
      totalRepayment: priced.totalRepayment,
    },
    account: account ? await fundingAccountView(deps.sealer, account) : null,
  };
}

/** The agreement's bytes for the signing page (the round's own document, nobody else's). */
export async function signingAgreement(deps: CheckoutDeps, token: string, now = new Date()) {
  const { round } = await liveSlot(deps.db, token, now);
  const document = await findDocument(deps.db, round.application_id, round.agreement_document_id);
  if (!document) throw appError('SIGN_ERR_LINK_INVALID');
  return { stream: await deps.storage.get(document.storage_key), size: Number(document.size_bytes) };
}

export async function sign(deps: CheckoutDeps, token: string, request: SignRequest & SignerTrace, now = new Date()): Promise<SignatureOutcome> {
  const peek = await liveSlot(deps.db, token, now);
  if (!request.consent || normalName(request.typedName) !== normalName(peek.signature.name)) {
    throw appError('SIGN_ERR_INPUT');
  }
  return deps.db.transaction().execute(async (trx) => {
    // The application first, as every checkout path locks it: two signers finishing at once queue here.
    const application = await findApplicationById(trx, peek.round.application_id, { forUpdate: true });
    const { signature, round } = await liveSlot(trx, token, now, true);
    const checkout = application && deps.rules.checkout(application.product);
    if (!application || !checkout) throw appError('SIGN_ERR_LINK_INVALID');
    // Asked again here, whatever called: no co-owner's signature counts before their part is done.
    await assertSignerReady(trx, deps.rules, application, signature.signer_index);
    const callback = (event: string) => (signature.signer_index === 0 ? `${stepUrl(application.product, checkout.callbackRoute)}?event=${event}` : null);
    if (signingDay(now, checkout.signingTimeZone) !== round.signing_date) {
      // The same-day rule: a signature on a later day voids the round.
      await voidRound(deps, trx, { application, checkout, round, now, reason: 'signed_next_day' });
      return { returnUrl: callback('ttl_expired'), everyoneSigned: false };
    }
    await recordSignature(trx, signature.id, {
      signedAt: now,
      typedName: request.typedName.trim(),
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      agreementSha256: round.agreement_sha256,
    });
    const everyoneSigned = await advanceAfterSignature(deps, trx, { application, checkout, round, signer: signature, now });
    return { returnUrl: callback('signing_complete'), everyoneSigned };
  });
}

export async function decline(deps: CheckoutDeps, token: string, request: SignerTrace, now = new Date()): Promise<SignatureOutcome> {
  const peek = await liveSlot(deps.db, token, now);
  return deps.db.transaction().execute(async (trx) => {
    const application = await findApplicationById(trx, peek.round.application_id, { forUpdate: true });
    const { signature, round } = await liveSlot(trx, token, now, true);
    const checkout = application && deps.rules.checkout(application.product);
    if (!application || !checkout) throw appError('SIGN_ERR_LINK_INVALID');
    await recordSignature(trx, signature.id, {
      declinedAt: now,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      agreementSha256: round.agreement_sha256,
    });
    await voidRound(deps, trx, { application, checkout, round, now, reason: 'declined' });
    return { returnUrl: signature.signer_index === 0 ? `${stepUrl(application.product, checkout.callbackRoute)}?event=decline` : null, everyoneSigned: false };
  });
}
