import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './address/index';
import applicationAddressRoutes from './address/application-addresses';
import deviceSessionRoutes from './apps/device-session';
import applicationRoutes from './apps/index';
import workflowRoutes from './apps/workflow';
import loginRoutes from './auth/login';
import oidcRoutes from './auth/oidc';
import sessionRoutes from './auth/session';
import businessRegisterRoutes from './business-register/index';
import checkoutRoutes from './checkout/index';
import signingRoutes from './signing/index';
import ownerRoutes from './owner/index';
import documentRoutes from './docs/index';
import ebsRoutes from './ebs/index';
import staffLoginRoutes from './staff/login';
import staffOidcRoutes from './staff/oidc';
import staffEnrolmentRoutes from './staff/enrolment';
import opsRoutes from './ops/index';
import { privateAnswers } from './private-answers';
import { requireApplicantSession, stateAccess } from './route-access';
import publicRoutes from './public/index';
import validationRuleRoutes from './validation-rules/index';

/**
 * Everything under /api. Public routes first; then one encapsulated subtree where the
 * authentication hook runs before every route, so no route there can forget it.
 */
const apiRoutes: FastifyPluginAsync = async (api) => {
  // First, so every route below has it (the API docs under /api/docs are registered elsewhere).
  api.addHook('onSend', privateAnswers);
  // Open unless a subtree's guard below states its own scheme (see route-access.ts).
  stateAccess(api, 'open');
  await api.register(publicRoutes, { prefix: '/public' });
  await api.register(loginRoutes, { prefix: '/auth' });
  await api.register(oidcRoutes, { prefix: '/auth' });
  await api.register(validationRuleRoutes, { prefix: '/validation-rules' });
  // A signer's link token, not a session, guards this subtree: other owners have no account.
  await api.register(signingRoutes, { prefix: '/signing' });
  // An additional owner's own token guards this subtree: their part of one application (owner/index.ts).
  await api.register(ownerRoutes, { prefix: '/owner' });
  // The operations token, not an applicant's session, guards this subtree (see ops/index.ts).
  await api.register(staffLoginRoutes, { prefix: '/staff' });
  await api.register(staffOidcRoutes, { prefix: '/staff' });
  await api.register(staffEnrolmentRoutes, { prefix: '/staff' });
  await api.register(opsRoutes, { prefix: '/ops' });

  await api.register(async (secured) => {
    requireApplicantSession(secured);
    await secured.register(sessionRoutes, { prefix: '/auth' });
    await secured.register(applicationRoutes, { prefix: '/apps' });
    await secured.register(workflowRoutes, { prefix: '/apps' });
    await secured.register(deviceSessionRoutes, { prefix: '/apps' });
    await secured.register(documentRoutes, { prefix: '/apps' });
    await secured.register(ebsRoutes, { prefix: '/apps' });
    await secured.register(checkoutRoutes, { prefix: '/apps' });
    await secured.register(businessRegisterRoutes, { prefix: '/business-register' });
    await secured.register(addressRoutes, { prefix: '/address' });
    await secured.register(applicationAddressRoutes, { prefix: '/apps' });
  });
};

export default apiRoutes;
