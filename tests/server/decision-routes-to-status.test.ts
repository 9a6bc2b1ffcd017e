/**
 * A decision policy that sends an application to a status of the product's own: a product made
 * with `journey new` from tl adds a status (an underwriter's referral, written key by key over the
 * shared lifecycle) with its own page, and a first decision rule sending requests of $200,000 or
 * more there. A large request, once submitted, is moved there by the policy with no decision
 * recorded; staff then decide it from there. A small one is decided by the policy as before. On
 * PGlite and PostgreSQL.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { completeTlApplication } from '../../tools/fixtures/tl-application';
import { scaffoldProduct } from '../../tools/journey/new-product';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { injectAsOneBrowser } from '../support/signing-cookies';
import { checkoutApplicant } from './checkout-flow';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const PRODUCT = 'referral';
const OPS_TOKEN = 'ops-token-for-the-decision-routing-test-0123';
type Json = Record<string, unknown>;

const root = await mkdtemp(path.join(tmpdir(), 'decision-routes-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const journeysDir = path.join(root, 'journeys');
await cp('journeys', journeysDir, { recursive: true });
await cp('schemas', path.join(root, 'schemas'), { recursive: true });
await scaffoldProduct(journeysDir, PRODUCT, 'tl');
const file = path.join(journeysDir, `${PRODUCT}.journey.json`);
const journey = JSON.parse(await readFile(file, 'utf8')) as Json & { steps: Json[]; decision: { rules: Json[] } };
const submittedNext = (
  JSON.parse(await readFile(path.join(journeysDir, 'fragments', 'lifecycle.fragment.json'), 'utf8')) as Json & {
    lifecycle: { statuses: { SUBMITTED: { next: string[] } } };
  }
).lifecycle.statuses.SUBMITTED.next;
journey.lifecycle = {
  statuses: {
    SUBMITTED: { next: [...submittedNext, 'REFERRED'] },
    REFERRED: { title: 'With an underwriter', stages: ['Referred'], next: ['APPROVED', 'DECLINED', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN'] },
  },
};
journey.steps.push({
  id: 'Referred',
  route: 'application/referred',
  stage: 'Referred',
  status: 'REFERRED',
  guards: ['auth', 'application'],
  watchStatus: true,
  screen: 'statusPage',
  screenProps: {
    title: 'An underwriter is looking at your application',
    message: 'Larger loans are looked at by one of our underwriters. This page moves on by itself when your offer is ready.',
    actions: [{ label: 'Back to Home', action: 'backToHome' }],
  },
});
journey.decision.rules.unshift({
  id: 'refer-large',
  when: { required: ['requestedAmount'], properties: { requestedAmount: { minimum: 200000 } } },
  status: 'REFERRED',
});
await writeFile(file, JSON.stringify(journey, null, 2));

describeEachDatabase('a decision rule that routes to a status of the product', (kind) => {
  const server = useDocumentsServer(kind, 'decision-routes', { rules: () => createJourneyRules(journeysDir), env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' } });
  const app = () => server().app;
  const inject = injectAsOneBrowser(app);
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.join(journeysDir, 'rules'), products: [PRODUCT] });
  });

  /** A submitted application asking for `amount`, after the policy's job has run. */
  async function submitted(amount: number) {
    const user = await signUpAndLogIn(app());
    const answers = { ...completeTlApplication, fundingNeeds: { ...completeTlApplication.fundingNeeds, desiredLoanAmount: amount } };
    const { id } = await createApplicationFor(app(), user.token, { createAppData: { ...checkoutApplicant, product: PRODUCT }, patchAppData: answers });
    await connectGoodSandboxUser(app(), user.token, id);
    const { version } = (await inject('GET', `/api/apps/${id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version })).statusCode).toBe(200);
    const submit = await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {});
    expect(submit.statusCode, submit.body).toBe(200);
    await app().jobWorker.drain();
    const decisions = await server().db.selectFrom('decisions').select(['outcome', 'rule_id']).where('application_id', '=', id).execute();
    return { id, user, application: (await inject('GET', `/api/apps/${id}`, user.token)).json(), decisions };
  }

  it('sends a large request to the underwriter undecided, where staff decide it; decides a small one as before', async () => {
    const large = await submitted(250000);
    expect(large.application).toMatchObject({ status: 'REFERRED', stage: 'Referred' });
    expect(large.decisions).toEqual([]);
    const event = await server()
      .db.selectFrom('application_events')
      .select(['type', 'details'])
      .where('application_id', '=', large.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ type: 'routed', details: { ruleId: 'refer-large', decidedBy: 'policy' } });
    // The policy's job, run again, leaves it where it is.
    await app().jobWorker.drain();
    expect((await inject('GET', `/api/apps/${large.id}`, large.user.token)).json()).toMatchObject({ status: 'REFERRED' });

    const decided = await inject('POST', `/api/ops/applications/${large.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 250000, tier: 'A' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await inject('GET', `/api/apps/${large.id}`, large.user.token)).json()).toMatchObject({ status: 'APPROVED' });

    const small = await submitted(50000);
    expect(small.application.status).not.toBe('REFERRED');
    expect(small.decisions).toHaveLength(1);
    expect(small.decisions[0].rule_id).not.toBe('refer-large');
  });
});
