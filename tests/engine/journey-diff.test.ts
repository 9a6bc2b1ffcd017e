import { describe, expect, it } from 'vitest';
import { diffJourneys } from '../../src/engine/release/journey-diff';
import { describeFinding } from '../../src/engine/release/release-finding';
import { migratedAnswers, migrationStep, strandedReason } from '../../src/engine/release/stranded-place';
import type { Journey } from '../../src/engine/journey/journey.types';
import { tl } from './fixtures';
import { MOVED_BIND, NEW_REQUIRED, RENAMED_STAGE, REMOVED_STEP, releasedJourney } from '../support/journey-release';

async function revisions(): Promise<{ before: Journey; after: Journey }> {
  const before = (await tl()).journey;
  return { before, after: releasedJourney(before) };
}

describe('diffJourneys', () => {
  it('finds nothing between a revision and itself', async () => {
    const { before } = await revisions();
    expect(diffJourneys({ journey: before }, { journey: structuredClone(before) })).toEqual([]);
  });

  it('names the removed step, the renamed stage, the moved bind and the newly required field', async () => {
    const { before, after } = await revisions();
    const findings = diffJourneys({ journey: before }, { journey: after });
    expect(findings).toEqual(
      expect.arrayContaining([
        { kind: 'stepRemoved', step: REMOVED_STEP, stage: REMOVED_STEP },
        { kind: 'stageRemoved', stage: REMOVED_STEP, status: 'IN_PROGRESS' },
        { kind: 'stageRemoved', stage: RENAMED_STAGE.from, status: 'IN_PROGRESS' },
        { kind: 'bindMoved', step: MOVED_BIND.step, field: MOVED_BIND.field, from: MOVED_BIND.from, to: MOVED_BIND.to },
        { kind: 'fieldNewlyRequired', step: NEW_REQUIRED.step, field: NEW_REQUIRED.field, pointer: NEW_REQUIRED.pointer },
      ]),
    );
    expect(findings).toHaveLength(5);
    expect(findings.map(describeFinding)).toContain(`step ${REMOVED_STEP} (stage ${REMOVED_STEP}) is removed`);
  });

  it('names a removed status, tightened limits and changed rule records', async () => {
    const { before } = await revisions();
    const { DECLINED_INCOMPLETE: _gone, ...statuses } = before.lifecycle.statuses;
    const after: Journey = {
      ...before,
      lifecycle: { ...before.lifecycle, statuses },
      limits: { ...before.limits, loanAmount: { ...before.limits.loanAmount, min: 20000, max: 400000 }, maxOwners: 5 },
    };
    const record = (errorKey: string) => ({ jsonPath: '$.fundingNeeds.desiredLoanAmount', errorKey, rules: [{ ruleType: { validationRuleType: 'blank' } }] });
    const findings = diffJourneys(
      { journey: before, ruleRecords: [record('a'), { jsonPath: '$.hearAboutUs', rules: [] }] },
      { journey: after, ruleRecords: [record('b'), { jsonPath: '$.business.phone', rules: [] }] },
    );
    expect(findings).toEqual([
      { kind: 'statusRemoved', status: 'DECLINED_INCOMPLETE' },
      { kind: 'limitTightened', limit: 'loanAmount.min', from: before.limits.loanAmount.min, to: 20000 },
      { kind: 'limitTightened', limit: 'maxOwners', from: before.limits.maxOwners, to: 5 },
      { kind: 'ruleRecordChanged', jsonPath: '$.fundingNeeds.desiredLoanAmount', change: 'changed' },
      { kind: 'ruleRecordChanged', jsonPath: '$.business.phone', change: 'added' },
      { kind: 'ruleRecordChanged', jsonPath: '$.hearAboutUs', change: 'removed' },
    ]);
  });
});

describe('stranded places', () => {
  it('strands a stage whose step went and a status the lifecycle lost, and keeps a stage that never had a step', async () => {
    const { before, after } = await revisions();
    expect(strandedReason(after, { status: 'IN_PROGRESS', stage: REMOVED_STEP }, before)).toBe('stageRemoved');
    expect(strandedReason(after, { status: 'IN_PROGRESS', stage: RENAMED_STAGE.from }, before)).toBe('stageRemoved');
    expect(strandedReason(after, { status: 'IN_PROGRESS', stage: RENAMED_STAGE.to }, before)).toBeUndefined();
    expect(strandedReason(after, { status: 'NO_SUCH_STATUS', stage: 'BasicInfo' }, before)).toBe('statusRemoved');
    // Listed by the lifecycle and never a step's: the status page shows it, as before the release.
    expect(strandedReason(after, { status: 'INELIGIBLE_REAPPLY', stage: 'IneligibleToReApply' }, before)).toBeUndefined();
    // Without the revision it was saved under, a stage the lifecycle still lists is given the benefit.
    expect(strandedReason(after, { status: 'IN_PROGRESS', stage: REMOVED_STEP })).toBeUndefined();
  });

  it('sends a stranded stage to the step its migration names and moves answers to their new place', async () => {
    const { after } = await revisions();
    expect(migrationStep(after, REMOVED_STEP)?.id).toBe('ReviewAndSubmit');
    expect(migrationStep(after, RENAMED_STAGE.from)?.stage).toBe(RENAMED_STAGE.to);
    expect(migrationStep(after, 'BasicInfo')).toBeUndefined();
    const stored = { business: { doingBusinessAs: 'Citizen Bakery', _extension: { abn: '1' } } };
    expect(migratedAnswers(after, stored)).toEqual({
      document: { business: { _extension: { abn: '1', tradingName: 'Citizen Bakery' } } },
      moved: [{ from: MOVED_BIND.from, to: MOVED_BIND.to }],
    });
    // An answer already given at the new place wins; the old one stays where it was.
    const both = { business: { doingBusinessAs: 'Old', _extension: { tradingName: 'New' } } };
    expect(migratedAnswers(after, both)).toEqual({ document: both, moved: [] });
  });
});
