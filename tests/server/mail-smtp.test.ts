/**
 * Mail through a real SMTP server the test starts (smtp-server), read back with mailparser: a
 * two-owner agreement completed through the API reaches both signers with the signed PDF
 * attached, the very bytes stored; a server refusing for now is tried again until it takes the
 * mail, once; a permanent refusal is written on the application's history and not retried; the
 * SMTP provider signs in with the URL's credentials; a mail job run again after a crash sends the
 * same message (one Message-ID at the portal's domain).
 */
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { createSmtpMailProvider } from '../../src/server/providers/mail/smtp-mail-provider';
import { isPermanentMailRefusal } from '../../src/server/providers/mail/mail-provider';
import { SEND_MAIL_JOB } from '../../src/server/services/mail/mail-queue';
import { withAdditionalOwners } from '../engine/fixtures';
import { mailsFor, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { createApplicationFor, signUpAndLogIn, uniqueEmail } from '../support/api-helpers';
import { checkoutFlow } from './checkout-flow';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-mail-tests-0123456789';

describe('mail through an SMTP server', () => {
  let smtp: SmtpTestServer;
  // Read by the portal's server when it starts, after the SMTP server has its port.
  const env: Record<string, string> = { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600', MAIL_FROM: '"Harbour Business Finance" <loans@harbour.test>' };
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(async () => smtp?.close());

  // The worker is driven by the test (drain); a failed attempt is due again at once.
  const server = useDocumentsServer('pglite', 'mail-smtp', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env,
    jobs: { enabled: false, retryDelaySeconds: 0 },
  });
  const app = () => server().app;
  const flow = checkoutFlow(app, OPS_TOKEN);
  const signers = (id: string) =>
    server()
      .db.selectFrom('signatures as s')
      .innerJoin('signing_rounds as r', 'r.id', 's.round_id')
      .select(['s.email', 's.signer_index'])
      .where('r.application_id', '=', id)
      .orderBy('s.signer_index')
      .execute();
  const mailJobs = (id: string) =>
    server()
      .db.selectFrom('jobs')
      .selectAll()
      .where('type', '=', SEND_MAIL_JOB)
      .where(sql<boolean>`payload @> ${JSON.stringify({ applicationId: id })}::jsonb`)
      .execute();

  it('mails the signed agreement to both owners, attached, once everyone has signed', async () => {
    const { user, id } = await flow.inCheckout(withAdditionalOwners(1, 50));
    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    // Nothing is sent inline: the co-owner's invitation waits in the queue until the worker runs.
    const [applicant, coOwner] = await signers(id);
    expect(mailsFor(smtp, coOwner.email)).toHaveLength(0);
    await app().jobWorker.drain();
    // The signing mail; the owner's invitation to their own part went at submission.
    const invitation = mailsFor(smtp, coOwner.email)
      .filter((m) => /^Please sign the loan agreement/.test(m.parsed.subject ?? ''))
      .at(-1)!;
    expect(invitation).toBeDefined();
    // The payload in the jobs table holds neither the link nor the address.
    const [queued] = await mailJobs(id);
    expect(JSON.stringify(queued.payload)).not.toContain(coOwner.email);
    expect(JSON.stringify(queued.payload)).not.toContain('/sign/');

    await flow.coOwnerSigns(invitation.parsed.text ?? '');
    await app().jobWorker.drain();

    const document = await server()
      .db.selectFrom('documents')
      .selectAll()
      .where('application_id', '=', id)
      .where('document_type', '=', 'SIGNED_LOAN_AGREEMENT')
      .executeTakeFirstOrThrow();
    const stored = await buffer(await app().documentStorage.get(document.storage_key));
    for (const signer of [applicant, coOwner]) {
      const mails = mailsFor(smtp, signer.email).filter((m) => m.parsed.subject === 'Your Harbour Business Finance loan documents');
      expect(mails, signer.email).toHaveLength(1);
      const { parsed } = mails[0];
      expect(parsed.from?.text).toBe('"Harbour Business Finance" <loans@harbour.test>');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(signer.email);
      expect(parsed.text).toContain('attached to this e-mail as a PDF');
      expect(parsed.html).toContain('<p>Hello ');
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: document.file_name });
      expect(Buffer.compare(parsed.attachments[0].content, stored)).toBe(0);
    }
    // No account to sign in to for the co-owner: the mail does not send them there.
    expect(mailsFor(smtp, coOwner.email).at(-1)?.parsed.text).not.toMatch(/sign in/i);
    // The bytes were read from storage when sent: the queued payload names the document only.
    for (const job of await mailJobs(id)) expect(JSON.stringify(job.payload).length).toBeLessThan(4_000);
  });

  /** An application (no checkout needed) and a mail about it queued as the services queue theirs. */
  async function queuedMailAbout(to: string) {
    const user = await signUpAndLogIn(app());
    const { id } = await createApplicationFor(app(), user.token);
    await app().mailQueue.queue(app().db, { applicationId: id, message: { to, subject: 'About your application', text: 'Words', html: '<p>Words</p>' } });
    return id;
  }

  it('tries again while the server refuses for now (451), and delivers the mail once', async () => {
    const to = uniqueEmail('later');
    let tries = 0;
    smtp.refuseRecipient = (address) => (address === to && ++tries <= 2 ? 451 : undefined);
    try {
      const id = await queuedMailAbout(to);
      await app().jobWorker.drain();
      expect(tries).toBe(3);
      expect(mailsFor(smtp, to)).toHaveLength(1);
      expect(await mailJobs(id)).toEqual([expect.objectContaining({ status: 'done', attempts: 3 })]);
    } finally {
      smtp.refuseRecipient = () => undefined;
    }
  });

  it('a mail job run again after a crash sends the same message: one Message-ID, at the portal domain', async () => {
    const to = uniqueEmail('again');
    const id = await queuedMailAbout(to);
    await app().jobWorker.drain();
    // As after a kill between the server taking the mail and the job's end being recorded: the job is run again.
    const [job] = await mailJobs(id);
    await server()
      .db.updateTable('jobs')
      .set({ status: 'queued', locked_by: null, locked_at: null, lease_expires_at: null, run_at: new Date() })
      .where('id', '=', job.id)
      .execute();
    await app().jobWorker.drain();
    // SMTP is at least once: the server gets it twice, as one message a mailbox may show once.
    const mails = mailsFor(smtp, to);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => m.parsed.messageId);
    expect(first).toMatch(new RegExp(`^<job-${job.id}-[0-9a-z]+@portal\\.test>$`));
    expect(second).toBe(first);
    // Another mail is another message.
    const other = uniqueEmail('other');
    await queuedMailAbout(other);
    await app().jobWorker.drain();
    expect(mailsFor(smtp, other)[0].parsed.messageId).not.toBe(first);
  });

  it('writes a permanent refusal (550) on the application history, for staff, and does not retry it', async () => {
    const to = uniqueEmail('nobody');
    let tries = 0;
    smtp.refuseRecipient = (address) => (address === to ? (tries++, 550) : undefined);
    try {
      const id = await queuedMailAbout(to);
      await app().jobWorker.drain();
      expect(tries).toBe(1);
      expect(mailsFor(smtp, to)).toHaveLength(0);
      expect(await mailJobs(id)).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
      const staffView = (await flow.inject('GET', `/api/ops/applications/${id}`, OPS_TOKEN)).json();
      const refused = staffView.history.filter((e: { what: string }) => e.what === 'mail_refused');
      expect(refused).toHaveLength(1);
      expect(refused[0].reason).toContain(to);
      expect(refused[0].reason).toContain('550');
      expect(refused[0].reason).toContain('About your application');
    } finally {
      smtp.refuseRecipient = () => undefined;
    }
  });
});

