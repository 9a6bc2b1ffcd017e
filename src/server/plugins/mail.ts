import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { MailProvider } from '../providers/mail/mail-provider';
import { createOutboxMailProvider } from '../providers/mail/outbox-mail-provider';
import { createMailQueue, type MailQueue } from '../services/mail/mail-queue';
import { createSmtpMailProvider, smtpUrlForLog } from '../providers/mail/smtp-mail-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends one mail now: only the mail jobs call it. */
    mail: MailProvider;
    /** How services send mail: queued, so a refusal or an outage is retried and nothing is lost. */
    mailQueue: MailQueue;
  }
}

/** `app.mail`: the SMTP server of SMTP_URL, else the outbox on disk, unless another provider is given; `app.mailQueue` in front of it. */
export default fp<{ mail?: MailProvider }>(
  async (app, options) => {
    app.decorate(
      'mailQueue',
      createMailQueue({
        sealer: app.config.keys.sealer,
        maxAttempts: app.config.mail.maxAttempts,
        // The worker looks at once instead of at its next poll (in a transaction, it may look too early and poll as usual).
        onQueued: () => {
          if (app.hasDecorator('jobWorker')) app.jobWorker.nudge();
        },
      }),
    );
    if (options.mail) {
      app.decorate('mail', options.mail);
      return;
    }
    const { smtpUrl, from, messageIdDomain } = app.config.mail;
    if (smtpUrl) {
      const smtp = createSmtpMailProvider({ url: smtpUrl, from, messageIdDomain });
      app.decorate('mail', smtp);
      app.addHook('onClose', async () => smtp.close());
      app.log.info({ server: smtpUrlForLog(smtpUrl) }, 'mail goes to the SMTP server');
      return;
    }
    // Made now, not at the first mail: start-up names the folder, and one looking there finds it.
    await mkdir(app.config.outboxDir, { recursive: true });
    app.decorate('mail', createOutboxMailProvider(app.config.outboxDir));
  },
  { name: 'mail', dependencies: ['config'], fastify: '5.x' },
);
