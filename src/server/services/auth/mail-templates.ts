/** The text of the account mails (en-AU). */
import type { MailMessage } from '../../providers/mail/mail-provider';
import { withHtml } from '../mail/mail-html';

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return withHtml({
    to,
    subject: 'Reset your password',
    text: [
      'We received a request to reset the password of your loan application account.',
      '',
      `Choose a new password here (the link works once and expires in ${validMinutes} minutes):`,
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ].join('\n'),
  });
}

export function setPasswordCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return withHtml({
    to,
    subject: 'Your verification code',
    text: [
      'Use this code to continue your new loan application:',
      '',
      code,
      '',
      `The code works once and expires in ${validMinutes} minutes.`,
      'If you did not start an application, you can ignore this e-mail.',
    ].join('\n'),
  });
}
