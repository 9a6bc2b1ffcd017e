/** A screen step's `edits`: answered, checked and submitted with it, never walked through (the renewal's confirm information). */
import { describe, expect, it } from 'vitest';
import { answeredSteps, isStepComplete, stepPath } from '../../src/engine/graph/step-graph';
import { checkSubmission } from '../../src/engine/lifecycle/check-submission';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import { completeTlApplication, journeys, withAdditionalOwners } from './fixtures';

const renewal = async () => (await journeys()).find((j) => j.journey.product === 'renewal-tl')!;
const {
  fundingNeeds,
  consents: _consents,
  statements: _statements,
  ...carried
} = completeTlApplication as Record<string, unknown> & {
  fundingNeeds: unknown;
  consents: unknown;
  statements?: unknown;
};

describe('steps edited in place', () => {
  it('are not on the path the applicant walks, but are answered before the step that edits them', async () => {
    const cj = await renewal();
    expect(stepPath(cj, carried).map((s) => s.id)).toEqual(['ConfirmInformation', 'AdditionalInfo', 'ReviewAndSubmit']);
    expect(answeredSteps(cj, carried).map((s) => s.id)).toEqual([
      'ConfirmApplicant',
      'ConfirmBusiness',
      'ConfirmMoreBusiness',
      'ConfirmOwners',
      'ConfirmInformation',
      'AdditionalInfo',
      'ReviewAndSubmit',
    ]);
  });

  it('keep the confirm step incomplete while one of them is, or while an address lacks its street', async () => {
    const cj = await renewal();
    const confirm = cj.step('ConfirmInformation');
    expect(isStepComplete(cj, confirm, carried)).toBe(true);
    const noDateOfBirth = { ...carried, owners: [{ ...(carried.owners as object[])[0], dateOfBirth: undefined }] };
    expect(isStepComplete(cj, confirm, noDateOfBirth)).toBe(false);
    // 'Please fill all required address fields.': the business, the primary owner or any co-owner without a street type.
    const business = carried.business as Record<string, unknown>;
    expect(isStepComplete(cj, confirm, { ...carried, business: { ...business, streetType: undefined } })).toBe(false);
  });

  it('are checked at a stage move past the confirm step and at submission', async () => {
    const cj = await renewal();
    const incomplete = { ...carried, owners: [{ ...(carried.owners as object[])[0], dateOfBirth: undefined }] };
    const move = checkApplicationChange(cj, {
      status: 'IN_PROGRESS',
      fromStage: 'ConfirmInformation',
      toStage: 'AdditionalInfo',
      before: incomplete,
      after: incomplete,
    });
    expect(move.ok).toBe(false);
    const moved = checkApplicationChange(cj, {
      status: 'IN_PROGRESS',
      fromStage: 'ConfirmInformation',
      toStage: 'AdditionalInfo',
      before: carried,
      after: carried,
    });
    expect(moved).toEqual({ ok: true, stage: 'AdditionalInfo' });
    const refused = checkSubmission(cj, { ...incomplete, fundingNeeds });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.steps.map((s) => s.id)).toContain('ConfirmApplicant');
    const submitted = checkSubmission(cj, { ...carried, fundingNeeds });
    expect(submitted.ok).toBe(true);
    // What the edited steps own is kept in what is submitted.
    expect(submitted.ok && (submitted.document as unknown as { owners: { dateOfBirth: string }[] }).owners[0].dateOfBirth).toBe('1980-05-17');
  });

  it("check a co-owner's phone only if present (spec 02 section 5): a co-owner with none on file is confirmed, a wrong one is not", async () => {
    const cj = await renewal();
    const confirm = cj.step('ConfirmInformation');
    const {
      fundingNeeds: _fundingNeeds,
      consents: _c,
      ...withOwner
    } = withAdditionalOwners(1, 60) as Record<string, unknown> & { coOwners: Record<string, unknown>[] };
    const [coOwner] = withOwner.coOwners;
    expect(isStepComplete(cj, confirm, withOwner)).toBe(true);
    const { primaryPhone: _phone, ...noPhone } = coOwner;
    expect(isStepComplete(cj, confirm, { ...withOwner, coOwners: [noPhone] })).toBe(true);
    expect(isStepComplete(cj, confirm, { ...withOwner, coOwners: [{ ...coOwner, primaryPhone: '12' }] })).toBe(false);
  });
});
