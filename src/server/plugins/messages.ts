import fp from 'fastify-plugin';
import type { MessageCatalogue } from '../../engine/validation/messages';
import { productTexts } from '../services/product-texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The journeys' message catalogue (journeys/messages.en-AU.json), for texts an answer carries; empty when not given. */
    messages: MessageCatalogue;
    /**
     * The texts of a product's applications: its own (`<product>.messages.en-AU.json`) over the
     * shared catalogue; the shared one for no product or one without a journey.
     */
    textsOf(product: string | null | undefined): MessageCatalogue;
  }
}

export default fp<{ messages?: MessageCatalogue }>(
  async (app, options) => {
    const shared = options.messages ?? {};
    app.decorate('messages', shared);
    const byProduct = new Map<string, MessageCatalogue>();
    app.decorate('textsOf', (product: string | null | undefined) => {
      if (!product || !app.applicationRules.products().includes(product)) return shared;
      let texts = byProduct.get(product);
      if (!texts) byProduct.set(product, (texts = productTexts(shared, app.applicationRules, product)));
      return texts;
    });
  },
  { name: 'messages', dependencies: ['application-rules'], fastify: '5.x' },
);
