import type { FastifyPluginAsync } from 'fastify';
import opsApplicationDecisionRoutes from './application-decision';
import opsApplicationLoanRoutes from './application-loan';
import opsApplicationReadRoutes from './applications-read';
import opsApplicationDocumentRoutes from './application-documents';
import opsDocumentRequestRoutes from './application-document-requests';
import opsApplicationRenewalRoutes from './application-renewal';
import opsApplicationStatusRoutes from './application-status';
import opsBackupRoutes from './backup';
import { guardOperations } from './staff-guard';
import opsStaffSessionRoutes from './staff-session';
import opsStaffMemberRoutes from './staff-members';
import opsValidationRuleRoutes from './validation-rules';

/**
 * /api/ops: the lender's operations endpoints, for staff rather than applicants. The guard
 * (staff-guard.ts) admits a staff member's session or the machine token, checks the route's role
 * and audits every change.
 */
const opsRoutes: FastifyPluginAsync = async (ops) => {
  ops.decorateRequest('staffActor', null);
  guardOperations(ops);
  await ops.register(opsStaffSessionRoutes, { prefix: '/session' });
  await ops.register(opsStaffMemberRoutes, { prefix: '/staff' });
  await ops.register(opsValidationRuleRoutes, { prefix: '/validation-rules' });
  await ops.register(opsApplicationReadRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationDocumentRoutes, { prefix: '/applications' });
  await ops.register(opsDocumentRequestRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationStatusRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationDecisionRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationLoanRoutes, { prefix: '/applications' });
  await ops.register(opsApplicationRenewalRoutes, { prefix: '/applications' });
  await ops.register(opsBackupRoutes, { prefix: '/backup' });
};

export default opsRoutes;
