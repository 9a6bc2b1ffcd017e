/**
 * What the portal depends on goes away for a while and comes back, under one running portal (no
 * restart): PostgreSQL (the test's own cluster) while 50 applicants work, the S3-compatible store,
 * the SMTP server, the business register and the address provider. During an outage the answers are 503 with Retry-After where the action needs
 * the missing service (never another 5xx), readiness says not ready; background work is retried
 * with back-off; afterwards everything acknowledged is there and the work is done, once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/create-db';
import type { Database } from '../../src/server/db/database';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';
import { Applicant, expectStatus, send } from './support/applicant';
import { figures } from './support/figures';
import { Ledger } from './support/ledger';
import { lookupCounterparts, type LookupCounterparts } from './support/lookup-counterparts';
import { restartableS3, restartableSmtp, type RestartableS3, type RestartableSmtp } from './support/outage-servers';
import { untilServed, type Unavailability } from './support/patience';
import { portalChild, type PortalChild } from './support/portal-child';
import { supportingDocument, uploadWhole } from './support/upload';

const APPLICANTS = 50;
const OUTAGE_MS = 4_000;

describe('outages of what the portal depends on', () => {
  let folder: string;
  let cluster: ThrowawayCluster;
  let s3: RestartableS3;
  let smtp: RestartableSmtp;
  let lookups: LookupCounterparts;
  let portal: PortalChild;
  let db: Kysely<Database>;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lj-fault-outages-'));
    [cluster, s3, smtp, lookups] = await Promise.all([startThrowawayCluster(), restartableS3(), restartableSmtp(), lookupCounterparts()]);
    portal = await portalChild({
      DATA_DIR: join(folder, 'data'),
      DATABASE_URL: cluster.url,
      ...s3.env,
      SMTP_URL: smtp.url,
      ...lookups.env,
      JOB_CONCURRENCY: '5',
    });
    await portal.start();
    db = await createDb({ kind: 'postgres', url: cluster.url, maxConnections: 2 });
  });
  afterAll(async () => {
    // Back, in case a case stopped halfway, so the portal closes cleanly.
    await cluster?.start().catch(() => undefined);
    await s3?.start();
    await portal?.stop();
    await db?.destroy();
    await Promise.all([cluster?.dispose(), s3?.dispose(), smtp?.stop(), lookups?.stop()]);
    await rm(folder, { recursive: true, force: true });
    figures.flush();
  });

  const readiness = async () => {
    const answer = await send(`${portal.url}/health/ready`);
    return { status: answer.status, retryAfter: answer.headers.get('retry-after'), failed: answer.json<{ failed?: string[] }>().failed ?? [] };
  };
  /** Milliseconds until readiness answers 200 again. */
  const readyAgain = async () => {
    const from = performance.now();
    await expect.poll(async () => (await readiness()).status, { timeout: 60_000, interval: 100 }).toBe(200);
    return performance.now() - from;
  };

  it('PostgreSQL restarted while 50 applicants work: 503 with Retry-After, the pool reconnects, nothing acknowledged is lost', async () => {
    const ledger = new Ledger();
    const seen: Unavailability = { answers: 0, withoutRetryAfter: 0 };
    let outageOver = false;

    const work = async (n: number) => {
      await delay(n * 40);
      const one = new Applicant(() => portal.url);
      const signedUp = await untilServed(() => one.trySignUp(), seen);
      // A sign-up committed as the database stopped may have been answered 503: its retry finds the e-mail taken.
      if (signedUp.status !== 201) expect(signedUp.status, signedUp.text).toBe(400);
      expectStatus(await untilServed(() => one.tryLogIn(), seen), 200, 'sign-in');
      expectStatus(await untilServed(() => one.tryCreate(), seen), 201, 'create');
      ledger.acknowledged(`application ${n}`, async () => (await one.tryRead()).status === 200);
      const stages = ['FundingNeeds', 'BusinessInfo', 'MoreBusinessInfo', 'PersonalInfo'];
      for (let step = 1; step <= 8 || !outageOver; step++) {
        const amount = 100_000 + step * 1_000;
        const stage = step % 2 === 0 ? stages[(step / 2 - 1) % stages.length] : undefined;
        let answer = await untilServed(() => one.patch([{ op: 'replace', path: '/fundingNeeds/desiredLoanAmount', value: amount }], stage), seen);
        if (answer.status === 409) {
          // The change may have been committed as the database stopped, its answer a 503: read, send once more.
          await untilServed(() => one.tryRead(), seen);
          answer = await untilServed(() => one.patch([{ op: 'replace', path: '/fundingNeeds/desiredLoanAmount', value: amount }], stage), seen);
        }
        expectStatus(answer, 200, `change ${step} of applicant ${n}`);
        ledger.acknowledged(`change ${step} of applicant ${n}`, async () => {
          await one.read();
          return (one.application.data.fundingNeeds as { desiredLoanAmount: number }).desiredLoanAmount >= amount;
        });
        if (step > 40) break;
      }
    };
    const applicants = Promise.all(Array.from({ length: APPLICANTS }, (_, n) => work(n)));

    await delay(2_500);
    await cluster.stop();
    figures.fault();
    await expect.poll(readiness, { timeout: 10_000, interval: 100 }).toMatchObject({ status: 503, retryAfter: '5', failed: ['database'] });
    await delay(OUTAGE_MS);
    await cluster.start();
    figures.recovered('PostgreSQL restarted: ready again', await readyAgain());
    outageOver = true;
    await applicants;

    expect(seen.answers).toBeGreaterThan(0);
    expect(seen.withoutRetryAfter).toBe(0);
    expect(await ledger.check()).toEqual([]);
  });

  it('the document store unreachable: uploads answered 503, statement retrieval retried, both done once it is back', async () => {
    const one = new Applicant(() => portal.url);
    await one.signUp();
    await one.create();
    await s3.stop();
    figures.fault();
    await expect.poll(async () => (await readiness()).failed, { timeout: 15_000, interval: 200 }).toContain('documents');

    const refused = await uploadWhole(one, supportingDocument('during the outage'));
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.json<{ message: string }>().message).toMatch(/try again/i);
    // The bank's statements are stored by a job: it fails while the store is away and is tried again.
    const enrol = await send(one.app('/ebs/enroll'), {
      method: 'POST',
      token: one.token,
      json: { bankId: 'cba', username: 'good-user', password: 'good-password', consent: true },
    });
    expectStatus(enrol, 200, 'bank connection');
    const retrieval = () =>
      db.selectFrom('jobs').select(['status', 'last_error']).where('type', '=', 'bank-data.retrieve-statements').orderBy('id', 'desc').executeTakeFirst();
    // Failed once and waiting for its next attempt after the back-off, not failed for good. Read as one row:
    // a retry may already be running at the moment the error is first seen.
    await expect
      .poll(
        async () => {
          const job = await retrieval();
          return job?.last_error != null && job.status === 'queued';
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);

    await s3.start();
    const back = performance.now();
    await readyAgain();
    const content = supportingDocument('after the outage');
    const uploaded = await uploadWhole(one, content);
    expectStatus(uploaded, 201, 'the upload once the store is back');
    await expect
      .poll(async () => (await send(one.app('/ebs/enroll'), { token: one.token })).json<{ status: string }>().status, { timeout: 60_000, interval: 250 })
      .toBe('received');
    figures.recovered('document store back: statements in', performance.now() - back);
    const id = uploaded.json<{ document: { id: string } }>().document.id;
    const read = await send(one.app(`/docs/${id}/content`), { token: one.token });
    figures.checked(1, read.text === content ? 0 : 1);
    expect(read.text).toBe(content);
  });

  it('the SMTP server unreachable: the reset link is queued, its mail retried with back-off and delivered once when the server is back', async () => {
    const one = new Applicant(() => portal.url);
    await one.signUp();
    await smtp.stop();
    figures.fault();
    const reset = await send(`${portal.url}/api/public/password-reset`, { method: 'POST', json: { email: one.email } });
    expect(reset.status).toBe(202);
    const mailJob = () =>
      db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).where('type', '=', 'send-mail').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Retried at least once and waiting for the next attempt, not failed for good. Read as one row: the attempt
    // count rises when an attempt starts, so the job is 'running' for a moment after each rise.
    await expect
      .poll(
        async () => {
          const job = await mailJob();
          return job.attempts > 1 && job.status === 'queued';
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);

    await smtp.start();
    const back = performance.now();
    const mailsTo = () => smtp.received.filter((recipients) => recipients.includes(one.email)).length;
    await expect.poll(mailsTo, { timeout: 60_000, interval: 250 }).toBe(1);
    figures.recovered('SMTP back: the mail delivered', performance.now() - back);
    expect((await mailJob()).status).toBe('done');
    await delay(1_000);
    figures.duplicated(mailsTo() - 1);
    expect(mailsTo()).toBe(1);
  });

  it("the business register and the address provider unreachable: lookups answered 503 with the words to go on by hand, the applicant's work kept, lookups back without a restart", async () => {
    const one = new Applicant(() => portal.url);
    await one.signUp();
    await one.create();
    const searchRegister = () => send(`${portal.url}/api/business-register/search?q=${lookups.abn}`, { token: one.token });
    const suggestAddress = () => send(`${portal.url}/api/address/suggest?q=${encodeURIComponent('12 George St')}&ownerId=business`, { token: one.token });
    await lookups.stop();
    figures.fault();

    const register = await searchRegister();
    expect(register.status, register.text).toBe(503);
    expect(register.headers.get('retry-after')).toBe('5');
    // The register's own words for nothing found, which send the applicant on by hand.
    expect(register.json()).toMatchObject({ code: 'REGISTER_ERR_UNAVAILABLE', message: expect.stringMatching(/enter the details yourself/) });
    const address = await suggestAddress();
    expect(address.status, address.text).toBe(503);
    expect(address.headers.get('retry-after')).toBe('5');
    expect(address.json()).toMatchObject({ code: 'ADDRESS_ERR_UNAVAILABLE', message: expect.stringMatching(/enter the address in the fields below/) });
    // Neither is the portal's own: it stays ready, and the applicant's answers typed by hand are saved.
    expect((await readiness()).status).toBe(200);
    const typed = 123_000;
    expectStatus(await one.patch([{ op: 'replace', path: '/fundingNeeds/desiredLoanAmount', value: typed }]), 200, 'a change while the lookups are away');

    await lookups.start();
    const back = performance.now();
    await expect.poll(async () => (await searchRegister()).status, { timeout: 30_000, interval: 250 }).toBe(200);
    await expect.poll(async () => (await suggestAddress()).status, { timeout: 30_000, interval: 250 }).toBe(200);
    figures.recovered('register and address service back: lookups answered', performance.now() - back);
    expect((await suggestAddress()).json<{ suggestions: unknown[] }>().suggestions.length).toBeGreaterThan(0);
    expect(lookups.asked).toEqual(expect.arrayContaining(['ABR SearchByABNv202001', 'Google /google/v1/places:autocomplete']));

    await one.read();
    const kept = (one.application.data.fundingNeeds as { desiredLoanAmount: number }).desiredLoanAmount;
    figures.checked(1, kept === typed ? 0 : 1);
    expect(kept).toBe(typed);
  });
});
