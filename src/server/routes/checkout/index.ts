/**
 * Checkout on the caller's application (spec 01 'Checkout', 02 section 7): the funding account,
 * agreementAccepted (the signing link), complete (after the signing page's callback),
 * resetCheckout and checkCheckoutStatusAndReset, and who has signed.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BankAccountInput } from '../../../engine/checkout/bank-account';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { checkCheckoutStatusAndReset, completeSigning, resetCheckout, signingStatus } from '../../services/checkout/checkout-workflow.service';
import { getFundingAccount, saveFundingAccount } from '../../services/checkout/funding-account.service';
import { startSigning } from '../../services/checkout/start-signing.service';
import { checkoutDeps } from './checkout-deps';
import { checkoutSchemas } from './schemas';

type ById = { Params: { id: string } };

const checkoutRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of checkoutSchemas) app.addSchema(schema);
  const error = ref('ErrorResponse');
  const params = ref('ApplicationIdParams');
  const deps = () => checkoutDeps(app);
  const tags = ['checkout'];

  app.get<ById>(
    '/:id/funding-account',
    { schema: { tags, summary: 'The account the loan is paid into (its number masked)', params, response: { 200: ref('FundingAccountAnswer'), 401: error, 404: error, 409: error } } },
    async (request) => ({ account: await getFundingAccount(deps(), requireAuth(request).userId, request.params.id) }),
  );

  app.put<ById & { Body: BankAccountInput }>(
    '/:id/funding-account',
    {
      schema: {
        tags,
        summary: 'Give or change the account the loan is paid into',
        description: 'Checked as the screen checks it (422 with field errors). Stored sealed; only the last three digits are ever answered. Voids an unsigned agreement.',
        params,
        body: ref('FundingAccountRequest'),
        response: { 200: ref('FundingAccount'), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => saveFundingAccount(deps(), requireAuth(request).userId, request.params.id, request.body),
  );

  app.post<ById>(
    '/:id/workflow/agreementAccepted',
    {
      schema: {
        tags,
        summary: "Generate the loan agreement and answer the applicant's signing page",
        description: 'Needs the accepted offer and the funding account. The answer is a single-use link that expires after the journey’s signingLinkMinutes.',
        params,
        response: { 200: ref('SigningLink'), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => startSigning(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post<ById>(
    '/:id/workflow/complete',
    {
      schema: {
        tags,
        summary: 'After the signing page: checks the server’s own signature record (a forged event is refused)',
        params,
        response: { 200: ref('Application'), 401: error, 404: error, 409: error },
      },
    },
    async (request) => completeSigning(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post<ById & { Body: { decisionId: string } }>(
    '/:id/workflow/resetCheckout',
    {
      schema: { tags, summary: 'Back to the offer, to confirm it again; an unsigned or part-signed agreement is void', params, body: ref('ResetCheckoutRequest'), response: { 200: ref('Application'), 401: error, 404: error, 409: error } },
    },
    async (request) => resetCheckout(deps(), requireAuth(request).userId, request.params.id, request.body.decisionId),
  );

  app.post<ById>(
    '/:id/workflow/checkCheckoutStatusAndReset',
    { schema: { tags, summary: 'Voids an agreement left unsigned from an earlier day (the same-day rule)', params, response: { 200: ref('Application'), 401: error, 404: error, 409: error } } },
    async (request) => checkCheckoutStatusAndReset(deps(), requireAuth(request).userId, request.params.id),
  );

  app.get<ById>(
    '/:id/signing',
    { schema: { tags, summary: 'Who has signed the current agreement', params, response: { 200: ref('SigningStatus'), 401: error, 404: error, 409: error } } },
    async (request) => ({ round: await signingStatus(deps(), requireAuth(request).userId, request.params.id) }),
  );
};

export default checkoutRoutes;
