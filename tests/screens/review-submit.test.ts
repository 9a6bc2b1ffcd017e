/**
 * Review and submit's model without a DOM: submitting once per press, the server's refusal with
 * the steps still to complete, a failed call said as such, the edit dialog, and nothing shown or
 * navigated after the page was left.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationSubmission, SUBMIT_FAILED } from '../../src/screens/review-submit/application-submission';
import type { SubmitAnswer } from '../../src/screens/review-submit/submission-port';

const incomplete: SubmitAnswer = {
  ok: false,
  message: 'Please complete these steps before you submit.',
  steps: [
    { id: 'business', title: 'Your business', route: 'business' },
    { id: 'owners', title: 'Owners', route: 'owners' },
  ],
};

function page(submit: () => Promise<SubmitAnswer>) {
  const calls = { submitted: 0 };
  const port = { submit: vi.fn(submit) };
  const model = new ApplicationSubmission({ port, onSubmitted: () => calls.submitted++ });
  const stop = model.start();
  return { model, port, calls, stop };
}

afterEach(() => vi.restoreAllMocks());

describe('submitting the application', () => {
  it('submits once however often Submit is pressed, busy meanwhile, and goes on when the server accepts', async () => {
    let accept: (answer: SubmitAnswer) => void = () => {};
    const { model, port, calls } = page(() => new Promise((resolve) => (accept = resolve)));
    const first = model.submit();
    const second = model.submit();
    expect(model.getSnapshot().busy).toBe(true);
    accept({ ok: true });
    await Promise.all([first, second]);
    expect(port.submit).toHaveBeenCalledTimes(1);
    expect(calls.submitted).toBe(1);
    expect(model.getSnapshot()).toMatchObject({ busy: false, refusal: null });
  });

  it('shows the refusal of an incomplete application with the steps to complete, and stays', async () => {
    const { model, calls } = page(async () => incomplete);
    await model.submit();
    expect(model.getSnapshot()).toEqual({ editing: null, busy: false, refusal: { message: incomplete.message, steps: incomplete.steps } });
    expect(calls.submitted).toBe(0);
  });

  it('says a failed call may be tried again, and forgets the last refusal when it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: () => Promise<SubmitAnswer> = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { model, calls } = page(() => answer());
    await model.submit();
    expect(model.getSnapshot().refusal).toEqual({ message: SUBMIT_FAILED, steps: [] });
    let pending: (a: SubmitAnswer) => void = () => {};
    answer = () => new Promise((resolve) => (pending = resolve));
    const again = model.submit();
    expect(model.getSnapshot()).toMatchObject({ busy: true, refusal: null });
    pending({ ok: true });
    await again;
    expect(calls.submitted).toBe(1);
  });

  it("opens a step's form in the dialog and closes it, but not while submitting", async () => {
    let accept: (answer: SubmitAnswer) => void = () => {};
    const { model } = page(() => new Promise((resolve) => (accept = resolve)));
    model.edit('business', 'Your business');
    expect(model.getSnapshot().editing).toEqual({ stepId: 'business', title: 'Your business' });
    model.closeEditor();
    expect(model.getSnapshot().editing).toBeNull();
    const submitting = model.submit();
    model.edit('owners', 'Owners');
    expect(model.getSnapshot().editing).toBeNull();
    accept(incomplete);
    await submitting;
  });

  it('neither shows an answer nor goes on once the page is left', async () => {
    let answer: (a: SubmitAnswer) => void = () => {};
    const { model, calls, stop } = page(() => new Promise((resolve) => (answer = resolve)));
    const seen: unknown[] = [];
    const submitting = model.submit();
    model.subscribe(() => seen.push(model.getSnapshot()));
    stop();
    answer({ ok: true });
    await submitting;
    expect(calls.submitted).toBe(0);
    expect(seen).toEqual([]);
  });

  it('shows no late refusal once the page is left', async () => {
    let answer: (a: SubmitAnswer) => void = () => {};
    const { model, stop } = page(() => new Promise((resolve) => (answer = resolve)));
    const submitting = model.submit();
    stop();
    answer(incomplete);
    await submitting;
    expect(model.getSnapshot().refusal).toBeNull();
  });
});
