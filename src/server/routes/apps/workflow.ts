import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { AcceptOfferRequestSchema, OffersAnswerSchema } from '../../../engine/contract/offers.contract';
import { NotificationListSchema, RenewalHeadersSchema } from '../../../engine/contract/renewals.contract';
import { requireAuth } from '../../plugins/authentication';
import { createRenewal, notificationsOf } from '../../services/renewals/renewal.service';
import { submitApplication } from '../../services/applications/submit-application';
import { withdrawApplication } from '../../services/applications/withdraw-application';
import { acceptOffer, getOffers } from '../../services/offers/offers.service';
import { submitRequestedDocuments } from '../../services/decisions/submit-requested-documents';
import type { ApplicationServiceDeps } from '../../services/service-deps';
import { inviteAdditionalOwners } from '../../services/owners/owner-invitations';
import { checkoutDeps } from '../checkout/checkout-deps';

/** Workflow actions on the caller's application (spec 02 section 7: /apps/{id}/workflow/...). */
const workflowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const deps = (): ApplicationServiceDeps => ({
    db: app.db,
    rules: app.applicationRules,
    decisionDelaySeconds: app.config.decisions.delaySeconds,
    inviteOwners: (trx, application, at) => inviteAdditionalOwners(checkoutDeps(app), trx, application, at),
  });

  app.post(
    '/:id/workflow/submit',
    {
      schema: {
        tags: ['applications'],
        summary: 'Submit the application for review (idempotent)',
        description:
          'Validates the whole application (every step on the applicant’s path, every rule record). 422 lists the field errors and the steps to fix. ' +
          'The decision policy decides the submitted application a little later (the application’s status changes).',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(ApplicationSchema), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => submitApplication(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: 'Withdraw the application (CUSTOMER_WITHDRAWN; idempotent)',
        description:
          "Allowed from any status whose lifecycle moves include the journey's withdrawnByCustomer status (tl: until the applicant has signed). 409 APP_ERR_NOT_WITHDRAWABLE otherwise.",
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(ApplicationSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => withdrawApplication(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/renewal',
    {
      schema: {
        tags: ['applications'],
        summary: 'Renew the funded loan of this application (idempotent while the renewal is in progress)',
        description:
          'X-Product-Type names the renewal product (renewal-{product}). The renewal starts from what that product carries over from this application, ' +
          'with the parent and its loan in _extension. 409 APP_ERR_NOT_RENEWABLE when the lender has not offered a renewal; 409 APP_ERR_RENEWAL_SUBMITTED when one is already submitted.',
        params: named(ApplicationIdParamsSchema),
        headers: RenewalHeadersSchema,
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => createRenewal(deps(), requireAuth(request).userId, request.params.id, request.headers['x-product-type']),
  );

  app.post(
    '/:id/workflow/getNotifications',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's notifications about this application (APPLICATION_RENEWAL: renewalAppStatus NOT_SUBMIT, IN_PROGRESS or SUBMITTED)",
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(NotificationListSchema), 401: error, 404: error },
      },
    },
    async (request) => notificationsOf(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/documents-submitted',
    {
      schema: {
        tags: ['applications'],
        summary: 'Say the documents a conditional approval asked for are uploaded (idempotent)',
        description:
          'Allowed while the application is conditionally approved, once one document of each type asked for is uploaded ' +
          '(422 APP_ERR_DOCUMENTS_MISSING lists the others). The application moves on for the lender to verify.',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(ApplicationSchema), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => submitRequestedDocuments(deps(), requireAuth(request).userId, request.params.id),
  );

  app.get(
    '/:id/offers',
    {
      schema: {
        tags: ['applications'],
        summary: "The application's decision and offers (spec 01 section 7)",
        description: 'An offer past its expiry moves the application to OFFER_EXPIRED first; its offers are then empty.',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(OffersAnswerSchema), 401: error, 404: error },
      },
    },
    async (request) => getOffers(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/workflow/accept-offer',
    {
      schema: {
        tags: ['applications'],
        summary: 'Accept the offer with the terms chosen in the customiser (idempotent)',
        description:
          'The server prices the terms again and refuses any outside the offer (422 APP_ERR_OFFER_TERMS), an expired offer (409 APP_ERR_OFFER_EXPIRED) ' +
          'and an offer that is not open (409). The application moves on to checkout.',
        params: named(ApplicationIdParamsSchema),
        body: named(AcceptOfferRequestSchema),
        response: { 200: named(ApplicationSchema), 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => acceptOffer(deps(), requireAuth(request).userId, request.params.id, request.body),
  );
};

export default workflowRoutes;
