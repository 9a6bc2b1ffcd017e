/**
 * A step session without a renderer: what a change causes, what Save & Continue sees, which
 * errors show, and drafts (Back, leaving the step, a cancelled edit). The browser's frames are
 * `frames()`: work a change causes runs when the test paints.
 */
import { describe, expect, it, vi } from 'vitest';
import { StepDrafts } from '../../src/engine/step-session/step-drafts';
import { StepSession, type StepSessionOptions } from '../../src/engine/step-session/step-session';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { completeTlApplication, tl, withAdditionalOwners } from './fixtures';
import { frames } from './step-session-support';

const fundingNeeds = () => ({ fundingNeeds: structuredClone(completeTlApplication.fundingNeeds) });

async function session(stepId: string, document: Record<string, unknown>, options: Partial<StepSessionOptions> = {}) {
  const cj = await tl();
  const frame = frames();
  const drafts = new StepDrafts();
  const s = new StepSession({ cj, step: cj.step(stepId), document, drafts: { store: drafts, key: `tl/${stepId}` }, schedule: frame.schedule, ...options });
  const setAnswers = vi.fn();
  s.attach({ setAnswers });
  return { s, frame, drafts, setAnswers, cj };
}

describe('a change', () => {
  it('is held at once and judged after the next paint, several keystrokes of a frame as one', async () => {
    const { s, frame } = await session('FundingNeeds', fundingNeeds());
    const listener = vi.fn();
    s.subscribe(listener);
    const before = s.getSnapshot();
    s.change({ ...before.formData, desiredLoanAmount: 5 });
    s.change({ ...before.formData, desiredLoanAmount: 5000 });
    expect(s.getSnapshot()).toBe(before); // nothing re-renders in the keystroke's frame
    expect(frame.waiting).toBe(1);
    frame.paint();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot().formData.desiredLoanAmount).toBe(5000);
    expect(s.getSnapshot().completeErrors.map((e) => e.path)).toEqual(['/desiredLoanAmount']);
  });

  it('judges visibility once per change, and keeps the hidden list while it stays the same', async () => {
    const cj = await tl();
    let tests = 0;
    const counted: CompiledJourney = {
      ...cj,
      formValidators(id) {
        const v = cj.formValidators(id);
        return {
          ...v,
          visibility: v.visibility.map(({ pointer, test }) => ({ pointer, test: Object.assign((d: unknown) => (tests++, test(d)), { errors: null }) })),
        };
      },
    };
    const { s, frame } = await session('FundingNeeds', fundingNeeds(), { cj: counted });
    const hidden = s.getSnapshot().hidden;
    expect(hidden).toEqual(['/fundingPurposeOther']);
    tests = 0;
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 1000 });
    frame.paint();
    s.draftErrors();
    s.answers();
    expect(tests).toBe(1);
    expect(s.getSnapshot().hidden).toBe(hidden);
    s.change({ ...s.getSnapshot().formData, fundingPurposes: ['OTHER'] });
    frame.paint();
    expect(s.getSnapshot().hidden).toEqual([]);
  });

  it('typed in the frame of a Save & Continue click is judged and saved with it', async () => {
    const { s } = await session('FundingNeeds', fundingNeeds());
    const commit = vi.fn(async (_answers: Record<string, unknown>) => undefined);
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 2500 });
    expect(await s.continue(commit)).toEqual({ kind: 'done' });
    expect(commit.mock.calls[0][0].overdraftLimit).toBe(2500);
  });

  it('typed in the frame of the click and wrong, refuses Save & Continue', async () => {
    const { s } = await session('FundingNeeds', fundingNeeds());
    const commit = vi.fn(async () => undefined);
    s.change({ ...s.getSnapshot().formData, desiredLoanAmount: 5000 });
    expect(await s.continue(commit)).toEqual({ kind: 'invalid' });
    expect(commit).not.toHaveBeenCalled();
    expect(s.getSnapshot().shownErrors.map((e) => e.message)).toEqual(['Please enter a value greater than $10,000.']);
  });

  it('leaves hidden answers out of what is saved', async () => {
    const { s } = await session('FundingNeeds', fundingNeeds());
    s.change({ ...s.getSnapshot().formData, fundingPurposeOther: 'A boat' });
    expect(s.answers().fundingPurposeOther).toBeUndefined();
  });

  it('gives an added owner an id, in the form as well, and saves none', async () => {
    const { s, frame, setAnswers } = await session('AdditionalOwners', withAdditionalOwners(1, 20));
    const owners = s.getSnapshot().formData.coOwners as Record<string, unknown>[];
    expect(owners[0].uid).toBeDefined();
    s.change({ ...s.getSnapshot().formData, coOwners: [...owners, {}] });
    frame.paint();
    const added = (setAnswers.mock.calls[0][0] as { coOwners: { uid?: string }[] }).coOwners;
    expect(added[1].uid).toBeDefined();
    expect(added[0].uid).toBe(owners[0].uid);
    expect((s.answers().coOwners as object[]).every((o) => !('uid' in o))).toBe(true);
  });
});

