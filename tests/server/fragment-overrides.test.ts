/**
 * A product refining a shared fragment's step by an override, over the API: tl and the equipment
 * product (tests/support/new-product.ts) both take their funding-needs step from one fragment;
 * equipment overrides its title and where it leads, and its In Review texts. The server tells an
 * equipment applicant the overridden title and walks the overridden path, and tells a tl
 * applicant the fragment's own title, as the release tl does.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { NEW_PRODUCT, writeNewProductJourneys } from '../support/new-product';
import { startTestServer, type TestServer } from '../support/test-server';

type Json = Record<string, unknown>;
interface Step extends Json {
  id: string;
}

const FRAGMENT = 'fragments/funding-needs.fragment.json';
const OVERRIDDEN_TITLE = 'The loan for your equipment';
const IN_REVIEW_TITLE = 'Thanks, your equipment loan is in review';

const root = await mkdtemp(path.join(tmpdir(), 'fragment-overrides-'));
const journeysDir = await writeNewProductJourneys(root);
const releaseTl = JSON.parse(await readFile('journeys/tl.journey.json', 'utf8')) as { steps: Step[] };
const releaseTitle = releaseTl.steps.find((s) => s.id === 'FundingNeeds')?.title;
{
  // tl's funding-needs step, as written, becomes a fragment both products include instead of their own copy.
  const fundingNeeds = releaseTl.steps.find((s) => s.id === 'FundingNeeds')!;
  await writeFile(path.join(journeysDir, FRAGMENT), JSON.stringify({ $schema: '../../schemas/journey-fragment.schema.json', steps: [fundingNeeds] }, null, 2));
  for (const [product, overrides] of [
    ['tl', undefined],
    [
      NEW_PRODUCT,
      {
        FundingNeeds: { title: OVERRIDDEN_TITLE, next: [{ to: 'EquipmentDetails' }] },
        InReview: { title: IN_REVIEW_TITLE, screenProps: { nextSteps: [{ title: 'Apply', text: 'Your equipment loan application is with us.' }] } },
      },
    ],
  ] as const) {
    const file = path.join(journeysDir, `${product}.journey.json`);
    const journey = JSON.parse(await readFile(file, 'utf8')) as { includes: string[]; steps: Step[]; overrides?: Json };
    journey.includes = [...journey.includes, FRAGMENT];
    journey.steps = journey.steps.filter((s) => s.id !== 'FundingNeeds');
    if (overrides) journey.overrides = overrides;
    await writeFile(file, JSON.stringify(journey, null, 2));
  }
}
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a product overriding a fragment step, over the API', () => {
  let server: TestServer;
  const app = () => server.app;
  beforeAll(async () => {
    server = await startTestServer('pglite', 'fragment-overrides', { rules: await createJourneyRules(journeysDir) });
    await seedValidationRules({ db: server.db }, { rulesDir: path.join(journeysDir, 'rules'), products: app().applicationRules.products() });
  });
  afterAll(async () => server?.close());

  /** The steps a submission with nothing but the basic information is sent back to. */
  async function stepsToFix(product: string): Promise<{ id: string; title: string }[]> {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {
      createAppData: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product },
    });
    const response = await app().inject({ method: 'POST', url: `/api/apps/${created.id}/workflow/submit`, headers: bearer(user.token), payload: {} });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('APP_ERR_INCOMPLETE');
    return response.json().steps;
  }

  it("serves the product's overridden title and path, and tl the fragment's own title", async () => {
    const equipment = await stepsToFix(NEW_PRODUCT);
    expect(equipment.find((s) => s.id === 'FundingNeeds')?.title).toBe(OVERRIDDEN_TITLE);
    // The override's `next` replaced the fragment's: the equipment step follows funding needs.
    expect(equipment.map((s) => s.id).slice(0, 3)).toEqual(['BasicInfo', 'FundingNeeds', 'EquipmentDetails']);

    const tl = await stepsToFix('tl');
    expect(tl.find((s) => s.id === 'FundingNeeds')).toEqual({ id: 'FundingNeeds', title: releaseTitle, route: 'application/funding_needs' });
    expect(tl.map((s) => s.id).slice(0, 3)).toEqual(['BasicInfo', 'FundingNeeds', 'BusinessInfo']);
  });

  it('changes the In Review page of the overriding product only', async () => {
    const journeys = assembleFolder(await readJourneyFolder(journeysDir));
    const inReview = (product: string) => journeys.find((j) => j.product === product)!.steps.find((s) => s.id === 'InReview')!;
    expect(inReview(NEW_PRODUCT).title).toBe(IN_REVIEW_TITLE);
    expect(inReview(NEW_PRODUCT).stage).toBe('ApplicationInReview');
    expect(inReview('tl').title).toBe('Thanks, your application is in review');
    expect(inReview('tl').screenProps).toEqual(inReview('renewal-tl').screenProps);
  });
});
