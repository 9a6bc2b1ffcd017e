/**
 * GET /api/apps/:id/addresses (spec 01 section 7, 'Get addresses for an application'): the
 * addresses the application holds and what each still misses. Registered inside the
 * authenticated subtree; an applicant sees only their own application.
 */
import type { FastifyPluginAsync } from 'fastify';
import { appError } from '../../errors';
import { requireAuth } from '../../plugins/authentication';
import { findApplication } from '../../repositories/applications.repository';
import { ref } from '../../schemas/index';
import { applicationAddresses } from '../../services/address/application-addresses';
import { isUuid } from '../../services/uuid';
import { applicationAddressesSchema } from './schemas';

const applicationAddressRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(applicationAddressesSchema);
  const error = ref('ErrorResponse');
  app.get<{ Params: { id: string } }>(
    '/:id/addresses',
    {
      schema: {
        tags: ['applications', 'address'],
        summary: "The application's addresses (the business's, the applicant's, each co-owner's) and the required parts each still misses",
        params: ref('ApplicationIdParams'),
        response: { 200: ref('ApplicationAddresses'), 401: error, 404: error },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const row = isUuid(request.params.id) ? await findApplication(app.db, request.params.id, userId) : undefined;
      if (!row) throw appError('APP_ERR_NOT_FOUND');
      return { addresses: applicationAddresses(row.data as Record<string, unknown>) };
    },
  );
};

export default applicationAddressRoutes;
