import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RuleRecord } from '../src/engine/rules/rule-record.types';

/** The server generated the operations token into its data directory at start-up. */
async function opsHeaders(): Promise<Record<string, string>> {
  const token = (await readFile(path.join(process.env.E2E_DATA_DIR!, 'ops-token'), 'utf8')).trim();
  return { authorization: `Bearer ${token}` };
}

async function putRecords(request: APIRequestContext, records: readonly RuleRecord[]) {
  const response = await request.put('/api/ops/validation-rules/tl', { headers: await opsHeaders(), data: { records, updatedBy: 'e2e' } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a rule record put through the operations endpoint shows under the field at the next page load', async ({ page, request }) => {
  const current = await request.get('/api/ops/validation-rules/tl', { headers: await opsHeaders() });
  expect(current.status()).toBe(200);
  const original = (await current.json()).records as RuleRecord[];
  const firstNameAtLeast3: RuleRecord = {
    jsonPath: '$.owners[0].firstName',
    rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: '3' }] }],
  };
  const message = 'Incorrect length. It must be at least 3 characters.';

  await putRecords(request, [...original, firstNameAtLeast3]);
  try {
    // A fresh page load: the web app fetches the records once per visit.
    await page.goto('/tl/application/basic_info');
    const firstName = page.getByLabel('First name');
    await firstName.fill('Jo');
    await firstName.press('Tab');
    await expect(page.getByText(message)).toBeVisible();

    await firstName.fill('Joe');
    await expect(page.getByText(message)).toHaveCount(0);
  } finally {
    await putRecords(request, original);
  }

  // Restored: the next visit does not know the record any more.
  await page.reload();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('First name').press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByText(message)).toHaveCount(0);
});

test('a product page asks for its rule records once, while the code of its steps is still on the way', async ({ page, request }) => {
  const html = await (await request.get('/tl/application/basic_info')).text();
  const entryFiles = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
  const asked: string[] = [];
  let recordsAsked!: () => void;
  const askedForRecords = new Promise<void>((resolve) => (recordsAsked = resolve));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/api/validation-rules') return;
    asked.push(new URL(r.url()).search);
    recordsAsked();
  });
  // Every script the page loads after its entry is held until the records have been asked for
  // (or five seconds): code that asks only once it has arrived would make these waits time out.
  const heldScripts: { file: string; recordsAskedMeanwhile: boolean }[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (!entryFiles.has(file)) {
      const recordsAskedMeanwhile = await Promise.race([askedForRecords.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
      heldScripts.push({ file, recordsAskedMeanwhile });
    }
    await route.continue();
  });

  await page.goto('/tl/application/basic_info');
  await expect(page.getByLabel('First name')).toBeEditable();
  expect(asked).toEqual(['?product=tl']);
  expect(heldScripts.length).toBeGreaterThan(0);
  expect(heldScripts.filter((s) => !s.recordsAskedMeanwhile)).toEqual([]);
});
