/** The checkout mails (en-AU). */
import type { MailMessage } from '../../providers/mail/mail-provider';

export function coOwnerSigningMail(
  to: string,
  o: { name: string; applicant: string; business: string; link: string; signingDate: string; lenderName: string },
): MailMessage {
  return {
    to,
    subject: `Please sign the loan agreement for ${o.business}`,
    text: [
      `Hello ${o.name},`,
      '',
      `${o.applicant} has signed the ${o.lenderName} loan agreement for ${o.business}. As an owner of the business you sign it too.`,
      '',
      'Read and sign the agreement here (no account needed):',
      o.link,
      '',
      `Please sign today, ${o.signingDate}: all owners must sign on the same day, or the offer must be confirmed again.`,
    ].join('\n'),
  };
}

export function loanDocumentsMail(to: string, o: { name: string; business: string; lenderName: string; fundsBy: string }): MailMessage {
  return {
    to,
    subject: `Your ${o.lenderName} loan documents`,
    text: [
      `Hello ${o.name},`,
      '',
      `Everyone has signed the loan agreement for ${o.business}. The funds will arrive by ${o.fundsBy} (within one business day).`,
      '',
      'The signed agreement, with its signing certificate, is in your loan documents: sign in to your account to download it.',
    ].join('\n'),
  };
}
