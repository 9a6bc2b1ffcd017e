import { describe, expect, it } from 'vitest';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import { completeTlApplication, tl } from './fixtures';

const base = { status: 'IN_PROGRESS', fromStage: 'BasicInfo', toStage: 'BasicInfo', before: {} };

describe('the server check of a change', () => {
  it('accepts a valid draft change and keeps the stage', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, after: { owners: [{ firstName: 'Jane' }] } });
    expect(verdict).toEqual({ ok: true, stage: 'BasicInfo' });
  });

  it('refuses an invalid value with its key, text and application path', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, after: { owners: [{ email: 'jane@' }] } });
    expect(verdict).toEqual({
      ok: false,
      errors: [expect.objectContaining({ path: '/owners/0/email', key: 'emailInvalid', message: 'Please enter a valid Email Address.' })],
    });
  });

  it('refuses a change to a field no step owns', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, after: { isAdmin: true } });
    expect(verdict).toMatchObject({ ok: false, errors: [{ path: '/isAdmin', key: 'notAllowed' }] });
  });

  it('refuses data changes once the application is submitted', async () => {
    const verdict = checkApplicationChange(await tl(), {
      ...base,
      status: 'SUBMITTED',
      fromStage: 'ApplicationInReview',
      toStage: 'ApplicationInReview',
      after: { hearAboutUs: 'TV' },
    });
    expect(verdict).toMatchObject({ ok: false, errors: [{ key: 'applicationLocked' }] });
  });

  it('a stage cannot be left while an earlier step is incomplete', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, toStage: 'FundingNeeds', after: { owners: [{ firstName: 'Jane' }] } });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.errors.map((e) => e.path)).toContain('/owners/0/lastName');
  });

  it('moves forward when every earlier step is complete, and keeps the furthest stage when going back', async () => {
    const cj = await tl();
    const forward = checkApplicationChange(cj, { ...base, before: completeTlApplication, toStage: 'PersonalInfo', after: completeTlApplication });
    expect(forward).toEqual({ ok: true, stage: 'PersonalInfo' });
    const back = checkApplicationChange(cj, {
      ...base,
      fromStage: 'PersonalInfo',
      toStage: 'BusinessInfo',
      before: completeTlApplication,
      after: completeTlApplication,
    });
    expect(back).toEqual({ ok: true, stage: 'PersonalInfo' });
  });

  it('refuses a stage of another status or an unknown stage', async () => {
    const cj = await tl();
    expect(checkApplicationChange(cj, { ...base, toStage: 'ApplicationInReview', after: {} })).toMatchObject({
      ok: false,
      errors: [{ key: 'stageNotAllowed' }],
    });
    expect(checkApplicationChange(cj, { ...base, toStage: 'Nowhere', after: {} })).toMatchObject({ ok: false, errors: [{ key: 'stageNotAllowed' }] });
  });
});

describe('keys no step asks for', () => {
  it('are refused inside a co-owner and inside a consent', async () => {
    const cj = await tl();
    const owner = { firstName: 'Liam', creditScore: 900 };
    const inOwner = checkApplicationChange(cj, { ...base, after: { business: { _extension: { hasAdditionalOwners: true } }, coOwners: [owner] } });
    expect(inOwner).toMatchObject({ ok: false, errors: [{ path: '/coOwners/0' }] });
    // While "no other owners" hides the list, nothing can be written into it.
    const hidden = checkApplicationChange(cj, {
      ...base,
      after: { business: { _extension: { hasAdditionalOwners: false } }, coOwners: [{ firstName: 'Liam' }] },
    });
    expect(hidden).toMatchObject({ ok: false, errors: [{ path: '/coOwners/0/firstName', key: 'notAllowed' }] });
    const inConsent = checkApplicationChange(cj, {
      ...base,
      after: { consents: { PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp: '2026-11-21T10:00:00.000Z', approvedLimit: 1 } } },
    });
    expect(inConsent.ok).toBe(false);
    const fine = checkApplicationChange(cj, {
      ...base,
      after: { consents: { PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' } } },
    });
    expect(fine).toEqual({ ok: true, stage: 'BasicInfo' });
  });
});
