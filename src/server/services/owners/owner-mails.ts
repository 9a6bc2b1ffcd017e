/** The additional owner's mails (en-AU), each with its HTML part. */
import type { MailMessage } from '../../providers/mail/mail-provider';
import { signingTurnMail, type SigningMailFacts } from '../checkout/checkout-mails';
import { withHtml } from '../mail/mail-html';

export function ownerInvitationMail(
  to: string,
  o: { name: string; applicant: string; business: string; link: string; lenderName: string; hours: number },
): MailMessage {
  return withHtml({
    to,
    subject: `You are invited to take part in the ${o.lenderName} loan application for ${o.business}`,
    text: [
      `Hello ${o.name},`,
      '',
      `${o.applicant} has applied to ${o.lenderName} for a business loan for ${o.business} and named you as an owner of the business. As an owner you confirm your details, upload your identification and, if the loan is approved, sign the loan agreement too.`,
      '',
      'Sign in to your own page with this link (it works once, for the next ' + `${o.hours} hours):`,
      o.link,
      '',
      'You see and change only your own part of the application. If the link has expired, ask for a new one on the same page.',
    ].join('\n'),
  });
}

/** A fresh sign-in link, asked for by the owner. */
export function ownerLinkMail(to: string, o: { name: string; business: string; link: string; lenderName: string; hours: number }): MailMessage {
  return withHtml({
    to,
    subject: `Your link to the ${o.lenderName} loan application for ${o.business}`,
    text: [
      `Hello ${o.name},`,
      '',
      `Here is a new link to sign in to your part of the loan application for ${o.business}. It works once, for the next ${o.hours} hours; earlier links no longer work.`,
      '',
      o.link,
      '',
      'If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  });
}

/**
 * The applicant has signed: the co-owner's turn, through their own page (a fresh sign-in link),
 * where they finish their part before the agreement opens for them.
 */
export function ownerSigningMail(to: string, o: SigningMailFacts & { hours: number }): MailMessage {
  return signingTurnMail(
    to,
    o,
    `Sign in to your own page with this link (it works once, for the next ${o.hours} hours; earlier links no longer work). If you have not yet done so, confirm your details, give your consents and upload your identification there; then read and sign the agreement:`,
  );
}
