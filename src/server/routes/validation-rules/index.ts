import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { ProductRuleRecordsSchema, ValidationRulesQuerySchema } from '../../../engine/contract/validation-rules.contract';
import { getProductRuleRecords } from '../../services/validation-rules/validation-rules.service';

/**
 * GET /api/validation-rules?product=tl: the product's rule records, in order. Public: the web
 * app loads them before anyone signs in (the basic info step applies them).
 */
const validationRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['validation rules'],
        summary: "The product's validation-rule records; an unknown product answers 404",
        querystring: named(ValidationRulesQuerySchema),
        response: { 200: named(ProductRuleRecordsSchema), 404: named(ErrorResponseSchema) },
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
