/** The checkout mails (en-AU), each with its HTML part. */
import type { MailMessage } from '../../providers/mail/mail-provider';
import { withHtml } from '../mail/mail-html';

export interface SigningMailFacts {
  name: string;
  applicant: string;
  business: string;
  link: string;
  signingDate: string;
  lenderName: string;
}

/** The applicant has signed: a co-owner's turn. `howToSign` says what the link leads to. */
export function signingTurnMail(to: string, o: SigningMailFacts, howToSign: string): MailMessage {
  return withHtml({
    to,
    subject: `Please sign the loan agreement for ${o.business}`,
    text: [
      `Hello ${o.name},`,
      '',
      `${o.applicant} has signed the ${o.lenderName} loan agreement for ${o.business}. As an owner of the business you sign it too.`,
      '',
      howToSign,
      o.link,
      '',
      `Please sign today, ${o.signingDate}: all owners must sign on the same day, or the offer must be confirmed again.`,
    ].join('\n'),
  });
}

/** A journey without the additional owner role: the link opens the signing page itself. */
export function coOwnerSigningMail(to: string, o: SigningMailFacts): MailMessage {
  return signingTurnMail(to, o, 'Read and sign the agreement here (no account needed):');
}

/** To every signer, the signed agreement attached (the caller queues it with the document); only the applicant has an account to sign in to. */
export function loanDocumentsMail(
  to: string,
  o: { name: string; business: string; lenderName: string; fundsBy: string; hasAccount: boolean },
): Omit<MailMessage, 'attachments'> {
  return withHtml({
    to,
    subject: `Your ${o.lenderName} loan documents`,
    text: [
      `Hello ${o.name},`,
      '',
      `Everyone has signed the loan agreement for ${o.business}. The funds will arrive by ${o.fundsBy} (within one business day).`,
      '',
      'The signed agreement, with its signing certificate, is attached to this e-mail as a PDF. Please keep it for your records.',
      ...(o.hasAccount ? ['', 'It is also in your loan documents when you sign in to your account.'] : []),
    ].join('\n'),
  });
}

/** A signer's link again, asked for from the signing page: the old link no longer works. */
export function newSigningLinkMail(to: string, o: { name: string; business: string; link: string; lenderName: string }): MailMessage {
  return withHtml({
    to,
    subject: `Your new link to sign the loan agreement for ${o.business}`,
    text: [
      `Hello ${o.name},`,
      '',
      `You asked for a new link to sign the ${o.lenderName} loan agreement for ${o.business}. Your earlier link no longer works.`,
      '',
      'Open this link on the device you will sign on (no account needed):',
      o.link,
      '',
      `If you did not ask for it, someone else may have your earlier link: it cannot be used any more, and you can ignore this e-mail or call us.`,
    ].join('\n'),
  });
}
