/**
 * Sends e-mail. The built-in provider writes to an outbox on disk; the SMTP one (SMTP_URL) hands
 * each message to the lender's mail server. A provider throws when the message was not accepted;
 * `isPermanentMailRefusal` tells a refusal worth no retry (SMTP 5xx) from one that is.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content for readers that show HTML; the text part is always sent beside it. */
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The same on every attempt at one mail (its job's): the outbox keeps one file for it however
   * often a crash between handing it over and recording the job's end makes the job run again,
   * and SMTP sends it under one Message-ID (`messageIdOf`).
   */
  deliveryKey?: string;
}

/**
 * The Message-ID of a mail with a delivery key, at the portal's domain: a mail sent again is the
 * same message to the receiving side, which may then show it once (many mailbox providers
 * do; nothing obliges them to).
 */
export function messageIdOf(deliveryKey: string, domain: string): string {
  return `<${deliveryKey}@${domain}>`;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/**
 * A refusal the server will repeat (SMTP reply 5xx: no such mailbox, message refused): retrying
 * cannot deliver it. Anything else (4xx, a connection that failed or timed out, a refused
 * sign-in) may pass later.
 */
export function isPermanentMailRefusal(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  // A refused sign-in (535) is the portal's configuration, not the mail: it goes once that is mended.
  if (code === 'EAUTH') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
