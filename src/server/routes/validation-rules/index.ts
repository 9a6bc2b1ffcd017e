import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../schemas/index';
import { getProductRuleRecords } from '../../services/validation-rules/validation-rules.service';

/**
 * GET /api/validation-rules?product=tl: the product's rule records, in order. Public: the web
 * app loads them before anyone signs in (the basic info step applies them).
 */
const validationRuleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { product: string } }>(
    '',
    {
      schema: {
        tags: ['validation rules'],
        summary: "The product's validation-rule records; an unknown product answers 404",
        querystring: {
          type: 'object',
          required: ['product'],
          properties: { product: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['product', 'records'],
            properties: { product: { type: 'string' }, records: ref('rule-record.schema.json') },
          },
          404: ref('ErrorResponse'),
        },
      },
    },
    async (request, reply) => {
      // Always revalidated: operations may change the records at any time.
      reply.header('cache-control', 'no-cache');
      return getProductRuleRecords({ db: app.db, rules: app.applicationRules }, request.query.product);
    },
  );
};

export default validationRuleRoutes;
