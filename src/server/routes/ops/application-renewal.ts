import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { BorrowerRenewalRequestSchema, RenewalHeadersSchema } from '../../../engine/contract/renewals.contract';
import { startRenewalForBorrower } from '../../services/renewals/renewal.service';

/** POST /api/ops/applications/:id/renewal: the operations-token hook of ops/index.ts guards it. */
const opsApplicationRenewalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/:id/renewal',
    {
      schema: {
        tags: ['operations'],
        summary: "A sales channel (e.g. the banker portal) starts the borrower's renewal of this funded application",
        description:
          "X-Product-Type names the renewal product. The renewal begins at the stage the product's journey names for the channel, and the borrower's " +
          'notification says IN_PROGRESS, so their renewal link resumes it there. Idempotent while a renewal is in progress. ' +
          'With dontSendAutoEmail the portal mails the borrower nothing about the renewal on its own (the channel tells them). ' +
          '400 APP_ERR_UNKNOWN_PRODUCT for a product or channel the journeys do not name; 409 APP_ERR_NOT_RENEWABLE or APP_ERR_RENEWAL_SUBMITTED.',
        params: named(ApplicationIdParamsSchema),
        headers: RenewalHeadersSchema,
        body: named(BorrowerRenewalRequestSchema),
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) =>
      startRenewalForBorrower(
        { db: app.db, rules: app.applicationRules, decisionDelaySeconds: app.config.decisions.delaySeconds },
        request.params.id,
        request.headers['x-product-type'],
        request.body,
      ),
  );
};

export default opsApplicationRenewalRoutes;
