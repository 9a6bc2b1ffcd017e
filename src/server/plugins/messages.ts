import fp from 'fastify-plugin';
import type { MessageCatalogue } from '../../engine/validation/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The journeys' message catalogue (journeys/messages.en-AU.json), for texts an answer carries; empty when not given. */
    messages: MessageCatalogue;
  }
}

export default fp<{ messages?: MessageCatalogue }>(
  async (app, options) => {
    app.decorate('messages', options.messages ?? {});
  },
  { name: 'messages', fastify: '5.x' },
);
