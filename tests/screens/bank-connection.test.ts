import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankConnection, type BankConnectionDeps } from '../../src/screens/statement-collect/bank-connection';
import { formatTimeOfDay } from '../../src/engine/dates/format-time-of-day';
import type { Bank, Enrolment } from '../../src/screens/statement-collect/statement-services';
import { noConnection, retrievingConnection } from '../support/bank-enrolments';

const labels = { username: 'Customer number', password: 'Password' };
const banks: Bank[] = [
  { id: 'westpac', name: 'Westpac', supported: true, credentialLabels: labels },
  { id: 'tiny', name: 'Tiny Credit Union', supported: false, credentialLabels: labels },
];
const none = noConnection;
const retrieving = retrievingConnection;

const text = (key: string, params?: (string | number)[]) => (params?.length ? `${key}(${params.join(',')})` : key);
/** A refused call as the app's API client rejects it. */
const refused = (status: number, body: object) => Object.assign(new Error('refused'), { status, body });

function connection(api: Partial<BankConnectionDeps['api']> = {}, clock = { now: Date.parse('2026-11-27T01:00:00Z') }) {
  const calls = { enrolments: [] as Enrolment[], removed: 0 };
  const deps: BankConnectionDeps = {
    api: {
      listBanks: async () => banks,
      connect: async () => retrieving,
      answerTask: async () => retrieving,
      removeEnrolment: async () => ({}) as never,
      getEnrolment: async () => none,
      ...api,
    },
    text,
    locale: 'en-AU',
    onEnrolment: (enrolment) => calls.enrolments.push(enrolment),
    onRemoved: () => calls.removed++,
    now: () => clock.now,
  };
  const model = new BankConnection(deps, none);
  return { model, calls, clock, stop: model.start() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('connecting a bank account', () => {
  it('lets the applicant connect only with a supported bank, both credentials and the consent', async () => {
    const { model } = connection();
    await settle();
    expect(model.getSnapshot().banks).toEqual(banks);
    model.choose('tiny');
    model.type('username', 'jane');
    model.type('password', 'secret');
    model.agree(true);
    expect(model.getSnapshot().canConnect).toBe(false);
    model.choose('westpac');
    expect(model.getSnapshot().canConnect).toBe(true);
    model.type('username', '   ');
    expect(model.getSnapshot().canConnect).toBe(false);
    model.type('username', 'jane');
    model.agree(false);
    expect(model.getSnapshot().canConnect).toBe(false);
  });

  it('sends the trimmed login once, however often it is pressed, reports the enrolment and forgets the password', async () => {
    const connect = vi.fn(async () => retrieving);
    const { model, calls } = connection({ connect });
    await settle();
    model.choose('westpac');
    model.type('username', '  Jane  ');
    model.type('password', 'secret');
    model.agree(true);
    const seen: boolean[] = [];
    model.subscribe(() => seen.push(model.getSnapshot().busy));
    await Promise.all([model.connect(), model.connect()]);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith({ bankId: 'westpac', username: 'Jane', password: 'secret' });
    expect(calls.enrolments).toEqual([retrieving]);
    expect(seen).toContain(true);
    expect(model.getSnapshot()).toMatchObject({ busy: false, password: '', username: '  Jane  ', problem: null });
  });

  it('says when a paused login may try again, waits that login only, and lets it connect once the pause is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const retryAfter = '2026-11-27T01:15:00Z';
    const connect = vi.fn(async () => {
      throw refused(429, { code: 'EBS_ERR_WAIT', retryAfter, retryAfterSeconds: 900 });
    });
    const { model, clock } = connection({ connect, listBanks: async () => banks });
    await vi.advanceTimersByTimeAsync(0);
    model.choose('westpac');
    model.type('username', 'Jane');
    model.type('password', 'secret');
    model.agree(true);
    await model.connect();
    expect(model.getSnapshot().problem).toBe(`bankDataWait bankDataActionWait(${formatTimeOfDay(retryAfter, 'en-AU')})`);

    // The page's poll brings the failure with the bank's time.
    const paused: Enrolment = { ...none, status: 'failed', error: { code: 'EBS_ERR_WAIT', messageKey: 'bankDataWait', action: 'wait', retryAfter } };
    model.showEnrolment(paused);
    model.type('password', 'secret');
    model.type('username', 'JANE ');
    expect(model.getSnapshot()).toMatchObject({ paused: true, canConnect: false, pauseEndsAt: Date.parse(retryAfter) });
    model.type('username', 'someone-else');
    expect(model.getSnapshot()).toMatchObject({ paused: false, canConnect: true });
    model.type('username', 'jane');

    const published = vi.fn();
    model.subscribe(published);
    clock.now = Date.parse(retryAfter) + 1;
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 + 100);
    expect(published).toHaveBeenCalled();
    expect(model.getSnapshot()).toMatchObject({ paused: false, canConnect: true });
  });

  it('shows where another tab moved the connection when the server answers 409', async () => {
    const received: Enrolment = { ...retrieving, status: 'received' };
    const { model, calls } = connection({
      answerTask: async () => {
        throw refused(409, { code: 'EBS_ERR_STATE' });
      },
      getEnrolment: async () => received,
    });
    model.type('answer', ' 123456 ');
    await model.answerTask();
    expect(calls.enrolments).toEqual([received]);
    expect(model.getSnapshot()).toMatchObject({ problem: null, answer: '' });
  });

  it('offers retrying or uploading when the bank-data service fails, and keeps what was typed but the secrets', async () => {
    const { model } = connection({
      connect: async () => {
        throw refused(502, { code: 'EBS_ERR_PROVIDER' });
      },
    });
    await settle();
    model.choose('westpac');
    model.type('username', 'jane');
    model.type('password', 'secret');
    model.agree(true);
    await model.connect();
    expect(model.getSnapshot()).toMatchObject({
      problem: 'bankDataRetrievalProblem bankDataActionRetryOrUpload',
      bankId: 'westpac',
      username: 'jane',
      consent: true,
      password: '',
    });
  });

  it('reports a removed connection, and says so when it could not be removed', async () => {
    let fail = true;
    const { model, calls } = connection({
      removeEnrolment: async () => {
        if (fail) throw refused(500, {});
        return {} as never;
      },
    });
    await model.disconnect();
    expect(model.getSnapshot().problem).toBe('deleteError');
    expect(calls.removed).toBe(0);
    fail = false;
    await model.disconnect();
    expect(calls.removed).toBe(1);
    expect(model.getSnapshot()).toMatchObject({ problem: null, busy: false });
  });

  it('says the banks could not be loaded, and publishes nothing after it is stopped', async () => {
    let answer!: (list: Bank[]) => void;
    const late = connection({ listBanks: () => new Promise<Bank[]>((resolve) => (answer = resolve)) });
    late.stop();
    answer(banks);
    await settle();
    expect(late.model.getSnapshot().banks).toEqual([]);

    const failing = connection({ listBanks: async () => Promise.reject(new Error('offline')) });
    await settle();
    expect(failing.model.getSnapshot().problem).toBe('bankDataRetrievalProblem');
  });
});
