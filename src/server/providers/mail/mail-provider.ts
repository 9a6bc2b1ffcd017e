/** Sends e-mail. The built-in provider writes to an outbox on disk; an SMTP one can replace it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
