/**
 * Checkout on the caller's application (spec 01 'Checkout', 02 section 7): the funding account,
 * agreementAccepted (the signing link), complete (after the signing page's callback),
 * resetCheckout and checkCheckoutStatusAndReset, and who has signed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../../../engine/contract/applications.contract';
import {
  FundingAccountAnswerSchema,
  FundingAccountRequestSchema,
  FundingAccountSchema,
  ResetCheckoutRequestSchema,
  SigningLinkSchema,
  SigningStatusSchema,
} from '../../../engine/contract/checkout.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { checkCheckoutStatusAndReset, completeSigning, resetCheckout, signingStatus } from '../../services/checkout/checkout-workflow.service';
import { getFundingAccount, saveFundingAccount } from '../../services/checkout/funding-account.service';
import { startSigning } from '../../services/checkout/start-signing.service';
import { checkoutDeps } from './checkout-deps';
import { AdditionalOwnerListSchema } from '../../../engine/contract/owners.contract';
import { appError } from '../../errors';
import { findApplication } from '../../repositories/applications.repository';
import { additionalOwnersProgress } from '../../services/owners/owner-progress';
import { isUuid } from '../../services/uuid';

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const params = named(ApplicationIdParamsSchema);
  const application = named(ApplicationSchema);
  const deps = () => checkoutDeps(app);
  const tags = ['checkout'];

  app.get(
    '/:id/funding-account',
    {
      schema: {
        tags,
        summary: 'The account the loan is paid into (its number masked)',
        params,
        response: { 200: named(FundingAccountAnswerSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({ account: await getFundingAccount(deps(), requireAuth(request).userId, request.params.id) }),
  );

  app.put(
    '/:id/funding-account',
    {
      schema: {
        tags,
        summary: 'Give or change the account the loan is paid into',
        description:
          'Checked as the screen checks it (422 with field errors). Stored sealed; only the last three digits are ever answered. Voids an unsigned agreement.',
        params,
        body: named(FundingAccountRequestSchema),
        response: { 200: named(FundingAccountSchema), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => saveFundingAccount(deps(), requireAuth(request).userId, request.params.id, request.body),
  );

  app.post(
    '/:id/workflow/agreementAccepted',
    {
      schema: {
        tags,
        summary: "Generate the loan agreement and answer the applicant's signing page",
        description: 'Needs the accepted offer and the funding account. The answer is a single-use link that expires after the journey’s signingLinkMinutes.',
        params,
        response: { 200: named(SigningLinkSchema), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => startSigning(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/complete',
    {
      schema: {
        tags,
        summary: 'After the signing page: checks the server’s own signature record (a forged event is refused)',
        params,
        response: { 200: application, 401: error, 404: error, 409: error },
      },
    },
    async (request) => completeSigning(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/resetCheckout',
    {
      schema: {
        tags,
        summary: 'Back to the offer, to confirm it again; an unsigned or part-signed agreement is void',
        params,
        body: named(ResetCheckoutRequestSchema),
        response: { 200: application, 401: error, 404: error, 409: error },
      },
    },
    async (request) => resetCheckout(deps(), requireAuth(request).userId, request.params.id, request.body.decisionId),
  );

  app.post(
    '/:id/workflow/checkCheckoutStatusAndReset',
    {
      schema: {
        tags,
        summary: 'Voids an agreement left unsigned from an earlier day (the same-day rule)',
        params,
        response: { 200: application, 401: error, 404: error, 409: error },
      },
    },
    async (request) => checkCheckoutStatusAndReset(deps(), requireAuth(request).userId, request.params.id),
  );

  app.get(
    '/:id/signing',
    {
      schema: {
        tags,
        summary: 'Who has signed the current agreement',
        params,
        response: { 200: named(SigningStatusSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => ({ round: await signingStatus(deps(), requireAuth(request).userId, request.params.id) }),
  );

  app.get(
    '/:id/owners',
    {
      schema: {
        tags,
        summary: 'Where each additional owner has got to: invited, details confirmed, identification uploaded, signed',
        params,
        response: { 200: named(AdditionalOwnerListSchema), 401: error, 404: error },
      },
    },
    async (request) => {
      const userId = requireAuth(request).userId;
      const application = isUuid(request.params.id) ? await findApplication(app.db, request.params.id, userId) : undefined;
      if (!application) throw appError('APP_ERR_NOT_FOUND');
      return { owners: await additionalOwnersProgress(app.db, app.applicationRules, application) };
    },
  );
};

export default checkoutRoutes;
