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
    expect(verdict).toEqual({ ok: false, errors: [expect.objectContaining({ path: '/owners/0/email', key: 'emailInvalid', message: 'Please enter a valid Email Address.' })] });
  });

  it('refuses a change to a field no step owns', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, after: { isAdmin: true } });
    expect(verdict).toMatchObject({ ok: false, errors: [{ path: '/isAdmin', key: 'notAllowed' }] });
  });

  it('refuses data changes once the application is submitted', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, status: 'SUBMITTED', fromStage: 'ApplicationInReview', toStage: 'ApplicationInReview', after: { hearAboutUs: 'TV' } });
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
    const back = checkApplicationChange(cj, { ...base, fromStage: 'PersonalInfo', toStage: 'BusinessInfo', before: completeTlApplication, after: completeTlApplication });
    expect(back).toEqual({ ok: true, stage: 'PersonalInfo' });
  });

  it('refuses a stage of another status or an unknown stage', async () => {
    const cj = await tl();
    expect(checkApplicationChange(cj, { ...base, toStage: 'ApplicationInReview', after: {} })).toMatchObject({ ok: false, errors: [{ key: 'stageNotAllowed' }] });
    expect(checkApplicationChange(cj, { ...base, toStage: 'Nowhere', after: {} })).toMatchObject({ ok: false, errors: [{ key: 'stageNotAllowed' }] });
  });
});
