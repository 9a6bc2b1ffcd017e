/**
 * The new product of new-product.ts with a list on its equipment step, as a lender would add one:
 * the supplier's invoices (number and amount each), and a rule record saying the equipment may
 * not cost more than the invoices add up to (`atMostSum` over `$.equipment.invoices[*].amount`).
 * `withRecords` lets a test put in records of its own (a comparison given a wildcard).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { completeEquipmentApplication, NEW_PRODUCT, writeNewProductJourneys } from './new-product';

type Json = Record<string, unknown>;
interface Step extends Json {
  id: string;
  form?: { schema: { required?: string[]; properties: Json }; uiSchema: Json; bind: Record<string, string> };
}

export const INVOICES_BELOW_COST = 'The invoices add up to {0:money}: the equipment cannot cost more than they do.';

/** A list of invoices, each with its number and amount, as a form's property. */
export const invoiceList = (title: string) => ({
  type: 'array',
  title,
  items: {
    type: 'object',
    required: ['number', 'amount'],
    properties: {
      number: { type: 'string', title: 'Invoice number', maxLength: 20 },
      amount: { type: 'integer', unit: 'money', title: 'Amount', minimum: 1 },
    },
  },
});

/** The product's record comparing the cost with the invoices' total. */
export const invoicesRecord = {
  jsonPath: '$.equipment.cost',
  errorKey: 'invoicesBelowCost',
  rules: [{ ruleType: { validationRuleType: 'atMostSum' }, ruleParameters: [{ parameter: '$.equipment.invoices[*].amount' }] }],
};

/** Writes the journeys folder under `root` (the caller removes it); answers the journeys folder. */
export async function writeInvoiceProductJourneys(root: string, withRecords: (records: Json[]) => Json[] = (r) => [...r, invoicesRecord]): Promise<string> {
  const dir = await writeNewProductJourneys(root);
  const journeyFile = path.join(dir, `${NEW_PRODUCT}.journey.json`);
  const journey = JSON.parse(await readFile(journeyFile, 'utf8')) as { steps: Step[]; decision: { rules: Json[] } };
  const step = journey.steps.find((s) => s.id === 'EquipmentDetails')!.form!;
  step.schema.properties.invoices = invoiceList('The supplier’s invoices');
  step.uiSchema.invoices = { items: { amount: { 'ui:widget': 'money' } } };
  step.bind.invoices = '/equipment/invoices';
  await writeFile(journeyFile, JSON.stringify(journey, null, 2));
  const rulesFile = path.join(dir, 'rules', `${NEW_PRODUCT}.rules.json`);
  const records = JSON.parse(await readFile(rulesFile, 'utf8')) as Json[];
  await writeFile(rulesFile, JSON.stringify(withRecords(records), null, 2));
  const catalogueFile = path.join(dir, 'messages.en-AU.json');
  const catalogue = JSON.parse(await readFile(catalogueFile, 'utf8')) as Json;
  await writeFile(catalogueFile, JSON.stringify({ ...catalogue, invoicesBelowCost: INVOICES_BELOW_COST }, null, 2));
  return dir;
}

/** A complete application of the product whose invoices add up to the equipment's cost ($75,000). */
export const completeInvoiceApplication = {
  ...completeEquipmentApplication,
  equipment: {
    ...completeEquipmentApplication.equipment,
    invoices: [
      { number: 'INV-1001', amount: 40000 },
      { number: 'INV-1002', amount: 35000 },
    ],
  },
};
