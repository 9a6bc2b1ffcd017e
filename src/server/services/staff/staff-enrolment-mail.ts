/** The mail that brings a new staff member their enrolment link (en-AU). */
import type { MailMessage } from '../../providers/mail/mail-provider';
import { withHtml } from '../mail/mail-html';

export function staffEnrolmentMail(to: string, o: { name: string; link: string; hours: number; lenderName: string }): MailMessage {
  return withHtml({
    to,
    subject: `Set up your ${o.lenderName} operations console account`,
    text: [
      `Hello ${o.name},`,
      '',
      `An administrator has given you an account on the ${o.lenderName} operations console.`,
      '',
      `Open this link within ${o.hours} hours to choose your password and set up your authenticator app. It works once:`,
      o.link,
      '',
      'If you did not expect this e-mail, ignore it and tell your administrator.',
    ].join('\n'),
  });
}
