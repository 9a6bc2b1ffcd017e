import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationSchema,
  CreateApplicationRequestSchema,
  PatchApplicationRequestSchema,
} from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { createApplication, getUserApplication, listUserApplications, patchApplication } from '../../services/applications/applications.service';

/** The caller's applications, under /api/apps; registered inside the authenticated subtree. */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const deps = () => ({ db: app.db, rules: app.applicationRules });

  // '' rather than '/': the collection is /api/apps, without a trailing slash.
  app.get(
    '',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, latest first",
        querystring: named(ApplicationListQuerySchema),
        response: { 200: named(ApplicationListSchema), 401: error },
      },
    },
    async (request) => ({ items: await listUserApplications(deps(), requireAuth(request).userId, request.query.filter) }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['applications'],
        summary: 'Create an application at the product’s initial stage',
        body: named(CreateApplicationRequestSchema),
        response: { 201: named(ApplicationSchema), 400: error, 401: error, 422: error },
      },
    },
    async (request, reply) => {
      const { userId, user } = requireAuth(request);
      return reply.code(201).send(await createApplication(deps(), userId, request.body, { clientAddress: request.ip, accountEmail: user.email }));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application',
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(ApplicationSchema), 401: error, 404: error },
      },
    },
    async (request) => getUserApplication(deps(), requireAuth(request).userId, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply an RFC 6902 patch made against a version, optionally moving the stage',
        params: named(ApplicationIdParamsSchema),
        body: named(PatchApplicationRequestSchema),
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => {
      const { userId, user } = requireAuth(request);
      return patchApplication(deps(), userId, request.params.id, request.body, { clientAddress: request.ip, accountEmail: user.email });
    },
  );
};

export default applicationRoutes;