describe('errors shown', () => {
  it('before Save & Continue: wrong answers of fields left, and missing ones of controls left blank; after: all', async () => {
    const { s, frame } = await session('FundingNeeds', {});
    s.change({ desiredLoanAmount: 5000 });
    frame.paint();
    expect(s.getSnapshot().shownErrors).toEqual([]);
    s.leaveField('root_desiredLoanAmount');
    s.leaveField('root_fundsUsagePeriod');
    frame.paint();
    expect(
      s
        .getSnapshot()
        .shownErrors.map((e) => `${e.path} ${e.key}`)
        .sort(),
    ).toEqual(['/desiredLoanAmount loanAmountMin', '/fundsUsagePeriod blankBoolean']);
    await s.continue(async () => undefined);
    expect(s.getSnapshot().shownErrors.map((e) => e.path)).toContain('/overdraftLimit');
  });

  it('a required field emptied and left says so (on blur), only there: not in fields never left', async () => {
    const { s, frame } = await session('BasicInfo', {});
    s.change({ firstName: 'Jane' });
    frame.paint();
    s.change({ firstName: '' });
    frame.paint();
    expect(s.getSnapshot().shownErrors).toEqual([]);
    s.leaveField('root_firstName');
    frame.paint();
    expect(s.getSnapshot().shownErrors).toMatchObject([{ path: '/firstName', message: 'This information is required, please provide.' }]);
  });

  it('in a list, a missing answer shows in the control left blank, not in the rest of the item', async () => {
    const { s, frame } = await session('AdditionalOwners', {});
    s.change({ hasAdditionalOwners: true, coOwners: [{ uid: 'a' }] });
    frame.paint();
    s.leaveField('root_coOwners_0_firstName');
    frame.paint();
    expect(s.getSnapshot().shownErrors.map((e) => e.path)).toEqual(['/coOwners/0/firstName']);
  });

  it("the fields Save & Continue would refuse are listed in the form's order, the list kept while it stays the same", async () => {
    const { s, frame } = await session('BasicInfo', {});
    expect(s.getSnapshot().outstanding).toEqual(['/firstName', '/lastName', '/email', '/primaryPhone', '/isBroker', '/privacyConsent', '/tradingConsent']);
    s.change({ firstName: 'J', email: 'j' });
    frame.paint();
    const list = s.getSnapshot().outstanding;
    expect(list).toEqual(['/lastName', '/email', '/primaryPhone', '/isBroker', '/privacyConsent', '/tradingConsent']);
    s.change({ firstName: 'Ja', email: 'ja' });
    frame.paint();
    expect(s.getSnapshot().outstanding).toBe(list);
  });

  it('keep their identity while they stay the same, so fields do not re-render', async () => {
    const { s, frame } = await session('FundingNeeds', fundingNeeds());
    await s.continue(async () => undefined);
    s.change({ ...s.getSnapshot().formData, desiredLoanAmount: 5000 });
    frame.paint();
    const shown = s.getSnapshot().shownErrors;
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 10 });
    frame.paint();
    expect(s.getSnapshot().shownErrors).toBe(shown);
  });

  it("the server's refusals show at their form fields until the next change", async () => {
    const { s, frame } = await session('FundingNeeds', fundingNeeds());
    const outcome = await s.continue(async () => [{ path: '/fundingNeeds/overdraftLimit', key: 'lessThanOrEqual', message: 'Too much.' }]);
    expect(outcome).toEqual({ kind: 'refused' });
    expect(s.getSnapshot().shownErrors).toMatchObject([{ path: '/overdraftLimit', message: 'Too much.', source: 'server' }]);
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 10 });
    frame.paint();
    expect(s.getSnapshot().shownErrors).toEqual([]);
  });

  it('a Save & Continue that gets no answer is told, and the draft stays', async () => {
    const { s, drafts } = await session('FundingNeeds', fundingNeeds());
    const outcome = await s.continue(async () => Promise.reject(new Error('offline')));
    expect(outcome.kind).toBe('failed');
    expect(s.getSnapshot().failed).toBe(true);
    expect(drafts.has('tl/FundingNeeds')).toBe(true);
  });
});

