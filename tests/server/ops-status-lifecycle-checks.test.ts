/**
 * Staff moves meet the same lifecycle checks as the applicant's calls: a basic-info-only
 * application is not submitted, approved or completed by a bare status move. Staff may override
 * a check with a reason (kept in the staff audit and the application history), never the
 * agreement's terms: no agreement is signed or completed with a blank business name.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';
import { fundingAccount } from './checkout-flow';

const OPS_TOKEN = 'ops-token-for-the-lifecycle-check-tests-0123456789';
const rules = await createJourneyRules(path.resolve('journeys'));

describeEachDatabase('operations: status moves meet the lifecycle checks', (kind) => {
  const server = useTestServer(kind, 'ops_checks', { env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' }, rules });
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    server().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const move = (id: string, payload: object) => inject('POST', `/api/ops/applications/${id}/status`, OPS_TOKEN, payload);
  const stored = (id: string) => server().db.selectFrom('applications').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  const lastEvent = (id: string) =>
    server().db.selectFrom('application_events').select(['type', 'details']).where('application_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('refuses to submit a basic-info-only application, naming the steps to complete; an override with a reason moves it and is kept', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);

    const refused = await move(created.id, { status: 'SUBMITTED', reason: 'Applicant asked by phone' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'APP_ERR_INCOMPLETE', to: 'SUBMITTED', overridable: true });
    expect(refused.json().steps.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['FundingNeeds', 'BusinessInfo', 'StatementCollect']));
    expect(await stored(created.id)).toEqual({ status: 'IN_PROGRESS', version: created.version });
    // An override needs words, as every staff reason does.
    expect((await move(created.id, { status: 'SUBMITTED', override: { reason: '...' } })).statusCode).toBe(400);

    const overridden = await move(created.id, { status: 'SUBMITTED', override: { reason: 'Answers taken on paper at the branch' } });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json()).toMatchObject({ status: 'SUBMITTED', stage: 'ApplicationInReview' });
    expect(await lastEvent(created.id)).toMatchObject({
      type: 'status_changed',
      details: { override: { requirement: 'completeAnswers', code: 'APP_ERR_INCOMPLETE', reason: 'Answers taken on paper at the branch' } },
    });
    const audit = await server().db.selectFrom('staff_actions').select(['actor', 'reason']).where('application_id', '=', created.id).orderBy('id').execute();
    expect(audit).toEqual([{ actor: 'operations token', reason: 'Override: Answers taken on paper at the branch' }]);
    // The console's history shows it with the reason.
    const detail = (await inject('GET', `/api/ops/applications/${created.id}`, OPS_TOKEN)).json();
    expect(JSON.stringify(detail)).toContain('Override: Answers taken on paper at the branch');
  });

  it('an offer status needs its decision, checkout accepted terms; signing and completion need every term of the agreement, override or not', async () => {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    expect((await move(created.id, { status: 'SUBMITTED', override: { reason: 'Answers taken on paper' } })).statusCode).toBe(200);

    const approved = await move(created.id, { status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(409);
    expect(approved.json()).toMatchObject({ code: 'APP_ERR_DECISION_MISSING', unmet: ['decision'], to: 'APPROVED', overridable: true });
    const decided = await inject('POST', `/api/ops/applications/${created.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
    expect(decided.statusCode, decided.body).toBe(200);

    // Staff cannot put it in checkout without the applicant's accepted terms, unless they override.
    const checkout = await move(created.id, { status: 'CHECKOUT_STARTED' });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ code: 'APP_ERR_TERMS_NOT_ACCEPTED', unmet: ['acceptedTerms'], overridable: true });

    const [offer] = (await inject('GET', `/api/apps/${created.id}/offers`, user.token)).json().offers as OfferView[];
    // The terms the customiser starts from, whatever their shape.
    const accepted = await inject('POST', `/api/apps/${created.id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...offer.suggested });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('CHECKOUT_STARTED');

    // Completion with a blank business name and no funding account: refused, even with an override.
    const completed = await move(created.id, { status: 'COMPLETED', override: { reason: 'Funded by the branch by hand' } });
    expect(completed.statusCode, completed.body).toBe(422);
    expect(completed.json()).toMatchObject({
      code: 'APP_ERR_AGREEMENT_INCOMPLETE',
      unmet: ['businessName', 'fundingAccount'],
      to: 'COMPLETED',
      overridable: false,
    });
    expect((await stored(created.id)).status).toBe('CHECKOUT_STARTED');

    // The applicant gives the account; no agreement is drawn up without the borrower's name.
    expect((await inject('PUT', `/api/apps/${created.id}/funding-account`, user.token, fundingAccount)).statusCode).toBe(200);
    const signing = await inject('POST', `/api/apps/${created.id}/workflow/agreementAccepted`, user.token, {});
    expect(signing.statusCode, signing.body).toBe(422);
    expect(signing.json()).toMatchObject({ code: 'APP_ERR_AGREEMENT_INCOMPLETE', unmet: ['businessName'] });
    const agreements = await server().db.selectFrom('documents').select('id').where('application_id', '=', created.id).where('source', '=', 'lender').execute();
    expect(agreements).toEqual([]);
    const waiting = await move(created.id, { status: 'WAITING_FOR_ADDITIONAL_OWNERS', override: { reason: 'Signed on paper' } });
    expect(waiting.json()).toMatchObject({ code: 'APP_ERR_AGREEMENT_INCOMPLETE', unmet: ['businessName'], overridable: false });
    expect((await stored(created.id)).status).toBe('CHECKOUT_STARTED');
  });
});
