/**
 * A step session's save policy against a server held in memory: one save at a time, a 409 merged
 * with what another window saved, 422 refusals at their fields, a 401 told to the caller, and
 * autosave through the policy.
 */
import { describe, expect, it, vi } from 'vitest';
import { StepDrafts } from '../../src/engine/step-session/step-drafts';
import { StepSession } from '../../src/engine/step-session/step-session';
import { completeTlApplication, tl } from './fixtures';
import { FakeServer, frames, settle } from './step-session-support';

type Data = Record<string, unknown>;
const funding = (data: Data) => data.fundingNeeds as Data;

async function open(server: FakeServer, autosave = false) {
  const cj = await tl();
  const frame = frames();
  const drafts = new StepDrafts();
  const s = new StepSession({
    cj,
    step: cj.step('FundingNeeds'),
    application: { record: server.current, port: server },
    drafts: { store: drafts, key: 'tl/FundingNeeds' },
    schedule: frame.schedule,
    autosave,
  });
  const setAnswers = vi.fn();
  s.attach({ setAnswers });
  const type = (answers: Data) => s.change({ ...s.getSnapshot().formData, ...answers });
  return { s, frame, drafts, setAnswers, type };
}

const newServer = () => new FakeServer({ fundingNeeds: { desiredLoanAmount: 150000, fundingPurposes: ['EQUIPMENT_PURCHASES'] } });

describe('saves', () => {
  it('send only what changed, against the version known, and move the stage when asked', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    type({ overdraftLimit: 5000 });
    const outcome = await s.save({ stage: 'BusinessInfo' });
    expect(outcome.kind).toBe('saved');
    expect(server.requests).toEqual([
      { id: 'app-1', stage: 'BusinessInfo', version: 1, patch: [{ op: 'add', path: '/fundingNeeds/overdraftLimit', value: 5000 }] },
    ]);
    expect(server.current.stage).toBe('BusinessInfo');
  });

  it('send nothing when nothing changed', async () => {
    const server = newServer();
    const { s } = await open(server);
    expect((await s.save()).kind).toBe('saved');
    expect(server.requests).toEqual([]);
  });

  it('run one at a time, each against the version the one before left', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.held = true;
    type({ overdraftLimit: 1 });
    const first = s.save();
    type({ overdraftLimit: 2 });
    const second = s.save();
    expect(s.getSnapshot().saving).toBe(true);
    await settle();
    server.release();
    expect((await first).kind).toBe('saved');
    expect((await second).kind).toBe('saved');
    expect(server.maxInFlight).toBe(1);
    expect(server.requests.map((r) => r.version)).toEqual([1, 2]);
    expect(funding(server.current.data).overdraftLimit).toBe(2);
    expect(s.getSnapshot().saving).toBe(false);
  });
});

describe('a save that meets another window (409)', () => {
  it('loads the newer version, keeps what this window typed and undoes nothing saved there', async () => {
    const server = newServer();
    const { s, type, setAnswers, frame } = await open(server);
    server.saveElsewhere((data) => ({ ...data, fundingNeeds: { ...funding(data), overdraftLimit: 5000 } }));
    type({ desiredLoanAmount: 120000 });
    const outcome = await s.save();
    expect(outcome.kind).toBe('saved');
    expect(server.requests.map((r) => r.version)).toEqual([1, 2]);
    expect(funding(server.current.data)).toMatchObject({ desiredLoanAmount: 120000, overdraftLimit: 5000 });
    // The other window's answer comes into this form, which the applicant is told about.
    expect(setAnswers).toHaveBeenCalledWith({ overdraftLimit: 5000 });
    frame.paint();
    expect(s.getSnapshot()).toMatchObject({ conflict: true, formData: { desiredLoanAmount: 120000, overdraftLimit: 5000 } });
    s.dismissConflict();
    expect(s.getSnapshot().conflict).toBe(false);
  });

  it("keeps this window's answer where both windows changed the same field", async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.saveElsewhere((data) => ({ ...data, fundingNeeds: { ...funding(data), desiredLoanAmount: 90000 } }));
    type({ desiredLoanAmount: 120000 });
    await s.save();
    expect(funding(server.current.data).desiredLoanAmount).toBe(120000);
    expect(s.getSnapshot().formData.desiredLoanAmount).toBe(120000);
  });

  it('gives up when the version moves again while it merges', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.refuse = () => ({ kind: 'conflict' });
    type({ desiredLoanAmount: 120000 });
    expect((await s.save()).kind).toBe('failed');
    expect(server.requests).toHaveLength(2);
  });

  it('a version from elsewhere (a reload) brings its answers into the fields left alone', async () => {
    const server = newServer();
    const { s, type, setAnswers } = await open(server);
    type({ desiredLoanAmount: 120000 });
    s.receiveApplication(server.saveElsewhere((data) => ({ ...data, fundingNeeds: { ...funding(data), desiredLoanAmount: 1, overdraftLimit: 3 } })));
    expect(setAnswers).toHaveBeenCalledWith({ overdraftLimit: 3 });
    expect(s.answers()).toMatchObject({ desiredLoanAmount: 120000, overdraftLimit: 3 });
  });
});

