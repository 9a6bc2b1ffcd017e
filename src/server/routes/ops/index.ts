import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import { appError } from '../../errors';
import { opsTokenMatches } from '../../security/ops-token';
import opsApplicationDecisionRoutes from './application-decision';
import opsApplicationLoanRoutes from './application-loan';
import opsApplicationRenewalRoutes from './application-renewal';
import opsApplicationStatusRoutes from './application-status';
import opsValidationRuleRoutes from './validation-rules';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * /api/ops: the lender's operations endpoints, for staff tools rather than applicants. One hook
 * guards the whole subtree with the operations token (OPS_TOKEN or DATA_DIR/ops-token), compared
 * in constant time; an applicant's session token is not enough.
 */
const opsRoutes: FastifyPluginAsync = async (ops) => {
  const requireOpsToken: onRequestAsyncHookHandler = async (request) => {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!opsTokenMatches(ops.config.ops.token, given)) {
      throw appError('AUTH_ERR_UNAUTHENTICATED', {}, { message: 'A valid operations token is required.' });
    }
  };
  ops.addHook('onRequest', requireOpsToken);
  ops.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
  await ops.register(opsValidationRuleRoutes, { prefix: '/validation-rules' });
  await ops.register(opsApplicationStatusRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationDecisionRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationLoanRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationRenewalRoutes, { prefix: '/applications' });
};

export default opsRoutes;
