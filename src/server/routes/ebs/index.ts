/**
 * The bank connection of an application, under /api/apps/:id/ebs (electronic bank statements):
 * banks, sign-in, the bank's task, the connection's state (polled by the statement page while
 * retrieval runs in the background) and its removal. Registered inside the authenticated subtree.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { BankListQuerySchema, BankListSchema, EnrolmentSchema, EnrolRequestSchema, EnrolTaskAnswerSchema } from '../../../engine/contract/bank-data.contract';
import { StatementsStateSchema } from '../../../engine/contract/documents.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { answerBankTask, connectBank, getEnrolment, listBanks, removeEnrolment, type BankDataServiceDeps } from '../../services/bank-data/bank-data.service';

const ebsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): BankDataServiceDeps => ({
    db: app.db,
    storage: app.documentStorage,
    provider: app.bankData,
    rules: app.applicationRules,
    warn: (message, details) => app.log.warn(details, message),
  });
  const error = named(ErrorResponseSchema);

  app.get(
    '/:id/ebs/banks',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Banks the bank-data service can connect, optionally searched by name',
        params: named(ApplicationIdParamsSchema),
        querystring: named(BankListQuerySchema),
        response: { 200: named(BankListSchema), 401: error, 404: error },
      },
    },
    async (request) => ({ items: await listBanks(deps(), requireAuth(request).userId, request.params.id, request.query.q) }),
  );

  app.get(
    '/:id/ebs/enroll',
    {
      schema: {
        tags: ['bank data'],
        summary: "The application's bank connection: none, task_required, retrieving, received or failed",
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(EnrolmentSchema), 401: error, 404: error },
      },
    },
    async (request) => getEnrolment(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/ebs/enroll',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Sign in to the bank (the credentials are passed to the provider, never stored)',
        params: named(ApplicationIdParamsSchema),
        body: named(EnrolRequestSchema),
        response: { 200: named(EnrolmentSchema), 400: error, 401: error, 404: error, 409: error, 429: error },
      },
    },
    async (request) => {
      const { bankId, username, password } = request.body;
      const view = await connectBank(deps(), requireAuth(request).userId, request.params.id, { bankId, username, password });
      if (view.status === 'retrieving') app.jobWorker.nudge();
      return view;
    },
  );

  app.post(
    '/:id/ebs/enroll/task',
    {
      schema: {
        tags: ['bank data'],
        summary: "Answer the bank's task (a one-time code)",
        params: named(ApplicationIdParamsSchema),
        body: named(EnrolTaskAnswerSchema),
        response: { 200: named(EnrolmentSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const view = await answerBankTask(deps(), requireAuth(request).userId, request.params.id, request.body.answer);
      if (view.status === 'retrieving') app.jobWorker.nudge();
      return view;
    },
  );

  app.delete(
    '/:id/ebs/enroll/delete',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Remove the bank connection and the statements it retrieved',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(StatementsStateSchema), 401: error, 404: error, 409: error },
      },
    },
    async (request) => removeEnrolment(deps(), requireAuth(request).userId, request.params.id),
  );
};

export default ebsRoutes;
