import fp from 'fastify-plugin';
import type { BankDataProvider } from './bank-data-provider';
import { createSandboxBankDataProvider } from './sandbox/sandbox-bank-data-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank-data service (the built-in sandbox unless another provider is given). */
    bankData: BankDataProvider;
  }
}

export default fp<{ provider?: BankDataProvider }>(
  async (app, options) => {
    app.decorate('bankData', options.provider ?? createSandboxBankDataProvider());
  },
  { name: 'bank-data', fastify: '5.x' },
);
