/**
 * The owner signs through the same signing page as everyone (the built-in e-signature provider,
 * signing.service.ts): once the applicant has signed, the owner's page asks for the owner's own
 * slot a fresh single-use link, until the end of the round's day (the same-day rule). The owner
 * must have confirmed their details, given the consents and uploaded their identification first
 * (the signing page asks it again, owner-readiness.ts). Once everyone has
 * signed, the owner downloads the signed agreement from their page.
 */
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { renewSignatureToken } from '../../repositories/checkout.repository';
import { findDocument } from '../../repositories/documents.repository';
import { newLinkToken } from '../checkout/signing-round';
import { signingPagePath } from '../checkout/start-signing.service';
import type { OwnerDeps } from './owner-deps';
import { ownersApplication, ownersSignature } from './owner-part.service';
import { ownerHasDoneTheirPart } from './owner-readiness';
import type { OwnerContext } from './owner-session';

export async function ownerSigningLink(deps: OwnerDeps, { owner }: OwnerContext, now = new Date()): Promise<{ embeddedUrl: string }> {
  const { role } = await ownersApplication(deps.db, deps.rules, owner);
  if (!(await ownerHasDoneTheirPart(deps.db, role, owner))) throw appError('OWNER_ERR_NOT_CONFIRMED');
  return deps.db.transaction().execute(async (trx) => {
    // The application first, as every checkout path locks it.
    await findApplicationById(trx, owner.application_id, { forUpdate: true });
    const { round, signature, applicantSigned } = await ownersSignature(trx, owner);
    if (
      !round ||
      round.state !== 'open' ||
      !signature ||
      !applicantSigned ||
      signature.signed_at ||
      signature.declined_at ||
      signature.token_expires_at <= now
    ) {
      throw appError('OWNER_ERR_NOT_YOUR_TURN');
    }
    const { token, hash } = newLinkToken();
    await renewSignatureToken(trx, signature.id, hash, signature.token_expires_at);
    return { embeddedUrl: signingPagePath(token) };
  });
}

export async function ownerSignedAgreement(deps: OwnerDeps, { owner }: OwnerContext) {
  const { round, signature } = await ownersSignature(deps.db, owner);
  if (!round || round.state !== 'completed' || !round.signed_document_id || !signature?.signed_at) throw appError('OWNER_ERR_NO_SIGNED_AGREEMENT');
  const document = await findDocument(deps.db, owner.application_id, round.signed_document_id);
  if (!document) throw appError('OWNER_ERR_NO_SIGNED_AGREEMENT');
  return { document, stream: await deps.storage.get(document.storage_key) };
}
