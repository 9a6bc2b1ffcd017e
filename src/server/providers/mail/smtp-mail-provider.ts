/**
 * Hands each mail to an SMTP server through nodemailer. The URL says everything about the
 * connection: `smtps://user:pass@host:465` is TLS from the first byte, `smtp://host:587` upgrades
 * with STARTTLS when the server offers it (`?requireTLS=true` refuses to send without it),
 * credentials are the URL's user and password (percent-encoded), and nodemailer's other options
 * go in the query (`tls.rejectUnauthorized=false` for a test server, `connectionTimeout=20000`).
 *
 * A mail with a delivery key goes under a Message-ID made of it and `messageIdDomain`, so a job
 * run again after a crash sends the same message, not a second one. Delivery stays at least once:
 * a crash after the server took the mail and before the job's end was recorded sends it again,
 * and only a receiving side that drops a repeated Message-ID shows it once.
 *
 * A refusal is thrown with nodemailer's `responseCode`, so the mail job tells a permanent one
 * (5xx) from one to retry; a server that cannot be reached fails within the timeouts below
 * rather than holding the job.
 */
import { createTransport } from 'nodemailer';
import { messageIdOf, type MailProvider } from './mail-provider';

export interface SmtpMailOptions {
  url: string;
  /** The From header, e.g. `"Harbour Business Finance" <no-reply@apply.example.com.au>`. */
  from: string;
  /** The right-hand side of every Message-ID: the portal's domain (PUBLIC_URL's host). */
  messageIdDomain: string;
}

export function createSmtpMailProvider(options: SmtpMailOptions): MailProvider & { close(): void } {
  const transport = createTransport({
    url: options.url,
    // Defaults shorter than nodemailer's (two minutes to connect, ten idle): the job retries.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        ...(message.deliveryKey ? { messageId: messageIdOf(message.deliveryKey, options.messageIdDomain) } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** Where a URL can be logged: its credentials left out. */
export function smtpUrlForLog(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'an SMTP server';
  }
}
