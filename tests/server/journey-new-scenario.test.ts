/**
 * A product as a lender writes one: `journey new invoice --from tl`, then its files edited as JSON
 * only: terms in weeks, a list of invoices whose total must cover the amount asked for (an
 * `atMostSum` rule record with its own text), and a status of its own (invoices being checked)
 * with its own page. `journey validate` finds nothing, and the server serving the folder takes an
 * application from its answers through that status to a signed, completed weekly loan, on PGlite
 * and PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGNED_AGREEMENT_DOCUMENT_TYPE } from '../../src/engine/checkout/agreement-documents';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { completeTlApplication } from '../../tools/fixtures/tl-application';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { pdfText } from '../support/pdf-text';
import { describeEachDatabase } from '../support/test-databases';
import { checkoutApplicant, checkoutFlow } from './checkout-flow';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';
import { invoiceList } from '../support/invoice-product';

const PRODUCT = 'invoice';
const OPS_TOKEN = 'ops-token-for-the-journey-new-scenario-0123';
const SHORT_OF_AMOUNT = 'Your invoices add up to {0:money}: please ask for at most that much.';
type Json = Record<string, unknown>;
interface Journey extends Json {
  offers: Json;
  steps: ({ id: string; form?: { schema: { properties: Json }; uiSchema: Json; bind: Record<string, string> } } & Json)[];
}
type Statuses = Record<string, { next: string[] }>;

const journeyCli = (...args: string[]) => promisify(execFile)('npx', ['tsx', 'tools/journey.ts', ...args], { encoding: 'utf8' });
const root = await mkdtemp(path.join(tmpdir(), 'journey-new-scenario-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const journeysDir = path.join(root, 'journeys');
await cp('journeys', journeysDir, { recursive: true });
await cp('schemas', path.join(root, 'schemas'), { recursive: true });
await journeyCli('new', PRODUCT, '--from', 'tl', '--dir', journeysDir);

/** Reads a JSON file of the folder, lets `edit` change it, writes it back. */
async function editJson<T>(file: string, edit: (json: T) => T | void) {
  const json = JSON.parse(await readFile(path.join(journeysDir, file), 'utf8')) as T;
  await writeFile(path.join(journeysDir, file), JSON.stringify(edit(json) ?? json, null, 2));
}
const { statuses } = JSON.parse(await readFile(path.join(journeysDir, 'fragments', 'lifecycle.fragment.json'), 'utf8')).lifecycle as { statuses: Statuses };
await editJson<Journey>(`${PRODUCT}.journey.json`, (journey) => {
  journey.title = 'Invoice finance';
  journey.offers = { ...journey.offers, terms: { unit: 'weeks', values: [4, 8, 12] }, paymentPeriods: ['WEEKLY'] };
  const funding = journey.steps.find((step) => step.id === 'FundingNeeds')!.form!;
  funding.schema.properties.invoices = invoiceList('The invoices you would like funded');
  funding.uiSchema.invoices = { items: { amount: { 'ui:widget': 'money' } } };
  funding.bind.invoices = '/invoices';
  // A status of its own between review and the decision, which staff move an application to.
  journey.lifecycle = {
    statuses: {
      SUBMITTED: { ...statuses.SUBMITTED, next: [...statuses.SUBMITTED.next, 'INVOICES_CHECK'] },
      INVOICES_CHECK: { title: 'Checking your invoices', stages: ['InvoicesCheck'], next: ['APPROVED', 'DECLINED', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN'] },
    },
  };
  journey.steps.push({
    id: 'InvoicesCheck',
    route: 'application/invoices_check',
    stage: 'InvoicesCheck',
    status: 'INVOICES_CHECK',
    guards: ['auth', 'application'],
    watchStatus: true,
    screen: 'statusPage',
    screenProps: {
      title: "We're checking your invoices",
      message: 'We confirm each invoice with your customer. This page moves on by itself when your offer is ready.',
      actions: [{ label: 'Back to Home', action: 'backToHome' }],
    },
  });
});
await editJson<Json[]>(path.join('rules', `${PRODUCT}.rules.json`), (records) => [
  ...records,
  {
    jsonPath: '$.fundingNeeds.desiredLoanAmount',
    errorKey: 'invoicesShortOfAmount',
    rules: [{ ruleType: { validationRuleType: 'atMostSum' }, ruleParameters: [{ parameter: '$.invoices[*].amount' }] }],
  },
]);
await editJson<Json>('messages.en-AU.json', (catalogue) => ({ ...catalogue, invoicesShortOfAmount: SHORT_OF_AMOUNT }));

const answers = {
  ...completeTlApplication,
  fundingNeeds: { ...completeTlApplication.fundingNeeds, desiredLoanAmount: 60000 },
  invoices: [
    { number: 'INV-1001', amount: 40000 },
    { number: 'INV-1002', amount: 30000 },
  ],
};

it('journey validate finds nothing in the folder with the new product', async () => {
  const { stdout } = await journeyCli('validate', journeysDir, '--format', 'json');
  expect(JSON.parse(stdout)).toMatchObject({ errors: 0, warnings: 0, diagnostics: [], journeys: expect.arrayContaining([PRODUCT, 'tl']) });
}, 60_000);

describeEachDatabase('a product made with journey new', (kind) => {
  const server = useDocumentsServer(kind, 'journey-new-scenario', {
    rules: () => createJourneyRules(journeysDir),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const { inject, applicantSigns } = checkoutFlow(app, OPS_TOKEN);
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.join(journeysDir, 'rules'), products: [PRODUCT] });
  });

  it('refuses an amount the invoices do not cover, holds the application in its own status, and signs a weekly loan', async () => {
    const user = await signUpAndLogIn(app());
    const { id } = await createApplicationFor(app(), user.token, { createAppData: { ...checkoutApplicant, product: PRODUCT }, patchAppData: answers });
    const change = async (stage: string, patch: object[]) => {
      const { version } = (await inject('GET', `/api/apps/${id}`, user.token)).json();
      return inject('PATCH', `/api/apps/${id}`, user.token, { stage, patch, version });
    };

    // Only an invoice changes, and the total falls short of the amount asked for.
    const short = await change('FundingNeeds', [{ op: 'replace', path: '/invoices/1/amount', value: 10000 }]);
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual([
      ['/fundingNeeds/desiredLoanAmount', 'Your invoices add up to $50,000: please ask for at most that much.'],
    ]);

    await connectGoodSandboxUser(app(), user.token, id);
    expect((await change('ReviewAndSubmit', [])).statusCode).toBe(200);
    expect((await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    const checking = await inject('POST', `/api/ops/applications/${id}/status`, OPS_TOKEN, { status: 'INVOICES_CHECK' });
    expect(checking.json()).toMatchObject({ status: 'INVOICES_CHECK', stage: 'InvoicesCheck' });
    // The policy's decision, queued at submission, leaves an application staff have moved on.
    await app().jobWorker.drain();
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'INVOICES_CHECK', stage: 'InvoicesCheck' });
    const decided = await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 60000, tier: 'A' });
    expect(decided.statusCode, decided.body).toBe(200);

    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().offers as OfferView[];
    expect(offer.terms).toEqual({ unit: 'weeks', values: [4, 8, 12] });
    const chosen = { offerId: offer.offerId, loanAmount: 60000, term: 12, termUnit: 'weeks', paymentPeriod: 'WEEKLY' };
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, chosen);
    expect(accepted.json()).toMatchObject({ status: 'CHECKOUT_STARTED' });
    expect(await applicantSigns(user, id)).toBe('COMPLETED');

    // The signed agreement the borrower keeps says weeks and weekly payments.
    const documents = (await inject('GET', `/api/apps/${id}/docs`, user.token)).json().items as { id: string; documentType: string }[];
    const signed = documents.find((d) => d.documentType === SIGNED_AGREEMENT_DOCUMENT_TYPE);
    const pdf = await inject('GET', `/api/apps/${id}/docs/${signed?.id}/content`, user.token);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Term 12 weeks');
    expect(text).toMatch(/Repayments 12 weekly payments of \$[\d,]+\.\d\d/);
  });
});
