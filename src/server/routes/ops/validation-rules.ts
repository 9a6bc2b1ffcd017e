import { actorName } from './staff-guard';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import {
  CheckRuleRecordsRequestSchema,
  ProductRuleSetSchema,
  ReplaceRuleRecordsRequestSchema,
  RuleProductParamsSchema,
  RuleRecordsCheckSchema,
} from '../../../engine/contract/validation-rules.contract';
import { getProductRuleSet, judgeProductRuleRecords, replaceProductRuleRecords } from '../../services/validation-rules/validation-rules.service';

/** /api/ops/validation-rules/:product: read and replace a product's rule records. */
const opsValidationRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const params = named(RuleProductParamsSchema);
  const ruleSet = named(ProductRuleSetSchema);
  const deps = () => ({ db: app.db, rules: app.applicationRules });

  app.get(
    '/:product',
    {
      schema: {
        tags: ['operations'],
        summary: "A product's validation-rule records with their version",
        params,
        response: { 200: ruleSet, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductRuleSet(deps(), request.params.product);
    },
  );

  app.post(
    '/:product/check',
    {
      config: { readOnly: true },
      schema: {
        tags: ['operations'],
        summary: 'Judge rule records for a product as journey validate does, without storing them',
        params,
        body: named(CheckRuleRecordsRequestSchema),
        response: { 200: named(RuleRecordsCheckSchema), 401: error, 404: error },
      },
    },
    async (request) => judgeProductRuleRecords(deps(), request.params.product, request.body.records),
  );

  app.put(
    '/:product',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['operations'],
        summary: "Replace a product's validation-rule records; they apply from the next request on",
        description:
          'Records as schemas/rule-record.schema.json describes them, checked strictly (no property removed, no value ' +
          'coerced), with known rule types and well-formed parameters, then against the journey as `journey validate` ' +
          'judges a rules file (paths naming fields, limits, message texts); a 400 names every error. With ' +
          '`expectedVersion`, a 409 when another change came first.',
        params,
        body: named(ReplaceRuleRecordsRequestSchema),
        response: { 200: ruleSet, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return replaceProductRuleRecords(deps(), request.params.product, {
        records: request.body.records,
        expectedVersion: request.body.expectedVersion,
        // A staff member is named by their account; the machine token by what its caller says.
        updatedBy: request.staffActor?.kind === 'staff' ? actorName(request.staffActor) : (request.body.updatedBy ?? 'operations token'),
      });
    },
  );
};

export default opsValidationRuleRoutes;
