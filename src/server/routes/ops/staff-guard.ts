/**
 * Who may call /api/ops, and the audit of what they change. A staff member's session token (any
 * role reads and acts on applications; a route whose config says `staffRole: 'admin'` needs an
 * admin), or the machine token (OPS_TOKEN), meant for the lender's own systems, which may call
 * every operations route but adding an administrator. An applicant's token opens none of them.
 * Every change that succeeds, and every one refused for who asked, is written to the staff audit
 * before the answer is sent.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../db/tables/staff.table';
import { appError } from '../../errors';
import { opsTokenMatches } from '../../security/ops-token';
import { recordStaffAction, type StaffActor } from '../../services/staff/staff-audit';
import { authenticateStaffToken } from '../../services/staff/staff-session.service';
import { stateAccess } from '../route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operations guard; null outside /api/ops. */
    staffActor: StaffActor | null;
  }
  interface FastifyContextConfig {
    /** The least role an operations route needs; none: any staff member. */
    staffRole?: StaffRole;
    /** The body holds secrets (passwords): the audit keeps the action, never the body. */
    secretBody?: boolean;
    /** A POST that changes nothing (a dry run): not audited. */
    readOnly?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw appError('AUTH_ERR_UNAUTHENTICATED');
  return request.staffActor;
}

/** The name the audit and `updatedBy` fields give the caller. */
export const actorName = (actor: StaffActor) => (actor.kind === 'staff' ? actor.member.email : 'operations token');

export function guardOperations(ops: FastifyInstance): void {
  const identify: onRequestAsyncHookHandler = async (request) => {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given && opsTokenMatches(ops.config.ops.token, given)) {
      request.staffActor = { kind: 'machine' };
      return;
    }
    const staff = given ? await authenticateStaffToken({ db: ops.db, config: ops.config }, given) : null;
    if (!staff) throw appError('AUTH_ERR_UNAUTHENTICATED', {}, { message: 'Please sign in as a staff member.' });
    request.staffActor = { kind: 'staff', ...staff };
  };
  // Before the body is judged: a member without the role learns nothing from a 400.
  const authorise: preValidationAsyncHookHandler = async (request) => {
    const needed = request.routeOptions.config.staffRole;
    const actor = staffActorOf(request);
    if (needed === 'admin' && actor.kind === 'staff' && actor.member.role !== 'admin') {
      throw appError('AUTH_ERR_FORBIDDEN', {}, { message: 'This needs an administrator.' });
    }
  };
  const audit: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (!CHANGES.has(request.method) || request.routeOptions.config.readOnly) return payload;
    // A change refused for who asked (no identity, not the role) is an attempt staff should see.
    const refused = reply.statusCode === 401 || reply.statusCode === 403 ? reply.statusCode : undefined;
    if (reply.statusCode >= 400 && !refused) return payload;
    const id = (request.params as Record<string, unknown> | undefined)?.id;
    await recordStaffAction(ops.db, {
      actor: request.staffActor ?? { kind: 'unidentified', address: request.ip },
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      applicationId: typeof id === 'string' && UUID.test(id) ? id : null,
      body: request.routeOptions.config.secretBody ? null : request.body,
      refused,
    });
    return payload;
  };
  stateAccess(ops, 'staffAuth');
  ops.addHook('onRequest', identify);
  ops.addHook('preValidation', authorise);
  ops.addHook('onSend', audit);
}
