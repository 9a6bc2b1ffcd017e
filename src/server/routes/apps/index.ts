import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import {
  createApplication,
  getUserApplication,
  listUserApplications,
  patchApplication,
  type CreateApplicationInput,
  type PatchApplicationInput,
} from '../../services/applications/applications.service';

/** The caller's applications, under /api/apps; registered inside the authenticated subtree. */
const applicationRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  const deps = () => ({ db: app.db, rules: app.applicationRules });

  // '' rather than '/': the collection is /api/apps, without a trailing slash.
  app.get<{ Querystring: { filter?: string } }>(
    '',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, latest first",
        querystring: ref('ApplicationListQuery'),
        response: { 200: ref('ApplicationList'), 401: error },
      },
    },
    async (request) => ({ items: await listUserApplications(deps(), requireAuth(request).userId, request.query.filter) }),
  );

  app.post<{ Body: CreateApplicationInput }>(
    '',
    {
      schema: {
        tags: ['applications'],
        summary: 'Create an application at the product’s initial stage',
        body: ref('CreateApplicationRequest'),
        response: { 201: ref('Application'), 400: error, 401: error, 422: error },
      },
    },
    async (request, reply) => {
      const { userId, user } = requireAuth(request);
      reply.code(201).send(await createApplication(deps(), userId, request.body, { clientAddress: request.ip, accountEmail: user.email }));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application',
        params: ref('ApplicationIdParams'),
        response: { 200: ref('Application'), 401: error, 404: error },
      },
    },
    async (request) => getUserApplication(deps(), requireAuth(request).userId, request.params.id),
  );

  app.patch<{ Params: { id: string }; Body: PatchApplicationInput }>(
    '/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply an RFC 6902 patch made against a version, optionally moving the stage',
        params: ref('ApplicationIdParams'),
        body: ref('PatchApplicationRequest'),
        response: { 200: ref('Application'), 400: error, 401: error, 404: error, 409: error, 422: error },
      },
    },
    async (request) => {
      const { userId, user } = requireAuth(request);
      return patchApplication(deps(), userId, request.params.id, request.body, { clientAddress: request.ip, accountEmail: user.email });
    },
  );
};

export default applicationRoutes;
