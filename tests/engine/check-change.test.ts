import jsonPatch from 'fast-json-patch';
import { describe, expect, it, vi } from 'vitest';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { completeTlApplication, tl } from './fixtures';

const base = { status: 'IN_PROGRESS', fromStage: 'BasicInfo', toStage: 'BasicInfo', before: {} };

/** The journey as the server holds it, counting how often each step's pipeline runs (each run asks for its validators). */
function countingJourney(cj: CompiledJourney) {
  const judged = new Map<string, number>();
  const counting = Object.create(cj, {
    formValidators: {
      value: (stepId: string) => {
        judged.set(stepId, (judged.get(stepId) ?? 0) + 1);
        return cj.formValidators(stepId);
      },
    },
  }) as CompiledJourney;
  return { counting, judged };
}

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
    expect(inOwner).toMatchObject({ ok: false, errors: [{ path: '/coOwners/0/creditScore', key: 'notAllowed' }] });
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

describe('properties inside list items', () => {
  // The items of this copy of tl's list leave `additionalProperties` unsaid, as a lender may.
  async function openItems() {
    const cj = await tl();
    const step = cj.step('AdditionalOwners');
    const schema = step.form!.schema as { properties: Record<string, { items: Record<string, unknown> }> };
    const { additionalProperties: _closed, ...items } = schema.properties.coOwners.items;
    const open = { ...schema, properties: { ...schema.properties, coOwners: { ...schema.properties.coOwners, items } } };
    const steps = cj.journey.steps.map((s) => (s === step ? { ...s, form: { ...s.form!, schema: open } } : s));
    return { ...cj, journey: { ...cj.journey, steps } };
  }
  const owning = { business: { _extension: { hasAdditionalOwners: true } } };

  it('are refused when no form asks for them, as in a section of the application', async () => {
    const cj = await openItems();
    const added = checkApplicationChange(cj, { ...base, after: { ...owning, coOwners: [{ firstName: 'Liam', gst: 10 }] } });
    expect(added).toMatchObject({ ok: false, errors: [{ path: '/coOwners/0/gst', key: 'notAllowed', message: 'This value is not allowed.' }] });
    const before = { ...owning, coOwners: [{ firstName: 'Liam' }] };
    const intoItem = checkApplicationChange(cj, { ...base, before, after: { ...owning, coOwners: [{ firstName: 'Liam', nested: { a: 1 } }] } });
    expect(intoItem).toMatchObject({ ok: false, errors: [{ path: '/coOwners/0/nested/a', key: 'notAllowed' }] });
    expect(checkApplicationChange(cj, { ...base, before, after: { ...owning, coOwners: [{ firstName: 'Liam', lastName: 'Ng' }] } })).toEqual({
      ok: true,
      stage: 'BasicInfo',
    });
  });

  it('kept from before may be removed', async () => {
    const cj = await openItems();
    const before = { ...owning, coOwners: [{ firstName: 'Liam', gst: 10 }] };
    expect(checkApplicationChange(cj, { ...base, before, after: { ...owning, coOwners: [{ firstName: 'Liam' }] } })).toEqual({ ok: true, stage: 'BasicInfo' });
  });
});