describe('drafts', () => {
  it('Back keeps the draft with the keystroke of the same frame', async () => {
    const { s, drafts } = await session('FundingNeeds', fundingNeeds());
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 7 });
    s.keepDraft();
    expect(drafts.get('tl/FundingNeeds')?.overdraftLimit).toBe(7);
  });

  it('a step opened again starts from its draft, not the document', async () => {
    const { s, drafts, cj } = await session('FundingNeeds', fundingNeeds());
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 7 });
    s.keepDraft();
    s.leave();
    const again = new StepSession({ cj, step: cj.step('FundingNeeds'), document: fundingNeeds(), drafts: { store: drafts, key: 'tl/FundingNeeds' } });
    expect(again.getSnapshot().formData.overdraftLimit).toBe(7);
  });

  it('a change not judged yet when the step leaves the screen is kept for Back', async () => {
    const { s, drafts, frame } = await session('FundingNeeds', fundingNeeds());
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 9 });
    s.leave();
    frame.paint();
    expect(drafts.get('tl/FundingNeeds')?.overdraftLimit).toBe(9);
  });

  it('a draft dropped (a cancelled edit, a saved step) is not brought back by a later frame or leaving', async () => {
    const { s, drafts, frame } = await session('FundingNeeds', fundingNeeds());
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 9 });
    frame.paint();
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 99 });
    s.dropDraft();
    frame.paint();
    s.leave();
    expect(drafts.has('tl/FundingNeeds')).toBe(false);
  });

  it('is dropped once Save & Continue has saved', async () => {
    const { s, drafts } = await session('FundingNeeds', fundingNeeds());
    await s.continue(async () => undefined);
    expect(drafts.has('tl/FundingNeeds')).toBe(false);
  });
});

describe('autosave through a callback', () => {
  it('saves after a pause, only answers the draft rules accept', async () => {
    vi.useFakeTimers();
    try {
      const autosave = vi.fn(async (_answers: Record<string, unknown>) => undefined);
      const { s, frame } = await session('FundingNeeds', {}, { autosave, autosaveDelayMs: 800 });
      s.change({ desiredLoanAmount: 5000 }); // wrong: not saved
      frame.paint();
      await vi.advanceTimersByTimeAsync(1000);
      expect(autosave).not.toHaveBeenCalled();
      s.change({ desiredLoanAmount: 50000 }); // right, other answers missing: saved
      frame.paint();
      await vi.advanceTimersByTimeAsync(500);
      s.change({ desiredLoanAmount: 60000 });
      frame.paint();
      await vi.advanceTimersByTimeAsync(799);
      expect(autosave).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(autosave).toHaveBeenCalledTimes(1);
      expect(autosave.mock.calls[0][0]).toEqual({ desiredLoanAmount: 60000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not save after the step left the screen', async () => {
    vi.useFakeTimers();
    try {
      const autosave = vi.fn(async () => undefined);
      const { s, frame } = await session('FundingNeeds', fundingNeeds(), { autosave });
      s.change({ ...s.getSnapshot().formData, overdraftLimit: 1 });
      frame.paint();
      s.leave();
      await vi.advanceTimersByTimeAsync(2000);
      expect(autosave).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
