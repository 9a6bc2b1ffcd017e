/**
 * A new staff member's enrolment (staff-enrolment.ts): no session, the link's token in the body
 * (the log redacts a body's `token`; the page keeps it in its fragment). Open shows the member
 * their authenticator secret; finishing sets their password and spends the link.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named } from '../../../engine/contract/named';
import { StaffEnrolmentOpenRequestSchema, StaffEnrolmentRequestSchema, StaffEnrolmentSchema, StaffMemberSchema } from '../../../engine/contract/staff.contract';
import { completeStaffEnrolment, openStaffEnrolment } from '../../services/staff/staff-enrolment';
import { toStaffMember } from './login';

const staffEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const deps = () => ({ db: app.db, sealer: app.config.keys.sealer });

  app.post(
    '/enrolment/open',
    {
      schema: {
        tags: ['staff'],
        summary: "A new staff member's enrolment link: who they are and their authenticator secret, for them alone",
        body: named(StaffEnrolmentOpenRequestSchema),
        response: { 200: named(StaffEnrolmentSchema), 400: error, 410: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const opened = await openStaffEnrolment(deps(), request.body.token);
      return { member: toStaffMember(opened.member), totpSecret: opened.totpSecret, totpUri: opened.totpUri, expiresAt: opened.expiresAt.toISOString() };
    },
  );

  app.post(
    '/enrolment',
    {
      schema: {
        tags: ['staff'],
        summary: 'Finish enrolment: the member’s own password and a code of their authenticator; the link is spent',
        body: named(StaffEnrolmentRequestSchema),
        response: { 200: named(StaffMemberSchema), 400: error, 410: error },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, password, code } = request.body;
      return toStaffMember(await completeStaffEnrolment(deps(), token, { password, code }));
    },
  );
};

export default staffEnrolmentRoutes;
