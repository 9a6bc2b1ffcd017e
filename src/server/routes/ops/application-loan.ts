import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { LoanRenewableRequestSchema, LoanSchema } from '../../../engine/contract/renewals.contract';
import { setLoanRenewable } from '../../services/renewals/loan-renewable.service';

/** POST /api/ops/applications/:id/loan: the operations-token hook of ops/index.ts guards it. */
const opsApplicationLoanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/:id/loan',
    {
      schema: {
        tags: ['operations'],
        summary: "Offer (or withdraw) the renewal of a funded application's loan, with the balance still owed",
        description: 'Offering it notifies the borrower (APPLICATION_RENEWAL, NOT_SUBMIT). 404 APP_ERR_NO_LOAN for an application that was not funded.',
        params: named(ApplicationIdParamsSchema),
        body: named(LoanRenewableRequestSchema),
        response: { 200: named(LoanSchema), 400: error, 401: error, 404: error },
      },
    },
    async (request) => setLoanRenewable({ db: app.db }, request.params.id, request.body),
  );
};

export default opsApplicationLoanRoutes;
