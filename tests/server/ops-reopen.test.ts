/** Operations re-open an ended application where its journey's lifecycle allows, and only where it can stand. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { findNotification } from '../../src/server/repositories/notifications.repository';
import { STATUS_NOTICE_SUBJECT } from '../../src/server/services/notifications/status-notice';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer, type TestServer } from '../support/test-server';

const OPS_TOKEN = 'ops-token-for-the-reopen-tests-0123456789';
const rules = await createJourneyRules(path.resolve('journeys'));

function setStatus(server: TestServer, id: string, payload: object) {
  return server.app.inject({
    method: 'POST',
    url: `/api/ops/applications/${id}/status`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload,
  });
}

describeEachDatabase('operations: re-opening an application', (kind) => {
  const server = useTestServer(kind, 'ops_reopen', { env: { OPS_TOKEN }, rules });

  it('re-opens an ended application where the lifecycle allows: an unsubmitted one for changes, a submitted one for review', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    const withdrawn = await setStatus(server(), created.id, { status: 'OPS_WITHDRAWN', reason: 'asked by phone' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const forReview = await setStatus(server(), created.id, { status: 'SUBMITTED' });
    expect(forReview.statusCode).toBe(409);
    expect(forReview.json().message).toBe('An application that was never submitted cannot be re-opened after submission.');
    const reopened = await setStatus(server(), created.id, { status: 'IN_PROGRESS', reason: 'withdrawn by mistake' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'IN_PROGRESS', stage: 'BasicInfo' });
    const events = await server()
      .db.selectFrom('application_events')
      .select(['type', 'stage_to'])
      .where('application_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({ type: 'reopened', stage_to: 'BasicInfo' });
    // The applicant is told, in place of the withdrawal's notice, and mailed.
    const notice = await findNotification(server().db, created.id, STATUS_NOTICE_SUBJECT);
    expect(notice?.message).toEqual({
      text: 'Good news: we have re-opened your application. Sign in to see where it stands and what comes next.',
      additionalInfo: { status: 'IN_PROGRESS', title: 'Application re-opened' },
    });

    // Declined after submission: back to review, never to changes; a status not in `reopen` stays refused.
    // (Its answers are only the basic ones: staff submit it with an override.)
    expect((await setStatus(server(), created.id, { status: 'SUBMITTED', override: { reason: 'answers taken on paper' } })).statusCode).toBe(200);
    await server().db.updateTable('applications').set({ submitted_at: new Date() }).where('id', '=', created.id).execute();
    expect((await setStatus(server(), created.id, { status: 'OPS_WITHDRAWN' })).statusCode).toBe(200);
    const toChanges = await setStatus(server(), created.id, { status: 'IN_PROGRESS' });
    expect(toChanges.statusCode).toBe(409);
    expect(toChanges.json().message).toBe('A submitted application is re-opened for review, not for changes.');
    expect((await setStatus(server(), created.id, { status: 'SUBMITTED' })).statusCode).toBe(200);
    expect((await setStatus(server(), created.id, { status: 'INELIGIBLE' })).statusCode).toBe(200);
    expect((await setStatus(server(), created.id, { status: 'SUBMITTED' })).statusCode).toBe(409);
    await server().db.updateTable('applications').set({ status: 'DECLINED', stage: 'EmailDeclined' }).where('id', '=', created.id).execute();
    const review = await setStatus(server(), created.id, { status: 'SUBMITTED', reason: 'appeal upheld' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ status: 'SUBMITTED', stage: 'ApplicationInReview' });
  });

  it('does not re-open an application past its validity or its retention, nor one the applicant has since replaced', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    expect((await setStatus(server(), created.id, { status: 'CUSTOMER_WITHDRAWN' })).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await server().db.updateTable('applications').set({ created_at: longAgo }).where('id', '=', created.id).execute();
    const lapsed = await setStatus(server(), created.id, { status: 'IN_PROGRESS' });
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().message).toBe('The application is past its validity and cannot be re-opened for changes.');

    const newer = await createApplicationFor(server().app, user.token);
    expect(newer.id).not.toBe(created.id);
    await server().db.updateTable('applications').set({ submitted_at: longAgo }).where('id', '=', created.id).execute();
    const replaced = await setStatus(server(), created.id, { status: 'SUBMITTED' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe('The applicant has started a newer application; it is the one to carry on with.');
    const stored = await server().db.selectFrom('applications').select(['status']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('CUSTOMER_WITHDRAWN');

    // Past retention its answers are gone: nothing to review.
    await server().db.updateTable('applications').set({ deidentified_at: new Date() }).where('id', '=', newer.id).execute();
    await server().db.updateTable('applications').set({ status: 'OPS_WITHDRAWN', stage: 'Withdrawn' }).where('id', '=', newer.id).execute();
    const removed = await setStatus(server(), newer.id, { status: 'IN_PROGRESS' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('The application is past its retention: its answers were removed, so it cannot be re-opened.');
  });
});
