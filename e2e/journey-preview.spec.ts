/**
 * The live preview, as an analyst uses it under `npm run dev`: Vite's development server (its
 * API calls going to the test run's server) on a copy of the journeys folder. A step renders as
 * applicants see it beside its sample application, validation and bound document; a save of the
 * journey file updates the page in place, and a broken file shows the journey check's findings.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { summaryLine } from '../src/server/journeys/validate/report';
import { choose } from './support/tl-applicant';

const apiPort = Number(process.env.E2E_PORT ?? 3100);
const previewPort = apiPort + 8;
let root: string;
let server: ViteDevServer;

test.beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'journey-preview-'));
  await cp('journeys', path.join(root, 'journeys'), { recursive: true });
  await cp('schemas', path.join(root, 'schemas'), { recursive: true });
  process.env.JOURNEYS_DIR = path.join(root, 'journeys');
  process.env.API_PORT = String(apiPort);
  server = await createServer({ configFile: path.resolve('vite.config.ts'), logLevel: 'error', server: { port: previewPort, strictPort: true } });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  delete process.env.JOURNEYS_DIR;
  await rm(root, { recursive: true, force: true });
});

const journeyFile = () => path.join(root, 'journeys', 'tl.journey.json');

/** What the check reports for the folder as it is: a lender's added product counts too. */
async function cleanCheck(): Promise<string> {
  const journeys = (await readdir(path.join(root, 'journeys'))).filter((name) => name.endsWith('.journey.json')).length;
  return `journey validate: ${summaryLine(journeys, [])}`;
}

test('a step renders as applicants see it, with its sample, validation and bound document, and follows every save of the journey', async ({ page }) => {
  test.setTimeout(240_000);
  const preview = `http://127.0.0.1:${previewPort}/_preview`;
  await page.goto(preview);
  await expect(page.getByRole('heading', { name: 'Journey preview', level: 1 })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(await cleanCheck())).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Products and steps' });
  await expect(steps.getByRole('heading', { name: 'renewal-tl' })).toBeVisible();

  await steps.getByRole('link', { name: 'FundingNeeds' }).first().click();
  await expect(page).toHaveURL(/\/_preview\/tl\/FundingNeeds$/);
  await expect(page.getByRole('heading', { name: 'Your funding needs' })).toBeVisible();
  const validation = page.getByRole('region', { name: 'Validation' });
  await expect(validation).toContainText('/fundingPurposes');

  // The applicant's own messages: Save & Continue with a purpose missing is refused in their words.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Please select at least one use of funds.').first()).toBeVisible();

  // Answers flow into the bound document at the journey's pointers.
  const amount = page.getByLabel('How much would you like to borrow?');
  await amount.fill('25000');
  await expect(page.getByTestId('bound-document')).toContainText('"desiredLoanAmount": 25000');
  await choose(page, 'checkbox', 'Marketing');
  await choose(page, 'radio', 'No');
  await expect(validation).toContainText('No errors: Save & Continue would accept these answers.');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/_preview\/tl\/BusinessInfo$/);
  await expect(page.getByText('Save & Continue accepted the answers of FundingNeeds; the journey went on to BusinessInfo.')).toBeVisible();

  // The sample is editable: JSON that is not an object is refused with a reason, and nothing else changes.
  const sample = page.getByLabel('Sample application JSON');
  await expect(sample).toHaveValue(/"desiredLoanAmount": 25000/);
  await sample.fill('[1, 2]');
  await page.getByRole('button', { name: 'Apply to the step' }).click();
  await expect(page.getByText('The sample application must be a JSON object.')).toBeVisible();

  // A save of the journey file updates the open page in place (the typed sample stays).
  const text = await readFile(journeyFile(), 'utf8');
  await writeFile(journeyFile(), text.replace('"title": "Your business"', '"title": "About the business (edited)"'));
  await expect(page.getByRole('heading', { name: 'About the business (edited)' })).toBeVisible({ timeout: 30_000 });

  // A broken file: the same finding `journey validate` prints, at its file, line and column.
  await writeFile(journeyFile(), text.replace('"steps": [', '"steps": [,'));
  const findings = page.getByRole('alert').filter({ hasText: 'journey validate:' });
  await expect(findings).toContainText(/journeys\/tl\.journey\.json:\d+:\d+/, { timeout: 30_000 });
  await expect(findings).toContainText('JOURNEY_ERR_JSON');

  await writeFile(journeyFile(), text);
  await expect(page.getByText(await cleanCheck())).toBeVisible({ timeout: 30_000 });
});
