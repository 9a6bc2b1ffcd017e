/**
 * Funding details' model without a DOM: which account is signed with, the engine's bank-account
 * check shown at the fields, the draft save, signing once per press, the server's 422 at the
 * fields, and that an answer arriving after the page was left changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankAccountInput } from '../../src/engine/checkout/bank-account';
import type { FundingAccountView } from '../../src/engine/contract/checkout.contract';
import { FundingConfirmation, RECONFIRM_FAILED, SIGN_FAILED } from '../../src/screens/funding-details/funding-confirmation';
import type { FundingPort } from '../../src/screens/funding-details/funding-port';

const DRAFT_MS = 500;
const savedAccount = { bankName: 'Westpac', bsb: '032000', accountNumberMasked: '•••••678' } as FundingAccountView;
const valid: BankAccountInput = { bankName: 'Westpac', bsb: '032000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };
/** A refused call as the app's API client rejects it. */
const refused = (status: number, body: object) => Object.assign(new Error('refused'), { status, body });

function page(port: Partial<FundingPort> = {}, bankCode: 'bsb' | 'routingNumber' = 'bsb') {
  const calls = { saves: [] as BankAccountInput[], signs: 0, reconfirmed: [] as string[] };
  const model = new FundingConfirmation({
    port: {
      savedAccount: async () => null,
      saveAccount: async (input) => void calls.saves.push(input),
      sign: async () => void calls.signs++,
      reconfirmOffer: async (id) => void calls.reconfirmed.push(id),
      ...port,
    },
    bankCode,
    draftAfterMs: DRAFT_MS,
  });
  const stop = model.start();
  return { model, calls, stop };
}

