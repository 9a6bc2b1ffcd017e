import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from '../../services/checkout/checkout-deps';

export const checkoutDeps = (app: FastifyInstance): CheckoutDeps => ({
  db: app.db,
  rules: app.applicationRules,
  storage: app.documentStorage,
  mail: app.mailQueue,
  messages: app.messages,
  publicUrl: app.config.publicUrl,
  lender: app.config.checkout,
  sealer: app.config.keys.sealer,
});
