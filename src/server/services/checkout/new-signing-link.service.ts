/**
 * "Send me a new link": the way back for an owner whose link another browser holds (or who
 * opened it on the wrong device). The link must still be live; it is replaced by a new one with
 * the same expiry, no browser bound, mailed to the owner's own address, never to the asker. The
 * old link stops working at once, so a link taken from a log is ended by the owner asking.
 */
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { renewSignatureToken } from '../../repositories/checkout.repository';
import { newSigningLinkMail } from './checkout-mails';
import type { CheckoutDeps } from './checkout-deps';
import { liveSlot } from './signing.service';
import { newLinkToken } from './signing-round';
import { signingPagePath } from './start-signing.service';
import { readApplicationDocument } from '../../../engine/application-document/read-application-document';

export async function mailNewSigningLink(deps: CheckoutDeps, token: string, now = new Date()): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { signature, round } = await liveSlot(trx, token, now, true);
    const application = await findApplicationById(trx, round.application_id);
    if (!application) throw appError('SIGN_ERR_LINK_INVALID');
    const fresh = newLinkToken();
    await renewSignatureToken(trx, signature.id, fresh.hash, signature.token_expires_at);
    await deps.mail.queue(trx, {
      applicationId: application.id,
      message: newSigningLinkMail(signature.email, {
        name: signature.name,
        business: readApplicationDocument(application.data).business.legalBusinessName ?? 'the business',
        link: `${deps.publicUrl}${signingPagePath(fresh.token)}`,
        lenderName: deps.lender.lenderName,
      }),
    });
  });
}
