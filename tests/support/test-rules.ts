/**
 * A small ApplicationRules for the server's own tests: it exercises the server's mechanics
 * (422 pass-through, stage moves) without the journey engine. Engine-backed tests live elsewhere.
 */
import type { FieldErrorBody } from '../../src/engine/contract/errors.contract';
import type { ApplicationRules } from '../../src/server/services/application-rules';

export const TEST_STAGES = ['BasicInfo', 'FundingNeeds', 'BusinessInfo', 'ReviewAndSubmit'];

const TEST_LIFECYCLE: Record<string, string[]> = {
  IN_PROGRESS: TEST_STAGES,
  SUBMITTED: ['ApplicationInReview'],
  EXPIRED: ['ApplicationExpired'],
  DECLINED: ['EmailDeclined'],
};

/** Refuses any string value 'invalid' anywhere in the document, and unknown stages. */
export function createTestRules(): ApplicationRules {
  return {
    products: () => ['tl', 'renewal-tl'],
    siteDefaultProduct: () => 'tl',
    initialStatus: () => 'IN_PROGRESS',
    initialStage: () => 'BasicInfo',
    lifecycleStages: (_product, status) => TEST_LIFECYCLE[status] ?? [],
    mayMove: (_product, from, to) => from !== to && (from === 'IN_PROGRESS' || from === 'SUBMITTED') && to in TEST_LIFECYCLE,
    judgeRuleRecords: () => [],
    transitionRequirement: (_product, to, application) => (to === 'SUBMITTED' && !application.submitted ? { kind: 'completeAnswers' } : undefined),
    mayReopen: (_product, from, to) => from === 'DECLINED' && to === 'SUBMITTED',
    isLocked: (_product, status) => status !== 'IN_PROGRESS',
    collectsStatements: () => true,
    isTerminal: (_product, status) => status === 'EXPIRED' || status === 'DECLINED',
    terminalStatuses: () => ['EXPIRED', 'DECLINED'],
    statusesLeadingTo: (_product, to) => (to in TEST_LIFECYCLE ? ['IN_PROGRESS', 'SUBMITTED'].filter((from) => from !== to) : []),
    personalDataPaths: () => ['$.owners[*].dateOfBirth', '$.owners[*].nationalId'],
    validForDays: () => undefined,
    statusNotice: () => undefined,
    reopenNotice: () => undefined,
    roleStatus: (_product, role) => {
      throw new Error(`These rules have no ${role} status`);
    },
    statusOfOutcome: (_product, outcome) => outcome,
    withAccountFields: (_product, document) => document,
    checkChange(change) {
      const errors = findInvalid(change.after, '');
      if (!TEST_STAGES.includes(change.toStage)) {
        errors.push({ path: '', key: 'unknownStage', message: `Unknown stage ${change.toStage}.` });
      }
      return errors.length > 0 ? { ok: false, errors } : { ok: true, stage: change.toStage };
    },
    checkSubmission(_product, document) {
      const errors = findInvalid(document, '');
      return errors.length > 0
        ? { ok: false, errors, steps: [{ id: 'BasicInfo', title: 'Basic info', route: 'application/basic_info' }] }
        : { ok: true, document, status: 'SUBMITTED', stage: 'ApplicationInReview' };
    },
    submittedStatus: () => 'SUBMITTED',
    limits: () => ({
      loanAmount: { min: 10000, max: 300000, step: 1000 },
      maxOwners: 9,
      additionalOwnerThreshold: 25,
      minAddedOwnerShare: 20,
      minTotalOwnership: 50,
      maxTotalOwnership: 100,
    }),
    // No pricing and no decision policy: these tests never queue a decision.
    pricing: () => undefined,
    decisionDelaySeconds: () => undefined,
    checkout: () => undefined,
    signerThreshold: () => 25,
    locale: () => 'en-AU',
    consentTerms: () => ({}),
    checkOwnerItem: () => [],
    renewal: () => undefined,
    decide: () => undefined,
  };
}

function findInvalid(value: unknown, path: string): FieldErrorBody[] {
  if (value === 'invalid') return [{ path, key: 'notAllowed', message: 'This value is not allowed.' }];
  if (Array.isArray(value)) return value.flatMap((item, index) => findInvalid(item, `${path}/${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => findInvalid(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return [];
}
