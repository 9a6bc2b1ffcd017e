import { describe, expect, it } from 'vitest';
import { decide } from '../../src/engine/decision/decide';
import { decisionFacts, type DecisionFacts } from '../../src/engine/decision/decision-facts';
import { decisionTermsProblems } from '../../src/engine/decision/decision-terms-problems';
import type { DecisionPolicy } from '../../src/engine/decision/decision.types';
import { compileDecisionPolicy } from '../../src/server/journeys/compile-decision-policy';
import { completeTlApplication, tl } from './fixtures';

// 10:00 on 1 December in Sydney is still 30 November in UTC: months are Sydney's.
const now = new Date('2026-11-30T23:00:00Z');

function application(overrides: { revenue?: number; requested?: number; established?: string; month?: string; manual?: boolean; covered?: number } = {}) {
  const { _extension: businessExtension, ...business } = completeTlApplication.business;
  return {
    ...completeTlApplication,
    fundingNeeds: { ...completeTlApplication.fundingNeeds, desiredLoanAmount: overrides.requested ?? 150000 },
    business: {
      ...business,
      establishedDate: overrides.established ?? business.establishedDate,
      _extension: {
        ...businessExtension,
        averageMonthlyRevenue: overrides.revenue ?? 60000,
        ...(overrides.month ? { establishedMonth: overrides.month } : {}),
      },
    },
    _extension: {
      isStatementsManuallyUploaded: overrides.manual ?? false,
      statements: { coveredMonths: Array.from({ length: overrides.covered ?? 6 }, (_, i) => `2026-0${i + 1}`) },
    },
  };
}

describe('decision facts', () => {
  it('reads the figures a lender decides on from the application', () => {
    const facts = decisionFacts(application({ revenue: 40000, requested: 150000, manual: true, covered: 6 }), now);
    expect(facts).toMatchObject({
      requestedAmount: 150000,
      averageMonthlyRevenue: 40000,
      requestedMonthsOfRevenue: 3.75,
      manualStatements: true,
      statementMonthsCovered: 6,
      legalEntityType: 'COMPANY',
      ownersCount: 1,
    });
    expect(facts.application.business).toBeDefined();
    expect(decisionFacts({ ...application(), coOwners: [{}, {}] }, now).ownersCount).toBe(3);
  });

  it('counts trading months from the established month to the current month in Sydney', () => {
    expect(decisionFacts(application({ established: '2026-01-01', month: 'JUN' }), now).tradingMonths).toBe(6);
    expect(decisionFacts(application({ established: '2026-01-01', month: 'JUL' }), now).tradingMonths).toBe(5);
    expect(decisionFacts(application({ established: '2026-01-01', month: 'DEC' }), now).tradingMonths).toBe(0);
    // Without a month (asked only of young businesses) the year's last month: never overstated.
    expect(decisionFacts(application({ established: '2015-01-01' }), now).tradingMonths).toBe(11 * 12);
  });

  it('counts a missing figure as nothing', () => {
    const facts = decisionFacts({}, now);
    expect(facts).toMatchObject({
      requestedAmount: 0,
      averageMonthlyRevenue: 0,
      requestedMonthsOfRevenue: null,
      tradingMonths: 0,
      manualStatements: false,
      statementMonthsCovered: 0,
      legalEntityType: null,
      ownersCount: 0,
    });
  });
});

describe('decide', () => {
  const policy: DecisionPolicy = {
    delaySeconds: 0,
    rules: [
      { id: 'small', when: { small: true }, outcome: 'DECLINED', reasons: ['Too small.'] },
      { id: 'rest', outcome: 'APPROVED', maxAmount: 100000, tier: 'A' },
    ],
  };
  const facts = decisionFacts(application(), now);

  it('takes the first rule whose condition holds; a rule without one always matches', () => {
    expect(decide(policy, facts, () => () => true)).toEqual({ ruleId: 'small', outcome: 'DECLINED', reasons: ['Too small.'] });
    expect(decide(policy, facts, () => () => false)).toEqual({ ruleId: 'rest', outcome: 'APPROVED', maxAmount: 100000, tier: 'A' });
  });

  it('answers nothing when no rule matches, and refuses a condition that was not compiled', () => {
    const strict: DecisionPolicy = { delaySeconds: 0, rules: [policy.rules[0]] };
    expect(decide(strict, facts, () => (f: DecisionFacts) => f.requestedAmount > 1e9)).toBeUndefined();
    expect(() => decide(strict, facts, () => undefined)).toThrow(/no compiled condition/);
  });
});

