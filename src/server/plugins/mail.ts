import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { MailProvider } from '../providers/mail/mail-provider';
import { createOutboxMailProvider } from '../providers/mail/outbox-mail-provider';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailProvider;
  }
}

/** `app.mail`: the outbox on disk unless another provider is given. */
export default fp<{ mail?: MailProvider }>(
  async (app, options) => {
    if (options.mail) {
      app.decorate('mail', options.mail);
      return;
    }
    // Made now, not at the first mail: start-up names the folder, and one looking there finds it.
    await mkdir(app.config.outboxDir, { recursive: true });
    app.decorate('mail', createOutboxMailProvider(app.config.outboxDir));
  },
  { name: 'mail', dependencies: ['config'], fastify: '5.x' },
);
