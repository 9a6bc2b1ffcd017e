import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankDataErrorCodes, bankDataErrorInfo } from '../../src/server/providers/bank-data/error-codes';
import {
  RETRIEVAL_CODES,
  SANDBOX_GOOD_USER,
  SANDBOX_MFA_CODE,
  SANDBOX_MFA_USER,
  SANDBOX_PASSWORD,
  SIGN_IN_CODES,
} from '../../src/server/providers/bank-data/sandbox/sandbox-bank-data-provider';
import { claimNextJob, enqueueJob, findJob } from '../../src/server/repositories/jobs.repository';
import { findEnrolment } from '../../src/server/repositories/bank-data-enrolments.repository';
import { failEnrolment } from '../../src/server/services/bank-data/bank-data.service';
import { bearer, createApplicationFor, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { acceptManualUpload, useDocumentsServer } from './documents-test-server';

/** Every code of spec 02 section 8 besides the table's own: the sandbox produces each one. */
const SPEC_CODES = [
  '20001',
  '20004',
  '60006',
  '20005',
  '20007',
  '20008',
  '30001',
  '30002',
  '30009',
  '30003',
  '30005',
  '30006',
  '30014',
  '40001',
  '40003',
  '40005',
  '40010',
  '60001',
  'uploadError',
  '30004',
  '30010',
  '30011',
  '50001',
  '32003',
  '32008',
  '40004',
  '60008',
  'unsupportedBank',
  'unsupportedAccount',
  'noResultFound',
];

describeEachDatabase('bank-data API', (kind) => {
  const server = useDocumentsServer(kind, 'bank_data');

  async function applicant(): Promise<{ user: SignedInUser; appId: string }> {
    const user = await signUpAndLogIn(server().app);
    const application = await createApplicationFor(server().app, user.token);
    return { user, appId: application.id };
  }

  const connect = (user: SignedInUser, appId: string, body: Record<string, unknown>) =>
    server().app.inject({
      method: 'POST',
      url: `/api/apps/${appId}/ebs/enroll`,
      headers: bearer(user.token),
      payload: { bankId: 'westpac', password: SANDBOX_PASSWORD, consent: true, ...body },
    });
  const enrolment = async (user: SignedInUser, appId: string) =>
    (await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/ebs/enroll`, headers: bearer(user.token) })).json();
  const documents = async (user: SignedInUser, appId: string) =>
    (await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs`, headers: bearer(user.token) })).json();
  const storedFiles = (appId: string) => readdir(join(server().dataDir, 'documents', 'applications', appId)).catch(() => [] as string[]);

  it('lists Australian banks, one of them not supported, and searches them by name', async () => {
    const { user, appId } = await applicant();
    const all = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/ebs/banks`, headers: bearer(user.token) });
    expect(all.statusCode).toBe(200);
    const names = all.json().items.map((bank: { name: string }) => bank.name);
    expect(names).toEqual(expect.arrayContaining(['Commonwealth Bank', 'Westpac', 'ANZ', 'NAB', 'Judo Bank']));
    expect(all.json().items.find((bank: { id: string }) => bank.id === 'judo').supported).toBe(false);
    const search = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/ebs/banks?q=commonw`, headers: bearer(user.token) });
    expect(search.json().items.map((bank: { id: string }) => bank.id)).toEqual(['cba']);
    expect(await enrolment(user, appId)).toMatchObject({ status: 'none', bank: null, applicationVersion: 1 });
  });

  it('connects the good sandbox user, retrieves 180 days of the business accounts in the background and completes the statements', async () => {
    const { user, appId } = await applicant();
    const connected = await connect(user, appId, { username: SANDBOX_GOOD_USER });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toMatchObject({ status: 'retrieving', bank: { id: 'westpac', name: 'Westpac' }, error: null, applicationVersion: 2 });
    expect(await server().app.jobWorker.drain()).toBe(1);

    const received = await enrolment(user, appId);
    expect(received).toMatchObject({ status: 'received', applicationVersion: 3 });
    expect(received.accounts).toEqual([
      { name: 'Business Transaction Account', bsb: '062-000', accountNumber: '****4321', holder: 'SANDBOX TRADING PTY LTD' },
      { name: 'Business Online Saver', bsb: '062-000', accountNumber: '****8765', holder: 'SANDBOX TRADING PTY LTD' },
    ]);
    const days = (Date.parse(received.coveredTo) - Date.parse(received.coveredFrom)) / 86_400_000 + 1;
    expect(days).toBe(180);

    const list = await documents(user, appId);
    expect(list.items.map((d: { fileName: string; documentType: string; source: string }) => [d.fileName, d.documentType, d.source])).toEqual([
      ['Westpac Business Transaction Account 4321 statement.pdf', 'BANK_STATEMENT', 'bank-data'],
      ['Westpac Business Transaction Account 4321 transactions.csv', 'BANK_TRANSACTIONS', 'bank-data'],
      ['Westpac Business Online Saver 8765 statement.pdf', 'BANK_STATEMENT', 'bank-data'],
      ['Westpac Business Online Saver 8765 transactions.csv', 'BANK_TRANSACTIONS', 'bank-data'],
    ]);
    expect(list.statements).toMatchObject({ method: 'connected', complete: true, statementCount: 2 });
    expect(list.isStatementsManuallyUploaded).toBe(false);

    const pdf = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs/${list.items[0].id}/content`, headers: bearer(user.token) });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await server().app.inject({ method: 'GET', url: `/api/apps/${appId}/docs/${list.items[1].id}/content`, headers: bearer(user.token) });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Date,Description,Debit,Credit,Balance');
    expect(lines.length).toBeGreaterThan(150);
    expect(lines.some((line) => line.includes('BPAY ATO BAS PAYMENT') || line.includes('PAYROLL WAGES'))).toBe(true);

    const application = (await server().app.inject({ method: 'GET', url: `/api/apps/${appId}`, headers: bearer(user.token) })).json();
    expect(application.data._extension.statements).toMatchObject({ method: 'connected', complete: true });
    expect(application.data.consents.ILLION_AGREEMENT).toMatchObject({ type: 'ILLION_AGREEMENT' });
    const events = await server().db.selectFrom('application_events').selectAll().where('application_id', '=', appId).orderBy('id').execute();
    expect(events.at(-1)).toMatchObject({ type: 'statements-updated', user_id: null, version: 3 });

    // Retrieved statements go with the connection only.
    const deleteOne = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/docs/${list.items[0].id}`, headers: bearer(user.token) });
    expect(deleteOne.statusCode).toBe(409);
    const again = await connect(user, appId, { username: SANDBOX_GOOD_USER });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EBS_ERR_ALREADY_ENROLLED');
  });

  it('removes the connection with everything it retrieved (DELETE /ebs/enroll/delete)', async () => {
    const { user, appId } = await applicant();
    await acceptManualUpload(server().app, user.token, appId);
    await connect(user, appId, { username: SANDBOX_GOOD_USER, bankId: 'cba' });
    await server().app.jobWorker.drain();
    expect((await documents(user, appId)).isStatementsManuallyUploaded).toBe(false);
    expect(await storedFiles(appId)).toHaveLength(4);

    const removed = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/ebs/enroll/delete`, headers: bearer(user.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ statements: null, isStatementsManuallyUploaded: true });
    expect(await storedFiles(appId)).toEqual([]);
    expect((await documents(user, appId)).items).toEqual([]);
    expect(await enrolment(user, appId)).toMatchObject({ status: 'none' });
    const twice = await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/ebs/enroll/delete`, headers: bearer(user.token) });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('EBS_ERR_NOT_ENROLLED');
  });

  it('cancels a retrieval still queued when the connection is removed', async () => {
    const { user, appId } = await applicant();
    await connect(user, appId, { username: SANDBOX_GOOD_USER });
    await server().app.inject({ method: 'DELETE', url: `/api/apps/${appId}/ebs/enroll/delete`, headers: bearer(user.token) });
    expect(await server().app.jobWorker.drain()).toBe(0);
    expect((await documents(user, appId)).items).toEqual([]);
  });

  it('asks the multi-factor question for the MFA user, refuses a wrong code and retrieves after the right one', async () => {
    const { user, appId } = await applicant();
    const asked = await connect(user, appId, { username: SANDBOX_MFA_USER });
    expect(asked.json()).toMatchObject({ status: 'task_required', task: { label: 'One-time code', prompt: expect.stringContaining('ending in 678') } });
    const answer = (code: string) =>
      server().app.inject({ method: 'POST', url: `/api/apps/${appId}/ebs/enroll/task`, headers: bearer(user.token), payload: { answer: code } });

    const wrong = await answer('000000');
    expect(wrong.json()).toMatchObject({ status: 'failed', error: { code: '30002', messageKey: 'bankDataWrongCredentials', action: 'retry' } });
    expect((await answer(SANDBOX_MFA_CODE)).statusCode).toBe(409); // no question pending any more

    await connect(user, appId, { username: SANDBOX_MFA_USER });
    const right = await answer(SANDBOX_MFA_CODE);
    expect(right.json()).toMatchObject({ status: 'retrieving', task: null });
    await server().app.jobWorker.drain();
    expect(await enrolment(user, appId)).toMatchObject({ status: 'received' });
  });

  it('maps every provider code of the spec to a message and a next action', () => {
    expect([...bankDataErrorCodes].sort()).toEqual([...SPEC_CODES].sort());
    expect([...SIGN_IN_CODES, ...RETRIEVAL_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(bankDataErrorInfo('20001')).toEqual({ messageKey: 'bankDataWait', action: 'wait' });
    expect(bankDataErrorInfo('40004')).toEqual({ messageKey: 'bankDataSixMonthsUnsupported', action: 'uploadManually' });
  });

  describe('every failure the sandbox produces', () => {
    for (const code of SPEC_CODES.filter((c) => c !== 'unsupportedBank')) {
      it(`error-${code}`, async () => {
        const { user, appId } = await applicant();
        const response = await connect(user, appId, { username: `error-${code}`, password: 'anything' });
        expect(response.statusCode, response.body).toBe(200);
        const atSignIn = (SIGN_IN_CODES as readonly string[]).includes(code);
        if (!atSignIn) {
          expect(response.json().status).toBe('retrieving');
          await server().app.jobWorker.drain();
        }
        const failed = await enrolment(user, appId);
        const info = bankDataErrorInfo(code);
        expect(failed).toMatchObject({ status: 'failed', error: { code, messageKey: info.messageKey, action: info.action } });
        expect((await documents(user, appId)).items).toEqual([]);
        expect(await storedFiles(appId)).toEqual([]);

        if (info.action === 'wait') {
          // The bank asked for 15 minutes: the same login at the same bank is refused until then.
          expect(Date.parse(failed.error.retryAfter) - Date.now()).toBeGreaterThan(14 * 60_000);
          const again = await connect(user, appId, { username: `error-${code}`, password: 'anything' });
          expect(again.statusCode).toBe(429);
          expect(again.json()).toMatchObject({ code: 'EBS_ERR_WAIT', retryAfter: failed.error.retryAfter });
          expect(Number(again.headers['retry-after'])).toBeGreaterThan(14 * 60);
        } else {
          expect(failed.error.retryAfter).toBeNull();
        }
        // Another login is never held up by it.
        const retry = await connect(user, appId, { username: SANDBOX_GOOD_USER });
        expect(retry.statusCode, retry.body).toBe(200);
        expect(retry.json().status).toBe('retrieving');
      });
    }

    it('unsupportedBank: a bank the service cannot reach', async () => {
      const { user, appId } = await applicant();
      const response = await connect(user, appId, { username: SANDBOX_GOOD_USER, bankId: 'judo' });
      expect(response.json()).toMatchObject({
        status: 'failed',
        bank: { id: 'judo', name: 'Judo Bank' },
        error: { code: 'unsupportedBank', messageKey: 'unsupportedBankMessage', action: 'uploadManually' },
      });
      const unknown = await connect(user, appId, { username: SANDBOX_GOOD_USER, bankId: 'no-such-bank' });
      expect(unknown.statusCode).toBe(400);
    });

    it("the bank's pause holds for that bank and login only, in any letter case, whatever is tried in between", async () => {
      const { user, appId } = await applicant();
      const paused = await connect(user, appId, { username: 'error-20004', password: 'anything' });
      expect(paused.json()).toMatchObject({ status: 'failed', error: { code: '20004', action: 'wait' } });
      const retryAfter = paused.json().error.retryAfter;

      expect((await connect(user, appId, { username: ' ERROR-20004 ', password: 'anything' })).statusCode).toBe(429);
      // The same login at another bank is another login: its bank answers for itself.
      const otherBank = await connect(user, appId, { bankId: 'cba', username: 'error-20004', password: 'anything' });
      expect(otherBank.statusCode, otherBank.body).toBe(200);
      expect(otherBank.json()).toMatchObject({ status: 'failed', bank: { id: 'cba' }, error: { code: '20004' } });
      const wrongPassword = await connect(user, appId, { username: SANDBOX_GOOD_USER, password: 'nope' });
      expect(wrongPassword.json().error).toMatchObject({ code: '30001' });
      // Neither attempt ended the first pause.
      const still = await connect(user, appId, { username: 'error-20004', password: 'anything' });
      expect(still.statusCode).toBe(429);
      expect(still.json()).toMatchObject({ code: 'EBS_ERR_WAIT', retryAfter });
      expect((await connect(user, appId, { username: SANDBOX_GOOD_USER })).json().status).toBe('retrieving');
    });

    it('a pause the bank reports while retrieving locks the login that connected', async () => {
      const { user, appId } = await applicant();
      expect((await connect(user, appId, { username: SANDBOX_GOOD_USER })).json().status).toBe('retrieving');
      await server()
        .db.transaction()
        .execute(async (trx) => failEnrolment(trx, (await findEnrolment(trx, appId))!, '60006', new Date()));
      expect((await enrolment(user, appId)).error).toMatchObject({ code: '60006', action: 'wait' });
      const again = await connect(user, appId, { username: SANDBOX_GOOD_USER });
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('EBS_ERR_WAIT');
      expect((await connect(user, appId, { username: SANDBOX_MFA_USER })).json().status).toBe('task_required');
    });

    it('a wrong password for the good user is wrong credentials', async () => {
      const { user, appId } = await applicant();
      const response = await connect(user, appId, { username: SANDBOX_GOOD_USER, password: 'nope' });
      expect(response.json().error).toMatchObject({ code: '30001', messageKey: 'bankDataWrongCredentials' });
    });
  });

  it("answers 404 for another user's application on every bank-data route", async () => {
    const { appId } = await applicant();
    const stranger = await signUpAndLogIn(server().app);
    const routes = [
      { method: 'GET' as const, url: `/api/apps/${appId}/ebs/banks` },
      { method: 'GET' as const, url: `/api/apps/${appId}/ebs/enroll` },
      {
        method: 'POST' as const,
        url: `/api/apps/${appId}/ebs/enroll`,
        payload: { bankId: 'cba', username: SANDBOX_GOOD_USER, password: SANDBOX_PASSWORD, consent: true },
      },
      { method: 'POST' as const, url: `/api/apps/${appId}/ebs/enroll/task`, payload: { answer: '1' } },
      { method: 'DELETE' as const, url: `/api/apps/${appId}/ebs/enroll/delete` },
    ];
    for (const route of routes) {
      const response = await server().app.inject({ ...route, headers: bearer(stranger.token) });
      expect(response.statusCode, route.url).toBe(404);
      expect(response.json().code).toBe('APP_ERR_NOT_FOUND');
    }
  });

  it('needs the bank-data consent to connect', async () => {
    const { user, appId } = await applicant();
    const response = await connect(user, appId, { username: SANDBOX_GOOD_USER, consent: false });
    expect(response.statusCode).toBe(400);
  });

  describe('jobs table', () => {
    it('gives each job to one worker only, and takes a job again when its worker died', async () => {
      const type = `test.job.${kind}`;
      const jobs = await Promise.all([1, 2].map((n) => enqueueJob(server().db, { type, payload: { n } })));
      const [a, b, c] = await Promise.all(
        ['worker-a', 'worker-b', 'worker-c'].map((workerId) => claimNextJob(server().db, { workerId, types: [type], leaseSeconds: 300 })),
      );
      const claimed = [a, b, c]
        .filter((job) => job !== undefined)
        .map((job) => String(job.id))
        .sort();
      expect(claimed).toEqual(jobs.map((job) => String(job.id)).sort());

      // A worker that died holding a job: once its lease has passed, another takes it.
      await server()
        .db.updateTable('jobs')
        .set({ lease_expires_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', jobs[0].id)
        .execute();
      const reclaimed = await claimNextJob(server().db, { workerId: 'worker-d', types: [type], leaseSeconds: 300 });
      expect(String(reclaimed?.id)).toBe(String(jobs[0].id));
      expect(reclaimed).toMatchObject({ locked_by: 'worker-d', attempts: 2 });
      expect((await findJob(server().db, jobs[1].id))?.locked_by).toMatch(/^worker-[abc]$/);
    });
  });
});

describeEachDatabase('bank-data retrieval worker', (kind) => {
  const server = useDocumentsServer(kind, 'bank_data_worker', { jobs: { enabled: true, pollIntervalMs: 50 }, retrievalDelayMs: 300 });

  it('runs inside the server and the page follows it by polling', async () => {
    const { app } = server();
    const user = await signUpAndLogIn(app);
    const application = await createApplicationFor(app, user.token);
    const connected = await app.inject({
      method: 'POST',
      url: `/api/apps/${application.id}/ebs/enroll`,
      headers: bearer(user.token),
      payload: { bankId: 'nab', username: SANDBOX_GOOD_USER, password: SANDBOX_PASSWORD, consent: true },
    });
    expect(connected.json().status).toBe('retrieving');
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const status = (await app.inject({ method: 'GET', url: `/api/apps/${application.id}/ebs/enroll`, headers: bearer(user.token) })).json().status;
      seen.add(status);
      if (status === 'received') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...seen]).toEqual(['retrieving', 'received']);
  });
});
