/**
 * The time rules with a controlled clock, on PGlite and PostgreSQL: an application still in its
 * initial status past the journey's 30 days is expired by the first read (get, list) or by the
 * sweep; a change or a submission of a lapsed one is refused; a submitted one never lapses; the
 * sweep run twice at once moves each application exactly once. And the applicant's withdrawal.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { expireLapsedApplications } from '../../src/server/services/time-rules/application-validity';
import { expireLapsedOffers } from '../../src/server/services/time-rules/offer-expiry';
import { remindExpiringOffers } from '../../src/server/services/time-rules/offer-reminder';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const DAY = 86_400_000;

describeEachDatabase('time rules', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'time-rules', { rules: await createJourneyRules('journeys'), jobs: { enabled: false } });
  }, 120_000);
  afterAll(() => server?.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const rules = () => server.app.applicationRules;

  /** An application of a new applicant, created `daysAgo` days ago. */
  async function aged(daysAgo: number, status?: string) {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    await server.db
      .updateTable('applications')
      .set({ created_at: new Date(Date.now() - daysAgo * DAY), ...(status ? { status } : {}) })
      .where('id', '=', created.id)
      .execute();
    return { user, id: created.id, version: created.version, stage: created.stage };
  }
  const events = async (id: string, type: string) =>
    (await server.db.selectFrom('application_events').select('type').where('application_id', '=', id).where('type', '=', type).execute()).length;

  it('expires an unsubmitted application on the first read after 30 days, once, and not a day before', async () => {
    const young = await aged(29);
    expect((await inject('GET', `/api/apps/${young.id}`, young.user.token)).json().status).toBe('IN_PROGRESS');

    const old = await aged(31);
    const read = (await inject('GET', `/api/apps/${old.id}`, old.user.token)).json();
    expect(read).toMatchObject({ status: 'EXPIRED', stage: 'ApplicationExpired' });
    expect((await inject('GET', `/api/apps/${old.id}`, old.user.token)).json().status).toBe('EXPIRED');
    expect(await events(old.id, 'expired')).toBe(1);

    // The applicant is told: the status notification, and its e-mail once the job queue runs.
    const [notice] = (await inject('POST', `/api/apps/${old.id}/workflow/getNotifications`, old.user.token, {})).json().notifications;
    expect(notice).toMatchObject({ subject: 'APPLICATION_STATUS', message: { additionalInfo: { status: 'EXPIRED' } } });
    await server.app.jobWorker.drain();
    const [mail] = await server.outbox(old.user.email);
    expect(mail.subject).toBe('Harbour Business Finance: Expired');
    expect(mail.text).toContain('Your application was not submitted within 30 days, so it has expired.');

    const listed = await aged(40);
    const items = (await inject('GET', '/api/apps?filter=all', listed.user.token)).json().items;
    expect(items).toEqual([expect.objectContaining({ id: listed.id, status: 'EXPIRED' })]);
  });

  it('refuses to change or submit a lapsed application before anything has moved it', async () => {
    const old = await aged(31);
    const patch = await inject('PATCH', `/api/apps/${old.id}`, old.user.token, {
      stage: old.stage,
      version: old.version,
      patch: [{ op: 'add', path: '/hearAboutUs', value: 'WORD_OF_MOUTH' }],
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().code).toBe('APP_ERR_LOCKED');
    expect((await inject('POST', `/api/apps/${old.id}/workflow/submit`, old.user.token, {})).json().code).toBe('APP_ERR_NOT_SUBMITTABLE');
    expect((await inject('POST', `/api/apps/${old.id}/workflow/withdraw`, old.user.token, {})).json().code).toBe('APP_ERR_NOT_WITHDRAWABLE');
    expect((await inject('GET', `/api/apps/${old.id}`, old.user.token)).json().status).toBe('EXPIRED');
  });

  it('never lapses an application once it is submitted', async () => {
    const submitted = await aged(45, 'SUBMITTED');
    expect((await inject('GET', `/api/apps/${submitted.id}`, submitted.user.token)).json().status).toBe('SUBMITTED');
  });

  it('sweeps lapsed applications nobody reads; two sweeps at once move each exactly once', async () => {
    const lapsed = await Promise.all(Array.from({ length: 6 }, () => aged(35)));
    const fresh = await aged(3);
    const deps = { db: server.db, rules: rules() };
    const now = new Date();
    const moved = await Promise.all([expireLapsedApplications(deps, now, 4), expireLapsedApplications(deps, now, 4), expireLapsedApplications(deps, now, 4)]);
    const remaining = await expireLapsedApplications(deps, now);
    expect(moved.reduce((a, b) => a + b, 0) + remaining).toBeGreaterThanOrEqual(lapsed.length);
    for (const { id } of lapsed) {
      const row = await server.db.selectFrom('applications').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('EXPIRED');
      expect(await events(id, 'expired')).toBe(1);
    }
    const untouched = await server.db.selectFrom('applications').select('status').where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(untouched.status).toBe('IN_PROGRESS');
    // A clock 30 days on finds the fresh one lapsed too.
    expect(await expireLapsedApplications(deps, new Date(now.getTime() + 30 * DAY))).toBeGreaterThanOrEqual(1);
  });
});

