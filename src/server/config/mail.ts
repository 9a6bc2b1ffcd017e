/** Mail settings: where mail goes, who it is from, how long a mail is retried. */
import { positiveInt, text, type Env } from './env-readers';

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
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// (STARTTLS when offered) or smtps:// (TLS), e.g. smtps://user:pass@mail.example.com.au:465');
  }
  // A no-reply address at the portal's own host: replies to a mailed code or link reach nobody.
  const host = new URL(o.publicUrl).hostname || 'localhost';
  const lender = o.lenderName.replace(/["\\]/g, '');
  return {
    smtpUrl,
    from: text(env, 'MAIL_FROM', `"${lender}" <no-reply@${host}>`),
    messageIdDomain: host,
    maxAttempts: positiveInt(env, 'MAIL_MAX_ATTEMPTS', 12),
  };
}
