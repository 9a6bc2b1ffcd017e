import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { StaffMemberSchema, StaffPasswordChangeSchema, StaffSessionSchema } from '../../../engine/contract/staff.contract';
import { appError } from '../../errors';
import { changeStaffPassword } from '../../services/staff/staff-password';
import { renewStaffToken, staffLogOut, type StaffContext } from '../../services/staff/staff-session.service';
import { toStaffMember } from '../staff/login';
import { staffActorOf } from './staff-guard';

/** /api/ops/session: the signed-in staff member's own session (the machine token has none). */
const opsStaffSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const staffSession = (request: FastifyRequest): StaffContext => {
    const actor = staffActorOf(request);
    if (actor.kind !== 'staff') throw appError('AUTH_ERR_FORBIDDEN', {}, { message: 'Only a staff member signed in has a session.' });
    return actor;
  };

  app.get(
    '/',
    { schema: { tags: ['staff'], summary: 'The signed-in staff member', response: { 200: named(StaffMemberSchema), 401: error, 403: error } } },
    async (request) => toStaffMember(staffSession(request).member),
  );

  app.post(
    '/renew',
    {
      schema: {
        tags: ['staff'],
        summary: 'A new access token for the same staff session',
        response: { 200: named(StaffSessionSchema), 401: error, 403: error },
      },
    },
    async (request) => {
      const staff = staffSession(request);
      return { ...(await renewStaffToken({ config: app.config }, staff)), member: toStaffMember(staff.member) };
    },
  );

  app.post(
    '/password',
    {
      config: { secretBody: true },
      schema: {
        tags: ['staff'],
        summary: "Change the signed-in staff member's own password; their other sessions end",
        body: named(StaffPasswordChangeSchema),
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'Changed.' }), 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await changeStaffPassword({ db: app.db, config: app.config }, staffSession(request), { ...request.body, address: request.ip });
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['staff'],
        summary: 'End the staff session server-side',
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'Signed out.' }), 401: error, 403: error },
      },
    },
    async (request, reply) => {
      await staffLogOut({ db: app.db }, staffSession(request));
      return reply.code(204).send();
    },
  );
};

export default opsStaffSessionRoutes;
