import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { NewStaffMemberRequestSchema, StaffCredentialsSchema } from '../../../engine/contract/staff.contract';
import { appError } from '../../errors';
import { addStaffMember, StaffAccountError, StaffMemberExistsError } from '../../services/staff/staff-accounts';
import { toStaffMember } from '../staff/login';
import { staffActorOf } from './staff-guard';

/** POST /api/ops/staff: an administrator (or the lender's systems) adds a staff member, as `npm run staff -- add` does. */
const opsStaffMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['staff'],
        summary: 'Add a staff member; the answer holds their password and authenticator secret, shown once',
        body: named(NewStaffMemberRequestSchema),
        response: { 200: named(StaffCredentialsSchema), 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // An administrator is made by an administrator (or `npm run staff` on the server): a leaked
      // machine token must not mint the keys to every product's rules.
      if (request.body.role === 'admin' && staffActorOf(request).kind !== 'staff') {
        throw appError('AUTH_ERR_FORBIDDEN', {}, { message: 'Only an administrator signed in as a staff member can add an administrator.' });
      }
      try {
        const { member, password, totpSecret, totpUri } = await addStaffMember({ db: app.db, sealer: app.config.keys.sealer }, request.body);
        return { member: toStaffMember(member), password: password!, totpSecret, totpUri };
      } catch (failure) {
        if (failure instanceof StaffMemberExistsError) throw appError('STAFF_ERR_EXISTS');
        if (failure instanceof StaffAccountError) throw appError('REQUEST_ERR_VALIDATION', {}, { message: failure.message });
        throw failure;
      }
    },
  );
};

export default opsStaffMemberRoutes;