describe('a rule reading other answers', () => {
  // The first co-owner holds at least the second's share: a record comparing two answers of one list.
  const records = [
    {
      jsonPath: '$.coOwners[0].percentOwnership',
      rules: [{ ruleType: { validationRuleType: 'atLeastField' }, ruleParameters: [{ parameter: '$.coOwners[1].percentOwnership' }] }],
    },
  ];
  const owners = (first: string, second: string) => ({
    business: { _extension: { hasAdditionalOwners: true } },
    coOwners: [
      { firstName: 'Liam', percentOwnership: first },
      { firstName: 'Mia', percentOwnership: second },
    ],
  });

  it('is judged when only an answer it reads changes', async () => {
    const verdict = checkApplicationChange(await tl(), { ...base, ruleRecords: records, before: owners('30', '20'), after: owners('30', '40') });
    expect(verdict).toMatchObject({
      ok: false,
      errors: [{ path: '/coOwners/0/percentOwnership', key: 'moreThanOrEqual', message: 'The value must be 40 or more.' }],
    });
    expect(checkApplicationChange(await tl(), { ...base, ruleRecords: records, before: owners('30', '20'), after: owners('30', '25') })).toMatchObject({
      ok: true,
    });
  });

  it('judges each step before the target once when the application moves on', async () => {
    const { counting, judged } = countingJourney(await tl());
    const verdict = checkApplicationChange(counting, { ...base, before: completeTlApplication, toStage: 'PersonalInfo', after: completeTlApplication });
    expect(verdict).toEqual({ ok: true, stage: 'PersonalInfo' });
    expect(judged.size).toBeGreaterThanOrEqual(2);
    expect([...judged].filter(([, times]) => times > 1)).toEqual([]);
  });

  it('runs each step once, and compares the documents once, for a change that also moves the stage', async () => {
    const { counting, judged } = countingJourney(await tl());
    const compare = vi.spyOn(jsonPatch, 'compare');
    try {
      const before = { ...completeTlApplication, hearAboutUs: undefined };
      const after = { ...completeTlApplication, hearAboutUs: 'TV' };
      const verdict = checkApplicationChange(counting, { ...base, before, toStage: 'PersonalInfo', after });
      expect(verdict).toEqual({ ok: true, stage: 'PersonalInfo' });
      expect(compare).toHaveBeenCalledTimes(1);
    } finally {
      compare.mockRestore();
    }
    // Every step of the status is judged for the draft check and the hidden fields, the earlier ones for the move too: once each.
    expect(judged.size).toBeGreaterThanOrEqual(2);
    expect([...judged].filter(([, times]) => times > 1)).toEqual([]);
  });

  it('judges the difference its caller compared without comparing again, as it judges its own', async () => {
    const cj = await tl();
    const changes = [
      { before: completeTlApplication, after: { ...completeTlApplication, hearAboutUs: 'TV' } },
      { before: {}, after: { owners: [{ email: 'jane@' }] } },
      { before: {}, after: { isAdmin: true } },
    ];
    for (const { before, after } of changes) {
      const own = checkApplicationChange(cj, { ...base, before, after });
      const difference = jsonPatch.compare(before, after);
      const compare = vi.spyOn(jsonPatch, 'compare');
      try {
        expect(checkApplicationChange(cj, { ...base, before, after, difference })).toEqual(own);
        expect(compare).not.toHaveBeenCalled();
      } finally {
        compare.mockRestore();
      }
    }
  });
});

describe('a change to one field', () => {
  const withPhone = (phone: string) => {
    const document = structuredClone(completeTlApplication) as { owners: Record<string, unknown>[] };
    document.owners[0] = { ...document.owners[0], primaryPhone: phone };
    return document;
  };

  it('judges only the steps that bind the field, and still refuses an invalid value', async () => {
    const cj = await tl();
    const { counting, judged } = countingJourney(cj);
    const binding = cj.journey.steps
      .filter((s) => s.form && s.status === 'IN_PROGRESS')
      .filter((s) => Object.keys((s.form!.schema as { properties: object }).properties).some((p) => (s.form!.bind?.[p] ?? `/${p}`).startsWith('/owners')))
      .map((s) => s.id);
    expect(checkApplicationChange(counting, { ...base, before: completeTlApplication, after: withPhone('0412345679') })).toEqual({
      ok: true,
      stage: 'BasicInfo',
    });
    expect(judged.size).toBeGreaterThan(0);
    expect([...judged.keys()].filter((id) => !binding.includes(id))).toEqual([]);
    expect(checkApplicationChange(cj, { ...base, before: completeTlApplication, after: withPhone('not a phone') })).toMatchObject({
      ok: false,
      errors: [{ path: '/owners/0/primaryPhone' }],
    });
  });
});
