/**
 * A product the code has never seen, made the way a lender would: the release journeys copied to
 * a folder of their own and `equipment` added beside tl from a copy of tl's file, edited as JSON
 * only. It lends other amounts at other prices under another decision policy, drops the
 * other-owners step (one owner signs), and asks about the equipment on a step of its own, whose
 * answers live in a section of the application no other product has (`/equipment`), with a
 * rule record comparing two answers and its own message text.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { completeTlApplication } from '../../tools/fixtures/tl-application';

export const NEW_PRODUCT = 'equipment';

type Json = Record<string, unknown>;
interface Step extends Json {
  id: string;
  next?: { to: string }[];
  screenProps?: { cards?: { title: string; step: string }[] };
}

const equipmentStep = {
  id: 'EquipmentDetails',
  route: 'application/equipment',
  stage: 'EquipmentDetails',
  status: 'IN_PROGRESS',
  guards: ['auth', 'application', 'validationRules'],
  title: 'The equipment',
  subtitle: 'Tell us what the loan will buy.',
  progress: { percent: 18, minutesLeft: 8 },
  form: {
    schema: {
      type: 'object',
      required: ['kind', 'cost', 'buyingOutright'],
      properties: {
        kind: {
          type: 'string',
          title: 'What kind of equipment is it?',
          enum: ['VEHICLE', 'MACHINERY', 'TECHNOLOGY'],
          enumNames: ['A vehicle', 'Machinery', 'Technology'],
        },
        // Its bounds as two schemas that all hold, which RJSF merges when the form renders.
        cost: { type: 'integer', unit: 'money', title: 'What does it cost?', allOf: [{ minimum: 1000 }, { maximum: 500000 }] },
        buyingOutright: { type: 'boolean', title: 'Are you buying it outright?' },
      },
    },
    uiSchema: {
      kind: { 'ui:widget': 'radio' },
      cost: { 'ui:widget': 'money', 'ui:help': 'The price on the supplier’s quote, including GST.' },
      buyingOutright: { 'ui:widget': 'yesNo', 'ui:options': { yesLabel: 'Yes, outright', noLabel: 'No, it is leased' } },
    },
    bind: { kind: '/equipment/kind', cost: '/equipment/cost', buyingOutright: '/equipment/buyingOutright' },
  },
  next: [{ to: 'BusinessInfo' }],
};

/** The product's own rule record: the equipment costs at least what the applicant borrows. */
const costRecord = {
  jsonPath: '$.equipment.cost',
  errorKey: 'equipmentCostBelowAmount',
  rules: [{ ruleType: { validationRuleType: 'atLeastField' }, ruleParameters: [{ parameter: '$.fundingNeeds.desiredLoanAmount' }] }],
};
export const COST_BELOW_AMOUNT = 'The equipment must cost at least the {0:money} you would like to borrow.';

function equipmentJourney(tl: Json): Json {
  const steps = (tl.steps as Step[])
    .filter((step) => step.id !== 'AdditionalOwners')
    .flatMap((step) => (step.id === 'FundingNeeds' ? [{ ...step, next: [{ to: 'EquipmentDetails' }] }, equipmentStep] : [step]))
    .map((step) => (step.id === 'StatementCollect' ? { ...step, next: [{ to: 'ReviewAndSubmit' }] } : step))
    .map((step) =>
      step.id === 'ReviewAndSubmit'
        ? {
            ...step,
            screenProps: {
              ...step.screenProps,
              cards: [...(step.screenProps?.cards ?? []).filter((c) => c.step !== 'AdditionalOwners'), { title: 'Equipment', step: 'EquipmentDetails' }],
            },
          }
        : step,
    );
  return {
    ...tl,
    product: NEW_PRODUCT,
    title: 'Equipment loan',
    siteDefault: false,
    personalData: ['$.owners[*].dateOfBirth'],
    limits: { ...(tl.limits as Json), loanAmount: { min: 5000, max: 150000, step: 500 } },
    offers: {
      ...(tl.offers as Json),
      terms: { unit: 'months', values: [12, 24, 36] },
      amountStep: 500,
      originationFeePercent: 1.5,
      tiers: { A: { annualRatePercent: 9.95 }, B: { annualRatePercent: 12.95 } },
    },
    decision: {
      delaySeconds: 1,
      rules: [
        {
          id: 'decline-small-revenue',
          when: { required: ['averageMonthlyRevenue'], properties: { averageMonthlyRevenue: { exclusiveMaximum: 8000 } } },
          outcome: 'DECLINED',
          reasons: ['We lend for equipment to businesses with an average monthly revenue of $8,000 or more.'],
        },
        // What the statements page's consent discloses (tl's texts, this product's limits) is what the policy grants.
        {
          id: 'conditional-manual-statements',
          when: { required: ['manualStatements'], properties: { manualStatements: { const: true } } },
          outcome: 'CONDITIONAL',
          maxAmount: 50000,
          documents: [{ type: 'BAS_STATEMENT', title: 'Your most recent Business Activity Statement (BAS)' }],
        },
        { id: 'approve', outcome: 'APPROVED', maxAmount: 150000, tier: 'A' },
      ],
    },
    steps,
  };
}

/**
 * Writes a journeys folder with the new product in it, and the schemas beside it, into `root` (the
 * caller's folder, which the caller removes); answers the journeys folder.
 */
export async function writeNewProductJourneys(root: string): Promise<string> {
  // The journeys name the shared schemas beside them (../schemas), as in the repository.
  const dir = path.join(root, 'journeys');
  await mkdir(dir, { recursive: true });
  await cp('journeys', dir, { recursive: true });
  await cp('schemas', path.join(root, 'schemas'), { recursive: true });
  const tl = JSON.parse(await readFile(path.join(dir, 'tl.journey.json'), 'utf8')) as Json;
  await writeFile(path.join(dir, `${NEW_PRODUCT}.journey.json`), JSON.stringify(equipmentJourney(tl), null, 2));
  const tlRules = JSON.parse(await readFile(path.join(dir, 'rules', 'tl.rules.json'), 'utf8')) as { jsonPath: string }[];
  // Without the other-owners step, its records would name fields the product does not have.
  const rules = [...tlRules.filter((r) => !/coOwners|hasAdditionalOwners/.test(r.jsonPath)), costRecord];
  await writeFile(path.join(dir, 'rules', `${NEW_PRODUCT}.rules.json`), JSON.stringify(rules, null, 2));
  const catalogueFile = path.join(dir, 'messages.en-AU.json');
  const catalogue = JSON.parse(await readFile(catalogueFile, 'utf8')) as Json;
  await writeFile(catalogueFile, JSON.stringify({ ...catalogue, equipmentCostBelowAmount: COST_BELOW_AMOUNT }, null, 2));
  return dir;
}

/** A complete application of the new product: tl's answers without other owners, and the equipment. */
export const completeEquipmentApplication = {
  ...completeTlApplication,
  fundingNeeds: { ...completeTlApplication.fundingNeeds, desiredLoanAmount: 60000 },
  business: {
    ...completeTlApplication.business,
    _extension: { abn: '51824753556', acn: '004085616', averageMonthlyRevenue: 30000 },
  },
  equipment: { kind: 'MACHINERY', cost: 75000, buyingOutright: true },
};
