import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import {
  OpsApplicationDetailSchema,
  OpsApplicationPageSchema,
  OpsApplicationQuerySchema,
  PersonalDataRevealRequestSchema,
  PersonalDataRevealSchema,
} from '../../../engine/contract/ops-console.contract';
import { AdditionalOwnerListSchema } from '../../../engine/contract/owners.contract';
import { appError } from '../../errors';
import { findApplicationById } from '../../repositories/applications.repository';
import { additionalOwnersProgress } from '../../services/owners/owner-progress';
import { isUuid } from '../../services/uuid';
import { readApplicationForStaff, revealPersonalAnswers, searchApplications } from '../../services/operations/ops-applications.service';

/**
 * GET /api/ops/applications and /api/ops/applications/:id: the console's reads (any staff member),
 * personal answers masked; POST .../personal-data reveals them, audited with its reason.
 *
 * The search, the one read of many rows, goes to the console's search database (a replica when
 * DATABASE_READ_URL is set), where it cannot contend with applicants' writes; a page a moment
 * old is fine there. One application is read from the primary: a staff member who has just
 * acted on it must see the result.
 */
const opsApplicationReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.get(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Find applications by status, product, e-mail, answers and creation date, newest first, a page at a time',
        querystring: named(OpsApplicationQuerySchema),
        response: { 200: named(OpsApplicationPageSchema), 400: error, 401: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchApplications({ db: app.searchDb }, request.query);
    },
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: ['operations'],
        summary: 'One application with its account, documents and history; its personal answers masked',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(OpsApplicationDetailSchema), 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readApplicationForStaff({ db: app.db, rules: app.applicationRules }, request.params.id);
    },
  );
  app.get(
    '/:id/owners',
    {
      schema: {
        tags: ['operations'],
        summary: 'Where each additional owner has got to: invited, details confirmed, identification uploaded, signed',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(AdditionalOwnerListSchema), 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const application = isUuid(request.params.id) ? await findApplicationById(app.db, request.params.id) : undefined;
      if (!application) throw appError('APP_ERR_NOT_FOUND');
      return { owners: await additionalOwnersProgress(app.db, app.applicationRules, application) };
    },
  );
  app.post(
    '/:id/personal-data',
    {
      schema: {
        tags: ['operations'],
        summary: "An application's personal answers in clear (dates of birth, national ids), kept in the staff audit with the reason",
        params: named(ApplicationIdParamsSchema),
        body: named(PersonalDataRevealRequestSchema),
        response: { 200: named(PersonalDataRevealSchema), 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return revealPersonalAnswers({ db: app.db, rules: app.applicationRules }, request.params.id);
    },
  );
};

export default opsApplicationReadRoutes;
