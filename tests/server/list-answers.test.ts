/**
 * Answers in a list, over the API (tests/support/invoice-product.ts: the new product with the
 * supplier's invoices on its equipment step): a rule comparing an answer with the list's total
 * refuses in the browser's words, also when only an invoice changed; a property no form asks for
 * is refused inside a list item as in a section; and a comparison given a wildcard where it reads
 * one answer stops `journey validate` and the server's start-up, at the file and line.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readForm } from '../../src/engine/binding/form-binding';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { validateForm } from '../../src/engine/validation/validate-step';
import { createJourneyRules, loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { completeInvoiceApplication, invoicesRecord, writeInvoiceProductJourneys } from '../support/invoice-product';
import { NEW_PRODUCT } from '../support/new-product';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

const root = await mkdtemp(path.join(tmpdir(), 'list-answers-'));
const journeysDir = await writeInvoiceProductJourneys(path.join(root, 'good'));
const rules = await createJourneyRules(journeysDir);
afterAll(() => rm(root, { recursive: true, force: true }));
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: NEW_PRODUCT };
type Errors = { errors?: { path: string; key: string; message: string }[] };

describeEachDatabase('answers in a list', (kind) => {
  const server = useTestServer(kind, 'list_answers', { rules });
  const app = () => server().app;
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.join(journeysDir, 'rules'), products: [NEW_PRODUCT, 'tl', 'renewal-tl'] });
  });

  async function answered() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeInvoiceApplication });
    return { token: user.token, id: created.id };
  }
  const read = async (token: string, id: string) => (await app().inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(token) })).json();
  const change = async (token: string, id: string, patch: object[]) => {
    const { version } = await read(token, id);
    return app().inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: { stage: 'EquipmentDetails', patch, version } });
  };
  const errorsOf = (response: { json(): Errors }) => (response.json().errors ?? []).map((e) => [e.path, e.key, e.message]);

  it("refuses a cost above the invoices' total, in the browser's words, whichever answer the change is to", async () => {
    const { token, id } = await answered();
    const dearer = await change(token, id, [{ op: 'replace', path: '/equipment/cost', value: 80000 }]);
    expect(dearer.statusCode, dearer.body).toBe(422);
    const text = 'The invoices add up to $75,000: the equipment cannot cost more than they do.';
    expect(errorsOf(dearer)).toEqual([['/equipment/cost', 'invoicesBelowCost', text]]);

    // The browser's step judges the same answers with the same records, and says the same.
    const [cj] = (await loadCompiledJourneys(journeysDir)).filter((c) => c.journey.product === NEW_PRODUCT);
    const records = JSON.parse(await readFile(path.join(journeysDir, 'rules', `${NEW_PRODUCT}.rules.json`), 'utf8')) as RuleRecord[];
    const document = { ...completeInvoiceApplication, equipment: { ...completeInvoiceApplication.equipment, cost: 80000 } };
    const form = readForm(cj.step('EquipmentDetails'), document);
    const inBrowser = validateForm(cj, 'EquipmentDetails', form, 'draft', { records, document });
    expect(inBrowser.map((e) => [e.path, e.message])).toEqual([['/cost', text]]);

    // Only an invoice changes, and the cost it was checked against is no longer covered.
    const smallerInvoice = await change(token, id, [{ op: 'replace', path: '/equipment/invoices/1/amount', value: 20000 }]);
    expect(smallerInvoice.statusCode, smallerInvoice.body).toBe(422);
    expect(errorsOf(smallerInvoice)).toEqual([
      ['/equipment/cost', 'invoicesBelowCost', 'The invoices add up to $60,000: the equipment cannot cost more than they do.'],
    ]);

    // A third invoice covers the dearer equipment.
    const third = await change(token, id, [
      { op: 'add', path: '/equipment/invoices/-', value: { number: 'INV-1003', amount: 5000 } },
      { op: 'replace', path: '/equipment/cost', value: 80000 },
    ]);
    expect(third.statusCode, third.body).toBe(200);
    expect((await read(token, id)).data.equipment).toMatchObject({ cost: 80000, invoices: [{ amount: 40000 }, { amount: 35000 }, { amount: 5000 }] });
  });

  it('refuses a property no form asks for inside a list item, as it does in a section of the application', async () => {
    const { token, id } = await answered();
    const notAllowed = ['notAllowed', 'This value is not allowed.'];
    const inSection = await change(token, id, [{ op: 'add', path: '/equipment/serialNumber', value: 'SN-1' }]);
    expect(inSection.statusCode).toBe(422);
    expect(errorsOf(inSection)).toEqual([['/equipment/serialNumber', ...notAllowed]]);

    const inItem = await change(token, id, [{ op: 'add', path: '/equipment/invoices/0/gst', value: 4000 }]);
    expect(inItem.statusCode, inItem.body).toBe(422);
    expect(errorsOf(inItem)).toEqual([['/equipment/invoices/0/gst', ...notAllowed]]);
    const inNewItem = await change(token, id, [{ op: 'add', path: '/equipment/invoices/-', value: { number: 'INV-1003', amount: 5000, gst: 500 } }]);
    expect(inNewItem.statusCode).toBe(422);
    expect(errorsOf(inNewItem)).toEqual([['/equipment/invoices/2/gst', ...notAllowed]]);
    const wholeList = await change(token, id, [
      { op: 'replace', path: '/equipment/invoices', value: [{ number: 'INV-9', amount: 75000, paidOn: '2026-11-01' }] },
    ]);
    expect(errorsOf(wholeList)).toEqual([['/equipment/invoices/0/paidOn', ...notAllowed]]);

    const kept = (await read(token, id)).data.equipment;
    expect(kept.invoices).toEqual(completeInvoiceApplication.equipment.invoices);
    expect(kept).not.toHaveProperty('serialNumber');
  });
});

describe('a comparison given a list where it reads one answer', () => {
  const wildcard = {
    jsonPath: '$.equipment.cost',
    rules: [{ ruleType: { validationRuleType: 'atMostField' }, ruleParameters: [{ parameter: '$.equipment.invoices[*].amount' }] }],
  };
  let dir: string;
  let rulesFile: string;
  let line: number;
  beforeAll(async () => {
    dir = await writeInvoiceProductJourneys(path.join(root, 'wildcard'), (records) => [...records, invoicesRecord, wildcard]);
    rulesFile = path.join(dir, 'rules', `${NEW_PRODUCT}.rules.json`);
    const lines = (await readFile(rulesFile, 'utf8')).split('\n');
    line = lines.findIndex((l, i) => l.includes('"$.equipment.invoices[*].amount"') && lines.slice(0, i).some((b) => b.includes('"atMostField"'))) + 1;
    expect(line).toBeGreaterThan(0);
  });
  const refusal =
    /rules\/0 \(atMostField\): ruleParameters\/0 must name one answer, but "\$\.equipment\.invoices\[\*\]\.amount" names every item of a list: to compare with their total use atLeastSum or atMostSum/;

  it("stops the server's start-up, naming the file and line", async () => {
    const startUp = createJourneyRules(dir);
    await expect(startUp).rejects.toThrow(refusal);
    await expect(startUp).rejects.toThrow(`${path.relative(process.cwd(), rulesFile)}:${line}:`);
  });

  it('fails `journey validate` at the file and line', async () => {
    type Run = { code?: number; stdout: string; stderr: string };
    const run: Run = await promisify(execFile)('npx', ['tsx', 'tools/journey.ts', 'validate', dir], { encoding: 'utf8' }).catch((error: Run) => error);
    expect(run.code).toBe(1);
    const found = `${run.stdout}${run.stderr}`.split('\n').filter((l) => refusal.test(l));
    expect(found).toEqual([expect.stringContaining(`${path.relative(process.cwd(), rulesFile)}:${line}:`)]);
    expect(found[0]).toContain('error JOURNEY_ERR_RULE_RECORD');
  }, 120_000);
});
