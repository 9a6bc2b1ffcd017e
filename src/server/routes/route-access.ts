/**
 * Who may call a subtree's routes, as the API description states it. The call that guards a
 * subtree also states its scheme on every route registered there, so the description cannot
 * disagree with the guard. Fastify runs a parent's onRoute hooks before a child's: a subtree
 * stated open inside /api and guarded further down ends up with the guard's scheme.
 */
import type { FastifyInstance } from 'fastify';

/** The description's security schemes (components.securitySchemes). */
export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "An applicant's access token, from POST /api/auth/login and renewed by POST /api/auth/renew.",
  },
  staffAuth: {
    type: 'http',
    scheme: 'bearer',
    description: "A staff member's session token, from POST /api/staff/login; or the operations token (OPS_TOKEN) of the lender's own systems.",
  },
  ownerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "An additional owner's token, from POST /api/owner/sign-in with their mailed link: their own part of one application, nothing else.",
  },
} as const;

export type SecuritySchemeName = keyof typeof securitySchemes;

/** States on every route registered in `scope` from now on which scheme it needs, or 'open' for none. */
export function stateAccess(scope: FastifyInstance, access: SecuritySchemeName | 'open'): void {
  const security = access === 'open' ? [] : [{ [access]: [] }];
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security };
  });
}

/** Every route in `scope` needs an applicant's live session (401 otherwise). */
export function requireApplicantSession(scope: FastifyInstance): void {
  scope.addHook('onRequest', scope.authenticate);
  stateAccess(scope, 'bearerAuth');
}
