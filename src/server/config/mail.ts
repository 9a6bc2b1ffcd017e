/** Mail settings: where mail goes, who it is from, how long a mail is retried. */
import type { Env } from './env-readers';
import { optionalText, readVariables, variableArea, wholeVariable } from './variables';

export const MailVariables = variableArea('Mail', {
  SMTP_URL: optionalText({
    meaning:
      'The SMTP server mail is handed to; unset: mail is written to the outbox (`DATA_DIR/outbox`). `smtps://user:pass@mail.example.com.au:465` is TLS from the first byte; `smtp://user:pass@host:587` upgrades with STARTTLS when offered (`?requireTLS=true` refuses to send without it). User and password percent-encoded in the URL; other nodemailer options in the query (`connectionTimeout=20000`). Never logged.',
  }),
  MAIL_FROM: optionalText({ shownDefault: '`"LENDER_NAME" <no-reply@host of PUBLIC_URL>`', meaning: 'The From header of every mail.' }),
  MAIL_MAX_ATTEMPTS: wholeVariable({
    default: 12,
    atLeast: 1,
    meaning:
      "Attempts at one mail with the job queue's back-off (about 50 minutes in all); after the last it is recorded as undelivered on the application's history ([decision 54](docs/decisions/0054-mail-is-a-job.md)).",
  }),
});

export interface MailConfig {
  /** The SMTP server's URL (SMTP_URL); null: mail is written to the outbox under DATA_DIR. */
  smtpUrl: string | null;
  /** The From header of every mail (MAIL_FROM). */
  from: string;
  /** The domain of every Message-ID the portal sets: PUBLIC_URL's host. */
  messageIdDomain: string;
  /** Attempts at one mail before it is given up and recorded as undelivered (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
}

export function loadMailConfig(env: Env, o: { lenderName: string; publicUrl: string }): MailConfig {
  const read = readVariables(MailVariables, env);
  const smtpUrl = read.SMTP_URL ?? null;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// (STARTTLS when offered) or smtps:// (TLS), e.g. smtps://user:pass@mail.example.com.au:465');
  }
  // A no-reply address at the portal's own host: replies to a mailed code or link reach nobody.
  const host = new URL(o.publicUrl).hostname || 'localhost';
  const lender = o.lenderName.replace(/["\\]/g, '');
  return { smtpUrl, from: read.MAIL_FROM ?? `"${lender}" <no-reply@${host}>`, messageIdDomain: host, maxAttempts: read.MAIL_MAX_ATTEMPTS };
}