describe('the SMTP provider', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ auth: { user: 'portal', pass: 'p@ss word' } });
  });
  afterAll(async () => smtp?.close());

  it('signs in with the URL credentials and sends text, HTML and attachment', async () => {
    const provider = createSmtpMailProvider({ url: smtp.url, from: 'Lender <no-reply@lender.test>', messageIdDomain: 'lender.test' });
    try {
      const pdf = Buffer.from('%PDF-1.7\n%test\n');
      await provider.send({
        to: 'someone@example.com.au',
        subject: 'Hello',
        text: 'Plain words',
        html: '<p>Plain words</p>',
        attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: pdf }],
      });
      const [mail] = smtp.received;
      expect(mail.user).toBe('portal');
      expect(mail.recipients).toEqual(['someone@example.com.au']);
      expect(mail.parsed.text?.trim()).toBe('Plain words');
      expect(mail.parsed.html).toContain('<p>Plain words</p>');
      expect(Buffer.compare(mail.parsed.attachments[0].content, pdf)).toBe(0);
    } finally {
      provider.close();
    }
  });

  it('a server out of reach fails the attempt as one to retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const provider = createSmtpMailProvider({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@lender.test', messageIdDomain: 'lender.test' });
    try {
      const error = await provider.send({ to: 'someone@example.com.au', subject: 'x', text: 'x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isPermanentMailRefusal(error)).toBe(false);
    } finally {
      provider.close();
    }
  });

  it('a wrong password fails the attempt as one to retry, not as a refusal of the mail', async () => {
    const provider = createSmtpMailProvider({ url: smtp.url.replace('p%40ss', 'wrong'), from: 'no-reply@lender.test', messageIdDomain: 'lender.test' });
    try {
      const error = await provider.send({ to: 'someone@example.com.au', subject: 'x', text: 'x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isPermanentMailRefusal(error)).toBe(false);
    } finally {
      provider.close();
    }
  });
});
