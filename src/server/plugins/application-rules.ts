import fp from 'fastify-plugin';
import type { ApplicationRules } from '../services/application-rules';

declare module 'fastify' {
  interface FastifyInstance {
    applicationRules: ApplicationRules;
  }
}

/** `app.applicationRules`: what the applications service asks before storing a change. */
export default fp<{ applicationRules: ApplicationRules }>(
  async (app, { applicationRules }) => {
    app.decorate('applicationRules', applicationRules);
  },
  { name: 'application-rules', fastify: '5.x' },
);
