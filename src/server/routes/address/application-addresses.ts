/**
 * GET /api/apps/:id/addresses (spec 01 section 7, 'Get addresses for an application'): the
 * addresses the application holds and what each still misses. Registered inside the
 * authenticated subtree; an applicant sees only their own application.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationAddressesSchema } from '../../../engine/contract/address.contract';
import { ApplicationIdParamsSchema } from '../../../engine/contract/applications.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { appError } from '../../errors';
import { requireAuth } from '../../plugins/authentication';
import { findApplication } from '../../repositories/applications.repository';
import { applicationAddresses } from '../../services/address/application-addresses';
import { isUuid } from '../../services/uuid';

const applicationAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.get(
    '/:id/addresses',
    {
      schema: {
        tags: ['applications', 'address'],
        summary: "The application's addresses (the business's, the applicant's, each co-owner's) and the required parts each still misses",
        params: named(ApplicationIdParamsSchema),
        response: { 200: named(ApplicationAddressesSchema), 401: error, 404: error },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const row = isUuid(request.params.id) ? await findApplication(app.db, request.params.id, userId) : undefined;
      if (!row) throw appError('APP_ERR_NOT_FOUND');
      return { addresses: applicationAddresses(row.data) };
    },
  );
};

export default applicationAddressRoutes;
