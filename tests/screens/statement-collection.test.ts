/**
 * The statement page's model without a DOM: what it loads, how it follows a retrieval the
 * bank-data service runs in the background, and that an answer about the past (a stopped page, a
 * removed connection, an older load) never overwrites the present.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatementCollection, type StatementCollectionDeps } from '../../src/screens/statement-collect/statement-collection';
import type { DocumentList, Enrolment } from '../../src/screens/statement-collect/statement-services';
import { noConnection, retrievingConnection } from '../support/bank-enrolments';

const none = noConnection;
const retrieving = retrievingConnection;
const received: Enrolment = { ...retrieving, status: 'received', applicationVersion: 4 };

const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const documents = (version: number, covered: string[] = []): DocumentList => ({
  items: [],
  statements: { method: 'connected', coveredMonths: covered, requiredMonths: months, complete: covered.length === 6, statementCount: covered.length },
  isStatementsManuallyUploaded: false,
  applicationVersion: version,
});

const POLL = 1_000;

function page(api: Partial<StatementCollectionDeps['api']> = {}, held = { version: 3 }) {
  const calls = { reloads: 0, enrolmentAsks: 0 };
  const deps: StatementCollectionDeps = {
    api: { listDocuments: async () => documents(held.version), getEnrolment: async () => none, ...api },
    applicationVersion: () => held.version,
    reloadApplication: async () => {
      calls.reloads++;
    },
    pollMs: POLL,
  };
  const model = new StatementCollection(deps, 'connect');
  return { model, calls, held, start: () => model.start() };
}

/** Lets the model's awaited answers arrive (fake timers do not hold microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the statement page', () => {
  it('loads the documents and the connection, and tells a failed load so it can be tried again', async () => {
    let fail = true;
    const { model, start } = page({
      listDocuments: async () => {
        if (fail) throw new Error('offline');
        return documents(3);
      },
    });
    start();
    await settle();
    expect(model.getSnapshot()).toMatchObject({ loadFailed: true, documents: null, enrolment: null, tab: 'connect' });
    fail = false;
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ loadFailed: false, enrolment: none, documents: documents(3) });
  });

  it('follows a retrieval until the service says how it ended, then shows the statements and reloads the application', async () => {
    const answers = [retrieving, retrieving, received];
    let afterReceipt = false;
    let asks = 0;
    const { model, calls, start } = page({
      getEnrolment: async () => {
        asks++;
        return answers.shift() ?? received;
      },
      listDocuments: async () => (afterReceipt ? documents(4, months) : documents(3)),
    });
    start();
    await settle();
    expect(model.getSnapshot().enrolment?.status).toBe('retrieving');
    // Asked again at each interval, not before.
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(answers).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toHaveLength(1);
    expect(model.getSnapshot().enrolment?.status).toBe('retrieving');
    afterReceipt = true;
    await vi.advanceTimersByTimeAsync(POLL);
    await settle();
    expect(model.getSnapshot().enrolment).toEqual(received);
    expect(model.getSnapshot().documents?.statements?.complete).toBe(true);
    expect(calls.reloads).toBe(1);
    // Done: nobody asks any more.
    const asked = asks;
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(asks).toBe(asked);
  });

  it('keeps asking through a failed poll: the retrieval goes on whatever the network does', async () => {
    let asks = 0;
    const { model, start } = page({
      getEnrolment: async () => {
        asks++;
        if (asks === 1) return retrieving;
        if (asks === 2) throw new Error('timeout');
        return received;
      },
    });
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(model.getSnapshot().enrolment?.status).toBe('retrieving');
    await vi.advanceTimersByTimeAsync(POLL);
    await settle();
    expect(model.getSnapshot().enrolment?.status).toBe('received');
  });

  it('stops following when the page is left, and shows no answer that arrives after', async () => {
    let asks = 0;
    const { model, start } = page({
      getEnrolment: async () => {
        asks++;
        return asks === 1 ? retrieving : received;
      },
    });
    const stop = start();
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(asks).toBe(1);
    expect(model.getSnapshot().enrolment?.status).toBe('retrieving');
  });

  it('takes no answer about a connection the applicant removed meanwhile', async () => {
    let resolvePoll: (e: Enrolment) => void = () => {};
    let asks = 0;
    const { model, start } = page({
      getEnrolment: () => {
        asks++;
        if (asks === 1) return Promise.resolve(retrieving);
        if (asks === 2) return new Promise<Enrolment>((resolve) => (resolvePoll = resolve));
        return Promise.resolve(none);
      },
    });
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL);
    // The poll is in flight when the connection is removed.
    model.connectionRemoved();
    await settle();
    const shown: string[] = [];
    model.subscribe(() => shown.push(model.getSnapshot().enrolment?.status ?? 'nothing'));
    resolvePoll(received);
    await settle();
    expect(shown).not.toContain('received');
    expect(model.getSnapshot().enrolment?.status).toBe('none');
  });

  it('shows the latest load, not an older one that answered last', async () => {
    const pending: ((list: DocumentList) => void)[] = [];
    const { model, start } = page({ listDocuments: () => new Promise<DocumentList>((resolve) => pending.push(resolve)) });
    start();
    void model.load();
    await settle();
    pending[1](documents(5, months));
    await settle();
    pending[0](documents(3));
    await settle();
    expect(model.getSnapshot().documents?.applicationVersion).toBe(5);
  });

  it("merges what a manual upload's consent answered and reloads the application only when the server's version is newer", async () => {
    // The server holds version 3 throughout; the app holds 3, then (another tab saved meanwhile) 2.
    const held = { version: 3 };
    const { model, calls, start } = page({ listDocuments: async () => documents(3) }, held);
    start();
    await settle();
    model.statementsChanged({ statements: documents(3).statements, isStatementsManuallyUploaded: true, applicationVersion: 3 });
    expect(model.getSnapshot().documents?.isStatementsManuallyUploaded).toBe(true);
    await settle();
    expect(calls.reloads).toBe(0);
    held.version = 2;
    model.statementsChanged({ statements: documents(3).statements, isStatementsManuallyUploaded: true, applicationVersion: 3 });
    await settle();
    expect(calls.reloads).toBe(1);
  });

  it('follows a retrieval Connect My Account started, and switches tab when asked', async () => {
    // The page opens with nothing connected; the bank then says the retrieval has ended.
    let service = none;
    const asks = vi.fn(async () => service);
    const { model, start } = page({ getEnrolment: asks });
    start();
    await settle();
    expect(asks).toHaveBeenCalledTimes(1);
    model.enrolmentChanged(retrieving);
    service = received;
    await vi.advanceTimersByTimeAsync(POLL);
    await settle();
    expect(asks.mock.calls.length).toBeGreaterThan(1);
    expect(model.getSnapshot().enrolment?.status).toBe('received');
    model.showTab('upload');
    expect(model.getSnapshot().tab).toBe('upload');
  });
});
