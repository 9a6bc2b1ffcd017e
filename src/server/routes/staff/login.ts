import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { StaffLoginRequestSchema, StaffSessionSchema, type StaffMember } from '../../../engine/contract/staff.contract';
import type { StaffMemberRow } from '../../db/tables/staff.table';
import { staffLogIn } from '../../services/staff/staff-session.service';

export const toStaffMember = (row: StaffMemberRow): StaffMember => ({ id: row.id, email: row.email, fullName: row.full_name, role: row.role });

/** POST /api/staff/login: a staff member's password and authenticator code give a session for /api/ops. */
const staffLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sign a staff member in with their password and authenticator code',
        body: named(StaffLoginRequestSchema),
        response: { 200: named(StaffSessionSchema), 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member, ...token } = await staffLogIn(
        { db: app.db, config: app.config, sealer: app.config.keys.sealer },
        { ...request.body, address: request.ip },
      );
      return { ...token, member: toStaffMember(member) };
    },
  );
};

export default staffLoginRoutes;
