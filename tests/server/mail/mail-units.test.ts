/** The mail settings and the HTML part every mail carries beside its text. */
import { describe, expect, it } from 'vitest';
import { loadMailConfig } from '../../../src/server/config/mail';
import { isPermanentMailRefusal } from '../../../src/server/providers/mail/mail-provider';
import { mailHtml } from '../../../src/server/services/mail/mail-html';

const lender = { lenderName: 'Harbour Business Finance', publicUrl: 'https://apply.harbour.example.com.au' };

describe('mail settings', () => {
  it('write to the outbox with nothing set, from a no-reply address at the portal host in the lender name', () => {
    expect(loadMailConfig({}, lender)).toEqual({
      smtpUrl: null,
      from: '"Harbour Business Finance" <no-reply@apply.harbour.example.com.au>',
      messageIdDomain: 'apply.harbour.example.com.au',
      maxAttempts: 12,
    });
  });

  it('take SMTP_URL, MAIL_FROM and MAIL_MAX_ATTEMPTS, and stop the start-up on a URL that is not SMTP', () => {
    expect(loadMailConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'loans@example.com', MAIL_MAX_ATTEMPTS: '3' }, lender)).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'loans@example.com',
      messageIdDomain: 'apply.harbour.example.com.au',
      maxAttempts: 3,
    });
    expect(() => loadMailConfig({ SMTP_URL: 'mail.example.com:25' }, lender)).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(() => loadMailConfig({ MAIL_MAX_ATTEMPTS: '0' }, lender)).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});

describe('the HTML part', () => {
  it('keeps paragraphs and lines, makes links clickable and escapes the rest', () => {
    const html = mailHtml('Hello <Jane> & co,\n\nSign here:\nhttps://portal.test/sign/abc?x=1&y=2\n\nThanks');
    expect(html).toContain('<p>Hello &lt;Jane&gt; &amp; co,</p>');
    expect(html).toContain('<p>Sign here:<br>\n<a href="https://portal.test/sign/abc?x=1&amp;y=2">https://portal.test/sign/abc?x=1&amp;y=2</a></p>');
    expect(html).toContain('<p>Thanks</p>');
  });
});

describe('a permanent refusal', () => {
  it('is an SMTP 5xx reply, but not a refused sign-in, a 4xx or a connection that failed', () => {
    expect(isPermanentMailRefusal(Object.assign(new Error('550'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentMailRefusal(Object.assign(new Error('535'), { responseCode: 535, code: 'EAUTH' }))).toBe(false);
    expect(isPermanentMailRefusal(Object.assign(new Error('451'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentMailRefusal(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