describeEachDatabase('offer reminders', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'offer-reminders', { rules: await createJourneyRules('journeys'), jobs: { enabled: false } });
  }, 120_000);
  afterAll(() => server?.close());

  /** An approved application whose offer lapses `inDays` from now. */
  async function offered(inDays: number, accepted = false) {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    await server.db.updateTable('applications').set({ status: 'APPROVED', stage: 'OfferAccepted' }).where('id', '=', created.id).execute();
    await server.db
      .insertInto('decisions')
      .values({
        application_id: created.id,
        outcome: 'APPROVED',
        approved_max_amount: 50_000,
        tier: 'A',
        documents: '[]',
        declined_reasons: '[]',
        decided_by: 'operations',
        rule_id: null,
        expires_at: new Date(Date.now() + inDays * DAY),
        accepted_terms: accepted ? JSON.stringify({ loanAmount: 50_000 }) : null,
        accepted_at: accepted ? new Date() : null,
      })
      .execute();
    return { user, id: created.id };
  }
  const notices = (id: string) =>
    server.db.selectFrom('notifications').selectAll().where('application_id', '=', id).where('subject', '=', 'OFFER_EXPIRING').execute();

  it('tells the applicant once, two days before the offer lapses, and not an accepted or a distant offer', async () => {
    const soon = await offered(1.5);
    const later = await offered(5);
    const taken = await offered(1, true);
    const deps = { db: server.db, rules: server.app.applicationRules };
    const now = new Date();
    await Promise.all([remindExpiringOffers(deps, now), remindExpiringOffers(deps, now)]);
    await remindExpiringOffers(deps, now);
    expect(await notices(soon.id)).toHaveLength(1);
    expect((await notices(soon.id))[0].message.text).toMatch(/^Your loan offer ends on .+\. Sign in to accept it before then\.$/);
    expect(await notices(later.id)).toEqual([]);
    expect(await notices(taken.id)).toEqual([]);
    await server.app.jobWorker.drain();
    expect((await server.outbox(soon.user.email)).map((m) => m.subject)).toEqual(['Harbour Business Finance: Your offer ends soon']);
    // Three days on, the distant one is due.
    await remindExpiringOffers(deps, new Date(now.getTime() + 3.5 * DAY));
    expect(await notices(later.id)).toHaveLength(1);
  });

  it('sweeps lapsed offers nobody reads to OFFER_EXPIRED, each with its one event; not an accepted or a live one', async () => {
    const lapsed = await Promise.all([offered(-1), offered(-2), offered(-0.5)]);
    const taken = await offered(-1, true);
    const live = await offered(2);
    const deps = { db: server.db, rules: server.app.applicationRules };
    const now = new Date();
    // Two instances' sweeps at once, then one more: each offer moved exactly once.
    await Promise.all([expireLapsedOffers(deps, now, 2), expireLapsedOffers(deps, now, 2)]);
    await expireLapsedOffers(deps, now);
    const state = async (id: string) => {
      const row = await server.db.selectFrom('applications').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      const events = await server.db
        .selectFrom('application_events')
        .select(['type', 'version'])
        .where('application_id', '=', id)
        .where('type', '=', 'offer_expired')
        .execute();
      return { status: row.status, events: events.map((event) => event.version), version: row.version };
    };
    for (const { id } of lapsed) {
      const { status, events, version } = await state(id);
      expect({ status, events }).toEqual({ status: 'OFFER_EXPIRED', events: [version] });
    }
    expect((await state(taken.id)).status).toBe('APPROVED');
    expect((await state(live.id)).status).toBe('APPROVED');
    // The applicant's next read finds it ended, and moves nothing again.
    const read = await server.app.inject({ method: 'GET', url: `/api/apps/${lapsed[0].id}/offers`, headers: bearer(lapsed[0].user.token) });
    expect(read.json().offers).toEqual([]);
    expect((await state(lapsed[0].id)).events).toHaveLength(1);
  });

  /** An application in `status` with `decisions` (oldest first), each lapsing `inDays` from now, none accepted. */
  async function decided(status: string, decisions: { outcome: 'APPROVED' | 'CONDITIONAL'; inDays: number; daysAgo: number }[]) {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    await server.db
      .updateTable('applications')
      .set({ status, stage: 'OfferAccepted', updated_at: new Date(Date.now() - 30 * DAY) })
      .where('id', '=', created.id)
      .execute();
    for (const d of decisions) {
      await server.db
        .insertInto('decisions')
        .values({
          application_id: created.id,
          outcome: d.outcome,
          approved_max_amount: 50_000,
          tier: 'A',
          documents: '[]',
          declined_reasons: '[]',
          decided_by: 'operations',
          rule_id: null,
          expires_at: new Date(Date.now() + d.inDays * DAY),
          created_at: new Date(Date.now() - d.daysAgo * DAY),
        })
        .execute();
    }
    return created.id;
  }
  const statusOf = async (id: string) => (await server.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('expires a lapsed conditional approval too, and is never held up by approvals whose earlier conditional decision lapsed', async () => {
    // Conditional approvals later approved by staff: an old lapsed decision, a live latest one.
    const approvedLater = await Promise.all(
      [1, 2, 3].map(() =>
        decided('APPROVED', [
          { outcome: 'CONDITIONAL', inDays: -5, daysAgo: 20 },
          { outcome: 'APPROVED', inDays: 10, daysAgo: 1 },
        ]),
      ),
    );
    const lapsedOffer = await offered(-1);
    const lapsedConditional = await decided('CONDITIONAL', [{ outcome: 'CONDITIONAL', inDays: -1, daysAgo: 14 }]);
    const deps = { db: server.db, rules: server.app.applicationRules };
    // One a sweep: those ahead in the queue must not be picked again and again.
    for (let i = 0; i < 3; i++) await expireLapsedOffers(deps, new Date(), 1);
    expect(await statusOf(lapsedOffer.id)).toBe('OFFER_EXPIRED');
    expect(await statusOf(lapsedConditional)).toBe('OFFER_EXPIRED');
    for (const id of approvedLater) expect(await statusOf(id)).toBe('APPROVED');
  });
});

