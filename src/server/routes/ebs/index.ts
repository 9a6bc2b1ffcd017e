/**
 * The bank connection of an application, under /api/apps/:id/ebs (electronic bank statements):
 * banks, sign-in, the bank's task, the connection's state (polled by the statement page while
 * retrieval runs in the background) and its removal. Registered inside the authenticated subtree.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import {
  answerBankTask,
  connectBank,
  getEnrolment,
  listBanks,
  removeEnrolment,
  type BankDataServiceDeps,
  type ConnectInput,
} from '../../services/bank-data/bank-data.service';
import { statementsStateSchema, statementSummarySchema } from '../docs/schemas';
import {
  bankDataErrorSchema,
  bankListQuerySchema,
  bankListSchema,
  bankSchema,
  connectRequestSchema,
  enrolmentSchema,
  taskAnswerSchema,
} from './schemas';

const ebsRoutes: FastifyPluginAsync = async (app) => {
  for (const schema of [bankSchema, bankListSchema, bankListQuerySchema, enrolmentSchema, connectRequestSchema, taskAnswerSchema, bankDataErrorSchema, statementSummarySchema, statementsStateSchema]) {
    app.addSchema(schema);
  }
  const deps = (): BankDataServiceDeps => ({
    db: app.db,
    storage: app.documentStorage,
    provider: app.bankData,
    warn: (message, details) => app.log.warn(details, message),
  });
  const error = ref('ErrorResponse');
  const refusal = ref('BankDataErrorResponse');

  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/:id/ebs/banks',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Banks the bank-data service can connect, optionally searched by name',
        params: ref('ApplicationIdParams'),
        querystring: ref('BankListQuery'),
        response: { 200: ref('BankList'), 401: error, 404: error },
      },
    },
    async (request) => ({ items: await listBanks(deps(), requireAuth(request).userId, request.params.id, request.query.q) }),
  );

  app.get<{ Params: { id: string } }>(
    '/:id/ebs/enroll',
    {
      schema: {
        tags: ['bank data'],
        summary: "The application's bank connection: none, task_required, retrieving, received or failed",
        params: ref('ApplicationIdParams'),
        response: { 200: ref('Enrolment'), 401: error, 404: error },
      },
    },
    async (request) => getEnrolment(deps(), requireAuth(request).userId, request.params.id),
  );

  app.post<{ Params: { id: string }; Body: ConnectInput & { consent: true } }>(
    '/:id/ebs/enroll',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Sign in to the bank (the credentials are passed to the provider, never stored)',
        params: ref('ApplicationIdParams'),
        body: ref('EnrolRequest'),
        response: { 200: ref('Enrolment'), 400: error, 401: error, 404: error, 409: refusal, 429: refusal },
      },
    },
    async (request) => {
      const { bankId, username, password } = request.body;
      const view = await connectBank(deps(), requireAuth(request).userId, request.params.id, { bankId, username, password });
      if (view.status === 'retrieving') app.jobWorker.nudge();
      return view;
    },
  );

  app.post<{ Params: { id: string }; Body: { answer: string } }>(
    '/:id/ebs/enroll/task',
    {
      schema: {
        tags: ['bank data'],
        summary: "Answer the bank's task (a one-time code)",
        params: ref('ApplicationIdParams'),
        body: ref('EnrolTaskAnswer'),
        response: { 200: ref('Enrolment'), 400: error, 401: error, 404: refusal, 409: refusal },
      },
    },
    async (request) => {
      const view = await answerBankTask(deps(), requireAuth(request).userId, request.params.id, request.body.answer);
      if (view.status === 'retrieving') app.jobWorker.nudge();
      return view;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id/ebs/enroll/delete',
    {
      schema: {
        tags: ['bank data'],
        summary: 'Remove the bank connection and the statements it retrieved',
        params: ref('ApplicationIdParams'),
        response: { 200: ref('StatementsState'), 401: error, 404: refusal, 409: refusal },
      },
    },
    async (request) => removeEnrolment(deps(), requireAuth(request).userId, request.params.id),
  );
};

export default ebsRoutes;
