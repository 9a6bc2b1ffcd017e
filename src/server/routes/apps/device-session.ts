import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/authentication';
import { ref } from '../../schemas/index';
import { DEVICE_SESSION_ID_PATTERN, recordDeviceSession } from '../../services/applications/device-session.service';

const deviceSessionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: {
    sessionId: { type: 'string', pattern: DEVICE_SESSION_ID_PATTERN, description: 'The id the web app passed to the device-profiling script.' },
  },
} as const;

/** POST /api/apps/:id/device-session; registered inside the authenticated subtree. */
const deviceSessionRoutes: FastifyPluginAsync = async (app) => {
  const error = ref('ErrorResponse');
  app.post<{ Params: { id: string }; Body: { sessionId: string } }>(
    '/:id/device-session',
    {
      schema: {
        tags: ['applications'],
        summary: 'Record the device-profiling session id in _extension.threatMetrixSessionId',
        params: ref('ApplicationIdParams'),
        body: deviceSessionBody,
        response: { 200: ref('Application'), 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => recordDeviceSession({ db: app.db }, requireAuth(request).userId, request.params.id, request.body.sessionId),
  );
};

export default deviceSessionRoutes;