describeEachDatabase('withdrawal', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'withdrawal', { rules: await createJourneyRules('journeys'), jobs: { enabled: false } });
  }, 120_000);
  afterAll(() => server?.close());
  const withdraw = (id: string, token: string) =>
    server.app.inject({ method: 'POST', url: `/api/apps/${id}/workflow/withdraw`, headers: bearer(token), payload: {} });

  it('moves the application to CUSTOMER_WITHDRAWN once, and only for its applicant', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    const stranger = await signUpAndLogIn(server.app);
    expect((await withdraw(created.id, stranger.token)).statusCode).toBe(404);
    const answers = await Promise.all([withdraw(created.id, user.token), withdraw(created.id, user.token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toMatchObject({ status: 'CUSTOMER_WITHDRAWN', stage: 'Withdrawn' });
    const moves = await server.db
      .selectFrom('application_events')
      .select('type')
      .where('application_id', '=', created.id)
      .where('type', '=', 'customer_withdrew')
      .execute();
    expect(moves).toHaveLength(1);
    expect((await withdraw(created.id, '')).statusCode).toBe(401);
    await server.app.jobWorker.drain();
    const mails = await server.outbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Harbour Business Finance: Withdrawn']);
  });

  it('is refused once the applicant has signed (the lifecycle allows it no more)', async () => {
    const user = await signUpAndLogIn(server.app);
    const created = await createApplicationFor(server.app, user.token);
    await server.db
      .updateTable('applications')
      .set({ status: 'WAITING_FOR_ADDITIONAL_OWNERS', stage: 'WaitingForAdditionalOwners' })
      .where('id', '=', created.id)
      .execute();
    const refused = await withdraw(created.id, user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('APP_ERR_NOT_WITHDRAWABLE');
  });
});
