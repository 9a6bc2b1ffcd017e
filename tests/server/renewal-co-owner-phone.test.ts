/**
 * Spec 02 section 5 lists a co-owner's primaryPhone among the renewal's checks "only if present":
 * through the API with the repository's journeys (the renewal product renewal-tl and its rule
 * records), on PGlite and PostgreSQL, a renewal whose co-owner has no phone on file is confirmed,
 * answered and submitted without inventing one, and a phone that is given is still checked.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { insertLoan } from '../../src/server/repositories/loans.repository';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-renewal-phone-tests-0123456789';
const RENEWAL = 'renewal-tl';

describeEachDatabase('a renewal co-owner with no phone on file', (kind) => {
  const server = useDocumentsServer(kind, 'renewal-co-owner-phone', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    app().inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });

  /** A funded tl loan, offered for renewal, whose co-owner's phone was never recorded (an older or banker-made application). */
  async function renewalWithPhonelessCoOwner() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {});
    const answers = withAdditionalOwners(1, 60);
    const { primaryPhone: _none, ...coOwner } = answers.coOwners[0];
    const loan = await insertLoan(server().db, {
      applicationId: created.id,
      loanCode: `LN-${created.id.slice(0, 10)}`,
      fundedAmount: '50000.00',
      outstandingBalance: '20000.00',
      fundedAt: new Date(),
    });
    const data = withServerExtension(
      { ...answers, owners: [{ ...answers.owners[0], email: user.email }], coOwners: [coOwner] } as unknown as Record<string, unknown>,
      { loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: false },
    );
    await server()
      .db.updateTable('applications')
      .set({ status: 'COMPLETED', stage: 'ApplicationCompleted', data: JSON.stringify(data) })
      .where('id', '=', created.id)
      .execute();
    expect((await inject('POST', `/api/ops/applications/${created.id}/loan`, OPS_TOKEN, { renewable: true })).statusCode).toBe(200);
    const renewal = await inject('POST', `/api/apps/${created.id}/workflow/renewal`, user.token, {}, { 'x-product-type': RENEWAL });
    expect(renewal.statusCode, renewal.body).toBe(200);
    return { token: user.token, renewal: renewal.json() as { id: string; version: number; data: { coOwners: Record<string, unknown>[] } } };
  }

  const save = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    return inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
  };

  it('is confirmed and submitted without a phone; a phone that is given is still checked', async () => {
    const { token, renewal } = await renewalWithPhonelessCoOwner();
    expect(renewal.data.coOwners[0]).not.toHaveProperty('primaryPhone');

    // A wrong phone on the co-owner is refused, in the phone's own words.
    const wrong = await save(token, renewal.id, 'ConfirmInformation', [{ op: 'add', path: '/coOwners/0/primaryPhone', value: '12' }]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ path: '/coOwners/0/primaryPhone', key: 'phoneInvalid' })]);

    // Confirmed as it is on file: no phone.
    const confirmed = await save(token, renewal.id, 'AdditionalInfo', []);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answered = await save(token, renewal.id, 'ReviewAndSubmit', [
      {
        op: 'add',
        path: '/fundingNeeds',
        value: {
          desiredLoanAmount: 60000,
          fundingPurposes: ['EQUIPMENT_PURCHASES'],
          fundsUsagePeriod: 'WITHIN_3_14_DAYS',
          overdraftLimit: 0,
          offersCollateral: false,
        },
      },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    const submitted = await inject('POST', `/api/apps/${renewal.id}/workflow/submit`, token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED' });
    const stored = (await inject('GET', `/api/apps/${renewal.id}`, token)).json();
    expect(stored.data.coOwners[0]).not.toHaveProperty('primaryPhone');
    expect(stored.data.coOwners[0]).toMatchObject({ firstName: 'Owner', _extension: { email: 'owner0@example.com.au' } });
  });
});