describe('refusals', () => {
  it('422: the fields refused show the messages under them', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.refuse = () => ({ kind: 'refused', errors: [{ path: '/fundingNeeds/overdraftLimit', key: 'lessThanOrEqual', message: 'Too much.' }] });
    type({ overdraftLimit: 1 });
    expect((await s.save()).kind).toBe('refused');
    expect(s.getSnapshot().shownErrors).toMatchObject([{ path: '/overdraftLimit', message: 'Too much.' }]);
  });

  it('401: told to the caller, nothing retried', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.refuse = () => ({ kind: 'signedOut' });
    type({ overdraftLimit: 1 });
    expect(await s.save()).toEqual({ kind: 'signedOut' });
    expect(server.requests).toHaveLength(1);
  });

  it('no answer: failed, and the next save tries again', async () => {
    const server = newServer();
    const { s, type } = await open(server);
    server.refuse = () => ({ kind: 'failed', error: new Error('offline') });
    type({ overdraftLimit: 1 });
    expect((await s.save()).kind).toBe('failed');
    server.refuse = undefined;
    expect((await s.save()).kind).toBe('saved');
  });
});

describe('Back', () => {
  it('saves the draft on the way when the draft rules accept it', async () => {
    const server = newServer();
    const { s, type, drafts } = await open(server);
    type({ overdraftLimit: 4 });
    expect((await s.saveDraft())?.kind).toBe('saved');
    expect(funding(server.current.data).overdraftLimit).toBe(4);
    expect(drafts.get('tl/FundingNeeds')?.overdraftLimit).toBe(4);
  });

  it('keeps a wrong draft for the next visit without saving it', async () => {
    const server = newServer();
    const { s, type, drafts } = await open(server);
    type({ desiredLoanAmount: 5 });
    expect(await s.saveDraft()).toBeUndefined();
    expect(server.requests).toEqual([]);
    expect(drafts.get('tl/FundingNeeds')?.desiredLoanAmount).toBe(5);
  });
});

describe('autosave through the save policy', () => {
  it('saves after a pause, and a pause during a save waits for it, then saves the latest answers', async () => {
    vi.useFakeTimers();
    try {
      const server = newServer();
      const { type, frame } = await open(server, true);
      server.held = true;
      type({ overdraftLimit: 1 });
      frame.paint();
      await vi.advanceTimersByTimeAsync(800);
      expect(server.requests).toHaveLength(1);
      type({ overdraftLimit: 2 });
      frame.paint();
      type({ overdraftLimit: 3 });
      frame.paint();
      await vi.advanceTimersByTimeAsync(800);
      expect(server.requests).toHaveLength(1); // waiting for the save on its way
      server.release();
      await vi.advanceTimersByTimeAsync(800);
      expect(server.requests.map((r) => r.version)).toEqual([1, 2]);
      expect(funding(server.current.data).overdraftLimit).toBe(3);
      expect(server.maxInFlight).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Save & Continue through the policy: saved with the stage, and the draft dropped', async () => {
    const server = newServer();
    const { s, type, drafts } = await open(server);
    type({ ...completeTlApplication.fundingNeeds, overdraftLimit: 8 });
    const outcome = await s.continue(async (answers) => {
      const saved = await s.save({ answers, stage: 'BusinessInfo' });
      return saved.kind === 'refused' ? saved.errors : undefined;
    });
    expect(outcome).toEqual({ kind: 'done' });
    expect(server.current).toMatchObject({ stage: 'BusinessInfo', data: { fundingNeeds: { overdraftLimit: 8 } } });
    expect(drafts.has('tl/FundingNeeds')).toBe(false);
  });
});

describe('judging after a save', () => {
  it('judges nothing again after its own save, and judges again when another window changed more', async () => {
    const server = newServer();
    const cj = await tl();
    let judged = 0;
    // The journey as the session holds it, counting the step pipeline's runs (each asks for the step's validators).
    const counting = Object.create(cj, {
      formValidators: {
        value: (stepId: string) => {
          judged++;
          return cj.formValidators(stepId);
        },
      },
    }) as typeof cj;
    const frame = frames();
    const s = new StepSession({ cj: counting, step: cj.step('FundingNeeds'), application: { record: server.current, port: server }, schedule: frame.schedule });
    s.attach({ setAnswers: vi.fn() });
    s.change({ ...s.getSnapshot().formData, overdraftLimit: 5000 });
    frame.paint();
    const afterTyping = judged;
    expect((await s.save()).kind).toBe('saved');
    await settle();
    frame.paint();
    expect(judged).toBe(afterTyping);
    expect(s.getSnapshot().document).toEqual(server.current.data);

    // A newer version with another step's answer changed: the rule records may read it, so the step is judged again.
    s.receiveApplication({ ...server.current, version: server.current.version + 1, data: { ...server.current.data, hearAboutUs: 'TV' } });
    frame.paint();
    expect(judged).toBeGreaterThan(afterTyping);
  });
});
