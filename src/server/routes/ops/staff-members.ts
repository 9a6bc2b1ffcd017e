import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { NewStaffMemberRequestSchema, StaffInvitationSchema } from '../../../engine/contract/staff.contract';
import { appError } from '../../errors';
import { StaffAccountError, StaffMemberExistsError } from '../../services/staff/staff-accounts';
import { inviteStaffMember } from '../../services/staff/staff-enrolment';
import { toStaffMember } from '../staff/login';
import { staffActorOf } from './staff-guard';

/**
 * POST /api/ops/staff: an administrator (or the lender's systems) adds a staff member. The answer
 * carries no secret: the member is mailed a link to set their own password and second factor.
 */
const opsStaffMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['staff'],
        summary: 'Add a staff member; they are mailed a single-use link to set their own password and authenticator',
        body: named(NewStaffMemberRequestSchema),
        response: { 200: named(StaffInvitationSchema), 400: error, 401: error, 403: error, 409: error },
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
        const { member, expiresAt } = await inviteStaffMember(
          { db: app.db, sealer: app.config.keys.sealer, mail: app.mailQueue, publicUrl: app.config.publicUrl, lenderName: app.config.checkout.lenderName },
          request.body,
        );
        return { member: toStaffMember(member), enrolmentExpiresAt: expiresAt.toISOString() };
      } catch (failure) {
        if (failure instanceof StaffMemberExistsError) throw appError('STAFF_ERR_EXISTS');
        if (failure instanceof StaffAccountError) throw appError('REQUEST_ERR_VALIDATION', {}, { message: failure.message });
        throw failure;
      }
    },
  );
};

export default opsStaffMemberRoutes;