describe('decision terms', () => {
  const bounds = { tiers: ['A', 'B'], loanAmount: { min: 10000, max: 300000, step: 1000 } };
  const fields = (terms: Parameters<typeof decisionTermsProblems>[0]) => decisionTermsProblems(terms, bounds).map((p) => `${p.kind}:${p.field}`);

  it('takes exactly the fields that fit the outcome', () => {
    expect(fields({ outcome: 'APPROVED', maxAmount: 50000, tier: 'A' })).toEqual([]);
    expect(fields({ outcome: 'CONDITIONAL', maxAmount: 50000, documents: [{ type: 'BAS', title: 'BAS' }] })).toEqual([]);
    expect(fields({ outcome: 'CONDITIONAL', maxAmount: 50000, tier: 'B', documents: [{ type: 'BAS', title: 'BAS' }] })).toEqual([]);
    expect(fields({ outcome: 'DECLINED', reasons: ['No.'] })).toEqual([]);
    expect(fields({ outcome: 'APPROVED', maxAmount: 50000 })).toEqual(['fit:tier']);
    expect(fields({ outcome: 'DECLINED', reasons: ['No.'], maxAmount: 50000, tier: 'A' })).toEqual(['fit:maxAmount', 'fit:tier']);
    expect(
      fields({
        outcome: 'CONDITIONAL',
        maxAmount: 50000,
        documents: [
          { type: 'BAS', title: 'a' },
          { type: 'BAS', title: 'b' },
        ],
      }),
    ).toEqual(['fit:documents']);
  });

  it('keeps amounts within the loan limits and tiers among those priced', () => {
    expect(fields({ outcome: 'APPROVED', maxAmount: 300001, tier: 'A' })).toEqual(['fit:maxAmount']);
    expect(fields({ outcome: 'APPROVED', maxAmount: 50500, tier: 'A' })).toEqual(['fit:maxAmount']);
    expect(fields({ outcome: 'APPROVED', maxAmount: 9000, tier: 'A' })).toEqual(['fit:maxAmount']);
    expect(fields({ outcome: 'APPROVED', maxAmount: 50000, tier: 'C' })).toEqual(['tier:tier']);
  });
});

describe("the tl journey's decision policy", () => {
  async function decided(overrides: Parameters<typeof application>[0]) {
    const policy = (await tl()).journey.decision!;
    return compileDecisionPolicy(policy)(application(overrides), now);
  }

  it('declines under 6 months of trading or under $5,000 of monthly revenue, with reasons the applicant reads', async () => {
    expect(await decided({ established: '2026-01-01', month: 'JUL' })).toMatchObject({
      ruleId: 'decline-trading-time',
      outcome: 'DECLINED',
      reasons: [expect.stringMatching(/6 months/)],
    });
    expect(await decided({ established: '2026-01-01', month: 'JUN' })).toMatchObject({ outcome: 'APPROVED' });
    expect(await decided({ revenue: 4999, requested: 10000 })).toMatchObject({ ruleId: 'decline-revenue', outcome: 'DECLINED' });
  });

  it('approves on conditions: manual statements (capped at $50,000) or more than 3 months of revenue asked', async () => {
    expect(await decided({ manual: true })).toMatchObject({
      ruleId: 'conditional-manual-statements',
      outcome: 'CONDITIONAL',
      maxAmount: 50000,
      documents: [{ type: 'DRIVER_LICENCE' }, { type: 'BAS_STATEMENT' }],
    });
    expect(await decided({ revenue: 40000, requested: 120001 })).toMatchObject({ ruleId: 'conditional-amount-over-revenue', maxAmount: 300000 });
    expect(await decided({ revenue: 40000, requested: 120000 })).toMatchObject({ ruleId: 'approve-tier-b', outcome: 'APPROVED' });
  });

  it('approves up to $300,000, priced by revenue: A from $50,000, B from $15,000, else C', async () => {
    expect(await decided({ revenue: 50000 })).toEqual({ ruleId: 'approve-tier-a', outcome: 'APPROVED', maxAmount: 300000, tier: 'A' });
    expect(await decided({ revenue: 49999, requested: 100000 })).toMatchObject({ tier: 'B' });
    expect(await decided({ revenue: 15000, requested: 45000 })).toMatchObject({ tier: 'B' });
    expect(await decided({ revenue: 14999, requested: 40000 })).toMatchObject({ ruleId: 'approve-tier-c', tier: 'C' });
  });
});
