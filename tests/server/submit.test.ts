import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { uploadSixMonthsOfStatements } from './documents-test-server';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };

describeEachDatabase('submitting an application', (kind) => {
  let server: TestServer;
  const app = () => server.app;

  beforeAll(async () => {
    server = await startTestServer(kind, 'submit', { rules: await createJourneyRules(path.resolve('journeys')) });
    await seedValidationRules({ db: server.db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });
  afterAll(async () => server?.close());

  const submit = (token: string, id: string) => app().inject({ method: 'POST', url: `/api/apps/${id}/workflow/submit`, headers: bearer(token), payload: {} });
  const patch = (token: string, id: string, body: Record<string, unknown>) =>
    app().inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: body });

  /**
   * An application with every step answered, at the review stage. It was first a trust, then the
   * applicant chose company: the trust answers stay stored on a branch no longer taken.
   */
  async function readyToSubmit(token: string) {
    const { acn, ...companyExtension } = completeTlApplication.business._extension;
    const asTrust = {
      ...completeTlApplication,
      business: {
        ...completeTlApplication.business,
        legalEntityType: 'TRUST',
        _extension: {
          ...companyExtension,
          hasAdditionalOwners: false,
          trustName: 'Citizen Family Trust',
          trustAbn: '51824753556',
          trusteeType: 'PARTNERSHIP',
          trusteeName: 'Citizen Partners',
          trusteeAbn: '51824753556',
        },
      },
    };
    const created = await createApplicationFor(app(), token, { createAppData: applicant, patchAppData: asTrust });
    const toCompany = await patch(token, created.id, {
      patch: [
        { op: 'replace', path: '/business/legalEntityType', value: 'COMPANY' },
        { op: 'add', path: '/business/_extension/acn', value: acn },
      ],
      version: created.version,
    });
    expect(toCompany.statusCode, toCompany.body).toBe(200);
    await uploadSixMonthsOfStatements(app(), token, created.id);
    const current = await app().inject({ method: 'GET', url: `/api/apps/${created.id}`, headers: bearer(token) });
    const moved = await patch(token, created.id, { stage: 'ReviewAndSubmit', patch: [], version: current.json().version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().stage).toBe('ReviewAndSubmit');
    expect(moved.json().data.business._extension.trustName).toBe('Citizen Family Trust');
    return moved.json() as { id: string; version: number };
  }

  it('validates the whole application and names the steps to fix', async () => {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: { owners: [{ primaryPhone: '0412345678' }] } });
    const response = await submit(user.token, created.id);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('APP_ERR_INCOMPLETE');
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual([
      'BasicInfo',
      'FundingNeeds',
      'BusinessInfo',
      'MoreBusinessInfo',
      'PersonalInfo',
      'StatementCollect',
      'AdditionalOwners',
    ]);
    expect(body.steps[1]).toEqual({ id: 'FundingNeeds', title: 'Your funding needs', route: 'application/funding_needs' });
    expect(body.errors).toContainEqual({ path: '/fundingNeeds/desiredLoanAmount', key: 'blank', message: 'This information is required, please provide.' });
  });

  it('applies the rule records: an owner share that breaks them refuses the submission', async () => {
    const user = await signUpAndLogIn(app());
    const ready = await readyToSubmit(user.token);
    // The primary owner's share drops under 50% without anyone added.
    const lowered = await patch(user.token, ready.id, { patch: [{ op: 'replace', path: '/owners/0/percentOwnership', value: '40' }], version: ready.version });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const response = await submit(user.token, ready.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: '/business/_extension/hasAdditionalOwners', key: 'totalOwnershipMin' }));
    expect(response.json().steps.map((s: { id: string }) => s.id)).toEqual(['AdditionalOwners']);
  });

  it('submits once: SUBMITTED, in review, submitted_at, answers off the path left out; a retry answers the same', async () => {
    const user = await signUpAndLogIn(app());
    const ready = await readyToSubmit(user.token);
    const [first, second] = await Promise.all([submit(user.token, ready.id), submit(user.token, ready.id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const submitted = first.json();
    expect(submitted).toMatchObject({ status: 'SUBMITTED', stage: 'ApplicationInReview', version: ready.version + 1 });
    expect(second.json().version).toBe(submitted.version);
    expect(Date.parse(submitted.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(submitted.data.business._extension.trustName).toBeUndefined();
    expect(submitted.data.business._extension.trusteeName).toBeUndefined();
    expect(submitted.data.business._extension.acn).toBe('004085616');
    expect(submitted.data.business.legalBusinessName).toBe('Citizen Bakery Pty Ltd');

    const events = await server.db.selectFrom('application_events').select(['type']).where('application_id', '=', ready.id).execute();
    expect(events.filter((e) => e.type === 'submitted')).toHaveLength(1);

    const again = await submit(user.token, ready.id);
    expect(again.json().version).toBe(submitted.version);
    const edit = await patch(user.token, ready.id, { patch: [{ op: 'replace', path: '/hearAboutUs', value: 'TV' }], version: submitted.version });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors[0].key).toBe('applicationLocked');
  });

  it("another user's application cannot be submitted: 404", async () => {
    const owner = await signUpAndLogIn(app());
    const other = await signUpAndLogIn(app());
    const ready = await readyToSubmit(owner.token);
    expect((await submit(other.token, ready.id)).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: `/api/apps/${ready.id}/workflow/submit`, payload: {} })).statusCode).toBe(401);
  });
});

describeEachDatabase('one application at a time, whatever the product', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'reapply', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  it('refuses a second application while one is in progress, whatever the browser does', async () => {
    const user = await signUpAndLogIn(server.app);
    await createApplicationFor(server.app, user.token, { createAppData: applicant });
    const second = await server.app.inject({ method: 'POST', url: '/api/apps', headers: bearer(user.token), payload: { createAppData: applicant } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'APP_ERR_NOT_ELIGIBLE', reason: 'IN_PROGRESS' });
  });

  it('counts an application of another product, as the public re-application check does', async () => {
    const user = await signUpAndLogIn(server.app);
    await createApplicationFor(server.app, user.token, { createAppData: applicant });
    const other = { ...applicant, product: 'renewal-tl' };
    const refused = await server.app.inject({ method: 'POST', url: '/api/apps', headers: bearer(user.token), payload: { createAppData: other } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APP_ERR_NOT_ELIGIBLE', reason: 'IN_PROGRESS' });
  });
});
