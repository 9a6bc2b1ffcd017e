import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationIdParamsSchema, ApplicationSchema } from '../../../engine/contract/applications.contract';
import { DeviceSessionRequestSchema } from '../../../engine/contract/device-session.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { recordDeviceSession } from '../../services/applications/device-session.service';

/** POST /api/apps/:id/device-session; registered inside the authenticated subtree. */
const deviceSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/:id/device-session',
    {
      schema: {
        tags: ['applications'],
        summary: 'Record the device-profiling session id in _extension.threatMetrixSessionId',
        params: named(ApplicationIdParamsSchema),
        body: named(DeviceSessionRequestSchema),
        response: { 200: named(ApplicationSchema), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => recordDeviceSession({ db: app.db, rules: app.applicationRules }, requireAuth(request).userId, request.params.id, request.body.sessionId),
  );
};

export default deviceSessionRoutes;
