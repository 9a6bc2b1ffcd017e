import type { FastifyPluginAsync } from 'fastify';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { ref } from '../../schemas/index';
import { getProductRuleSet, replaceProductRuleRecords } from '../../services/validation-rules/validation-rules.service';

const productParams = {
  type: 'object',
  required: ['product'],
  properties: { product: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const ruleSet = {
  type: 'object',
  required: ['product', 'version', 'records'],
  properties: {
    product: { type: 'string' },
    version: { type: 'integer', description: 'Bumped by every replacement; 0 while nothing was stored.' },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
    updatedBy: { type: ['string', 'null'] },
    records: ref('rule-record.schema.json'),
  },
} as const;

/** /api/ops/validation-rules/:product: read and replace a product's rule records. */
const opsValidationRuleRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  const deps = () => ({ db: app.db, rules: app.applicationRules });

  app.get<{ Params: { product: string } }>(
    '/:product',
    {
      schema: {
        tags: ['operations'],
        summary: "A product's validation-rule records with their version",
        params: productParams,
        response: { 200: ruleSet, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductRuleSet(deps(), request.params.product);
    },
  );

  app.put<{ Params: { product: string }; Body: { records: RuleRecord[]; updatedBy?: string } }>(
    '/:product',
    {
      schema: {
        tags: ['operations'],
        summary: "Replace a product's validation-rule records; they apply from the next request on",
        description:
          'Records as schemas/rule-record.schema.json describes them, checked strictly (no property removed, no value ' +
          'coerced), with known rule types and well-formed parameters; a 400 names every bad record.',
        params: productParams,
        body: {
          type: 'object',
          required: ['records'],
          properties: {
            // Checked by the service against the schema itself, so nothing is silently dropped or coerced here.
            records: { type: 'array', maxItems: 1000, description: 'RuleRecord[] (schemas/rule-record.schema.json).' },
            updatedBy: { type: 'string', minLength: 1, maxLength: 100, description: 'Who makes the change (kept with the version).' },
          },
        },
        response: { 200: ruleSet, 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return replaceProductRuleRecords(deps(), request.params.product, {
        records: request.body.records,
        updatedBy: request.body.updatedBy ?? 'operations',
      });
    },
  );
};

export default opsValidationRuleRoutes;