/** Lets the model's awaited answers arrive (fake timers do not hold microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('confirming the funding account', () => {
  it('signs with the saved account without saving it again, once however often Sign is pressed, busy meanwhile', async () => {
    let finish = () => {};
    const sign = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { model, calls } = page({ savedAccount: async () => savedAccount, sign });
    expect(model.getSnapshot().saved).toBeUndefined();
    await settle();
    expect(model.getSnapshot()).toMatchObject({ saved: savedAccount, usingSaved: true, fieldErrors: {} });
    void model.sign();
    void model.sign();
    await settle();
    expect(model.getSnapshot().busy).toBe(true);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(calls.saves).toEqual([]);
    finish();
    await settle();
    // Signing leaves the page: the button stays busy until it has.
    expect(model.getSnapshot().busy).toBe(true);
  });

  it('does not sign before the saved account is known: Sign is not ready, and a press sends nothing and shows no field its message', async () => {
    let answer = (_account: FundingAccountView | null) => {};
    const { model, calls } = page({ savedAccount: () => new Promise((resolve) => (answer = resolve)) });
    expect(model.getSnapshot().ready).toBe(false);
    await model.sign();
    expect(calls.signs).toBe(0);
    expect(model.getSnapshot().fieldErrors).toEqual({});
    answer(savedAccount);
    await settle();
    expect(model.getSnapshot().ready).toBe(true);
    await model.sign();
    expect(calls.signs).toBe(1);
  });

  it('is ready once the saved account is found missing, or could not be read', async () => {
    const missing = page();
    const unread = page({ savedAccount: async () => Promise.reject(new Error('offline')) });
    await settle();
    expect(missing.model.getSnapshot()).toMatchObject({ saved: null, ready: true });
    expect(unread.model.getSnapshot()).toMatchObject({ saved: null, ready: true });
  });

  it('refuses to sign an invalid account and shows every field its message, sending nothing', async () => {
    const { model, calls } = page();
    await settle();
    model.type({ bankName: 'Westpac', bsb: '019000', accountNumber: '12', accountNumberConfirmation: '13' });
    expect(model.getSnapshot().fieldErrors).toEqual({});
    await model.sign();
    expect(model.getSnapshot().fieldErrors).toEqual({
      bsb: 'bsbInvalid',
      accountNumber: 'bankAccountNumberInvalid',
      accountNumberConfirmation: 'confirmBankAccountNumber',
    });
    expect(model.getSnapshot().busy).toBe(false);
    expect(calls).toEqual({ saves: [], signs: 0, reconfirmed: [] });
  });

  it("shows a field's message once the field is left, before Sign", async () => {
    const { model } = page();
    await settle();
    model.type({ bankName: 'Westpac', bsb: '0320' });
    model.leave('bsb');
    expect(model.getSnapshot().fieldErrors).toEqual({ bsb: 'bsbInvalid' });
    model.leave('accountNumber');
    expect(model.getSnapshot().fieldErrors).toEqual({ bsb: 'bsbInvalid', accountNumber: 'blank' });
  });

  it("checks a routing number as the product's checkout says, with the engine's rule", async () => {
    const { model } = page({}, 'routingNumber');
    await settle();
    model.type({ bankName: 'Chase', routingNumber: '021000022', accountNumber: '123', accountNumberConfirmation: '123' });
    await model.sign();
    expect(model.getSnapshot().fieldErrors).toEqual({ routingNumber: 'routingNumberInvalid', accountNumber: 'usBankAccountNumberInvalid' });
  });

  it('saves a valid typed account, then signs: once per press', async () => {
    const { model, calls } = page();
    await settle();
    expect(model.getSnapshot().usingSaved).toBe(false);
    model.type(valid);
    await Promise.all([model.sign(), model.sign()]);
    expect(calls.saves).toEqual([valid]);
    expect(calls.signs).toBe(1);
  });

  it("shows the server's 422 at its fields, and forgets it when the applicant types again", async () => {
    const saveAccount = vi.fn(async () => {
      throw refused(422, { code: 'APP_ERR_RULES_REJECTED', message: 'Invalid', errors: [{ path: '/bsb', key: 'bsbInvalid', message: 'Invalid BSB' }] });
    });
    const { model, calls } = page({ saveAccount });
    await settle();
    model.type(valid);
    await model.sign();
    expect(model.getSnapshot()).toMatchObject({ fieldErrors: { bsb: 'bsbInvalid' }, busy: false, problem: null });
    expect(calls.signs).toBe(0);
    model.type({ ...valid, bsb: '033000' });
    expect(model.getSnapshot().fieldErrors).toEqual({});
  });

  it("says the server's message, or that the agreement could not be prepared, when signing fails otherwise", async () => {
    let answer: unknown = refused(409, { message: 'The offer has expired.' });
    const { model } = page({
      savedAccount: async () => savedAccount,
      sign: async () => {
        throw answer;
      },
    });
    await settle();
    await model.sign();
    expect(model.getSnapshot()).toMatchObject({ problem: 'The offer has expired.', busy: false });
    answer = new TypeError('Failed to fetch');
    await model.sign();
    expect(model.getSnapshot().problem).toBe(SIGN_FAILED);
  });

  it('lets the applicant type another account than the saved one, and signs with that one', async () => {
    const { model, calls } = page({ savedAccount: async () => savedAccount });
    await settle();
    model.useAnotherAccount();
    expect(model.getSnapshot().usingSaved).toBe(false);
    await model.sign();
    expect(model.getSnapshot().fieldErrors.bankName).toBe('blank');
    model.type(valid);
    await model.sign();
    expect(calls.saves).toEqual([valid]);
    expect(calls.signs).toBe(1);
  });

  it('reopens the offer, and says so when that fails', async () => {
    let fail = false;
    const { model, calls } = page({
      reconfirmOffer: async (id) => {
        if (fail) throw new Error('offline');
        calls.reconfirmed.push(id);
      },
    });
    await settle();
    await model.reconfirm('decision-1');
    expect(calls.reconfirmed).toEqual(['decision-1']);
    fail = true;
    await model.reconfirm('decision-1');
    expect(model.getSnapshot().problem).toBe(RECONFIRM_FAILED);
  });
});

describe("the typed account's draft", () => {
  it('is saved once typing pauses on a complete valid account, and the same account only once', async () => {
    const { model, calls } = page();
    await settle();
    model.type({ ...valid, accountNumberConfirmation: '1234567' });
    await vi.advanceTimersByTimeAsync(DRAFT_MS * 2);
    expect(calls.saves).toEqual([]);
    model.type(valid);
    await vi.advanceTimersByTimeAsync(DRAFT_MS - 1);
    expect(calls.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.saves).toEqual([valid]);
    model.type({ ...valid });
    await vi.advanceTimersByTimeAsync(DRAFT_MS);
    expect(calls.saves).toHaveLength(1);
  });

  it('is saved again after a refused draft, and never while the saved account is used', async () => {
    let refuse = true;
    const saves: BankAccountInput[] = [];
    const { model } = page({
      savedAccount: async () => savedAccount,
      saveAccount: async (input) => {
        saves.push(input);
        if (refuse) throw refused(503, {});
      },
    });
    await settle();
    model.type(valid);
    await vi.advanceTimersByTimeAsync(DRAFT_MS);
    expect(saves).toEqual([]);
    model.useAnotherAccount();
    model.type(valid);
    await vi.advanceTimersByTimeAsync(DRAFT_MS);
    expect(saves).toHaveLength(1);
    refuse = false;
    model.type({ ...valid });
    await vi.advanceTimersByTimeAsync(DRAFT_MS);
    expect(saves).toHaveLength(2);
  });
});

describe('after the page is left', () => {
  it('shows no saved account that answers late', async () => {
    let answerSaved: (account: FundingAccountView | null) => void = () => {};
    const { model, stop } = page({ savedAccount: () => new Promise((resolve) => (answerSaved = resolve)) });
    stop();
    answerSaved(savedAccount);
    await settle();
    expect(model.getSnapshot()).toMatchObject({ saved: undefined, ready: false });
  });

  it('saves no draft and shows no late refusal', async () => {
    let refuseSign: (error: unknown) => void = () => {};
    const { model, calls, stop } = page({ sign: () => new Promise((_, reject) => (refuseSign = reject)) });
    await settle();
    model.type(valid);
    void model.sign();
    await settle();
    stop();
    refuseSign(refused(422, { code: 'APP_ERR_RULES_REJECTED', errors: [{ path: '/bsb', key: 'bsbInvalid', message: 'Invalid BSB' }] }));
    await settle();
    await vi.advanceTimersByTimeAsync(DRAFT_MS * 2);
    expect(model.getSnapshot()).toMatchObject({ fieldErrors: {}, busy: true });
    expect(calls.saves).toHaveLength(1);
  });
});
