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
    app.decorate('mail', options.mail ?? createOutboxMailProvider(app.config.outboxDir));
  },
  { name: 'mail', dependencies: ['config'], fastify: '5.x' },
);
